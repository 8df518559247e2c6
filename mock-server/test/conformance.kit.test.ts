/**
 * The conformance kit against mock-server: the reference backend conforms whole, and a backend that differs on
 * purpose (a tiny proxy in front of mock-server renames a field, answers a wrong code, drops a call) is reported
 * for each, with what was expected, what came back and the request to reproduce it.
 */
import { allConform, runConformance, type ConformanceReport } from '../src/conformance/run';
import type { OperationResult } from '../src/conformance/verdicts';
import { CAPTCHA, PASSWORDS, startServer, type TestServer } from './harness';
import { tamperingProxy } from './tamperingProxy';

const kit = (backend: string, write = false) =>
  runConformance({
    backend,
    write,
    captchaAnswer: CAPTCHA,
    main: { account: 'admin', password: PASSWORDS.admin },
    second: { account: 'reader', password: PASSWORDS.reader },
    limited: { account: 'editor', password: PASSWORDS.editor },
  });

function operation(report: ConformanceReport, id: string): OperationResult {
  const found = report.families.flatMap((f) => f.operations).find((op) => op.id === id);
  if (!found) throw new Error(`报告中没有 ${id}`);
  return found;
}

/** A whole run is ~1100 operations × up to three calls: seconds alone, much longer beside a full parallel jest run. */
const RUN_TIMEOUT_MS = 180_000;

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.close();
});

it('finds mock-server conforming in every operation, with every kind of check run', async () => {
  const report = await kit(server.baseUrl);
  const differing = report.families.flatMap((f) => f.operations).filter((op) => op.verdict !== 'conforms');
  expect(differing).toEqual([]);
  expect(report.problems).toEqual([]);
  expect(allConform(report)).toBe(true);
  expect(report.counts.operations).toBeGreaterThan(1000);
  const checks = new Set(report.families.flatMap((f) => f.operations.flatMap((op) => op.findings.map((x) => x.check.split('（')[0]))));
  expect([...checks].sort()).toEqual(['权限闸门', '答复', '角色规则', '错误请求'].sort());
}, RUN_TIMEOUT_MS);

it('reports a renamed field, a wrong code and a missing call, each with expected, got and the request', async () => {
  const proxy = await tamperingProxy(server.baseUrl, (method, path, status, body) => {
    // A renamed field: the splash screens' pre-publish rows say `updated_at` for `update_time`.
    if (method === 'GET' && path === '/v2/cms/operation/common/splash/prepublish/list') {
      return { status, body: body.replace(/"update_time":/g, '"updated_at":') };
    }
    // A wrong code: the article library's save refuses a bad body with 1000 (not a code of its contract).
    if (method === 'POST' && path === '/v2/cms/article/save') {
      return { status: 400, body: JSON.stringify({ code: 1000, data: null, msg: '保存失败' }) };
    }
    // A missing call: the backend has no holiday list.
    if (path === '/v2/cms/operation/broker/holiday/message/list') return { status: 404, body: 'Not Found' };
    return { status, body };
  });
  try {
    const report = await kit(proxy.url);
    expect(allConform(report)).toBe(false);

    const renamed = operation(report, 'GET operation/common/splash/prepublish/list');
    expect(renamed.verdict).toBe('differs');
    expect(renamed.findings.find((f) => f.verdict === 'differs')).toEqual(
      expect.objectContaining({ check: '答复', got: expect.stringContaining('update_time'), request: expect.stringContaining('/v2/cms/operation/common/splash/prepublish/list') }),
    );

    const wrongCode = operation(report, 'POST article/save');
    expect(wrongCode.verdict).toBe('differs');
    expect(wrongCode.findings.find((f) => f.verdict === 'differs')).toEqual(
      expect.objectContaining({ check: '错误请求', got: expect.stringContaining('code 1000'), request: expect.stringMatching(/curl -X POST .*article\/save.*--data '\[\]'/) }),
    );

    const missing = operation(report, 'GET operation/broker/holiday/message/list');
    expect(missing.verdict).toBe('notServed');

    // Nothing else was touched: everything else still conforms.
    expect(report.counts).toEqual(expect.objectContaining({ differs: 2, notServed: 1, conforms: report.counts.operations - 3 }));
  } finally {
    await proxy.close();
  }
}, RUN_TIMEOUT_MS);

it('--write runs one lifecycle per module base, conforming, and leaves the data as it found it', async () => {
  const snapshot = () => ({
    records: server.app.cms.db.prepare('SELECT id, module_key, status, field_values FROM workflow_records ORDER BY id').all(),
    drafts: server.app.cms.db.prepare('SELECT module_key, field_values FROM workflow_drafts ORDER BY module_key').all(),
  });
  const before = snapshot();
  const report = await kit(server.baseUrl, true);
  expect(report.families.flatMap((f) => f.operations).filter((op) => op.verdict !== 'conforms')).toEqual([]);
  // Every base went through it: each base's pre-publish delete ran in the lifecycle and conformed.
  const lifecycle = report.families.flatMap((f) => f.operations).filter((op) => op.findings.some((x) => x.check.startsWith('生命周期') && x.verdict === 'conforms'));
  const bases = new Set(report.families.filter((f) => f.family.startsWith('模块 ')).map((f) => f.family));
  expect(new Set(lifecycle.filter((op) => /delete$/.test(op.id)).map((op) => op.family))).toEqual(bases);
  expect(snapshot()).toEqual(before);
}, RUN_TIMEOUT_MS);
