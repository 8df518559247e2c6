/**
 * The kit field by field (issue 46): a proxy in front of mock-server changes answers the way a real backend might — in
 * a custom family's list and detail, in a module's rows, in a write's answer — and the kit reports each change on its
 * operation, with its kind and the screens that read it, and nothing else.
 */
import { failingDifferences, type DifferenceKind } from 'shared-ui/contract';
import { runConformance, type ConformanceReport } from '../src/conformance/run';
import { formatReport } from '../src/conformance/report';
import type { AnswerDifference } from '../src/conformance/document';
import { CAPTCHA, PASSWORDS, startServer, type TestServer } from './harness';
import { tamperingProxy } from './tamperingProxy';

type Json = Record<string, unknown>;
type Rows = { list?: Json[] };

/** Each change, by call: what a backend that differs might send instead. */
const CHANGES: Record<string, (data: Json) => void> = {
  // A renamed field in a custom family's list.
  'GET /v2/cms/article/list': (data) => {
    for (const row of (data as Rows).list ?? []) {
      row.showTime = row.show_time;
      delete row.show_time;
    }
  },
  // A number sent as a string, and a time not in the CMS format, in its detail.
  'GET /v2/cms/article/detail': (data) => {
    data.pageview = String(data.pageview);
    data.update_time = '2026-11-30T10:00:00Z';
  },
  // An enum value outside its set in another custom family's list.
  'GET /v2/cms/article/information/list': (data) => {
    for (const row of (data as Rows).list ?? []) row.featured = 2;
  },
  // A module's field left out of its rows.
  'GET /v2/cms/operation/common/splash/prepublish/list': (data) => {
    for (const row of (data as Rows).list ?? []) delete row.display_seconds;
  },
  // A field the contract does not know, in a write's answer (a backend may send more: reported apart).
  'POST /v2/cms/operation/common/splash/save': (data) => {
    data.reviewed_by = '张晓明';
  },
};

let server: TestServer;
let report: ConformanceReport;

beforeAll(async () => {
  server = await startServer();
  const proxy = await tamperingProxy(server.baseUrl, (method, path, status, body) => {
    const change = CHANGES[`${method} ${path}`];
    if (!change) return { status, body };
    const env = JSON.parse(body) as { code: number; data: Json | null };
    if (env.code === 0 && env.data) change(env.data);
    return { status, body: JSON.stringify(env) };
  });
  try {
    report = await runConformance({
      backend: proxy.url,
      write: true,
      captchaAnswer: CAPTCHA,
      main: { account: 'admin', password: PASSWORDS.admin },
      second: { account: 'reader', password: PASSWORDS.reader },
      limited: { account: 'editor', password: PASSWORDS.editor },
    });
  } finally {
    await proxy.close();
  }
}, 240_000);

afterAll(async () => {
  await server.close();
});

/** Every difference the kit found on an operation, across its checks, one per kind and field. */
function differencesOf(id: string): AnswerDifference[] {
  const op = report.families.flatMap((f) => f.operations).find((o) => o.id === id);
  if (!op) throw new Error(`报告中没有 ${id}`);
  const all = op.findings.flatMap((f) => f.differences ?? []);
  return [...new Map(all.map((d) => [`${d.kind} ${d.field}`, d])).values()];
}

const brief = (list: readonly AnswerDifference[]) => list.map((d) => ({ kind: d.kind, field: d.field, expected: d.expected, got: d.got }));

const ARTICLE_SCREENS = expect.arrayContaining(['文章库（/articles/library）', '回收站（/articles/recycle）']);

it('names a renamed field as a likely rename, on the list that sent it, with the screens it breaks', () => {
  const found = differencesOf('GET article/list');
  expect(brief(found)).toEqual([{ kind: 'renamed', field: 'data.list[].show_time', expected: 'show_time', got: 'showTime' }]);
  expect(found[0]?.screens).toEqual(ARTICLE_SCREENS);
});

it('names a number sent as a string and a time in another format, on the detail', () => {
  const found = differencesOf('GET article/detail');
  expect(brief(found)).toEqual(
    expect.arrayContaining([
      { kind: 'type', field: 'data.pageview', expected: '整数', got: expect.stringMatching(/^字符串 "\d+"$/) },
      { kind: 'format', field: 'data.update_time', expected: 'YYYY-MM-DD HH:mm:ss', got: '字符串 "2026-11-30T10:00:00Z"' },
    ]),
  );
  expect(found).toHaveLength(2);
  expect(found.every((d) => d.screens.includes('文章库（/articles/library）'))).toBe(true);
});

it('names an enum value outside its set', () => {
  const found = differencesOf('GET article/information/list');
  expect(brief(found)).toEqual([{ kind: 'enum', field: 'data.list[].featured', expected: '0、1', got: '整数 2' }]);
  expect(found[0]?.screens).toEqual(expect.arrayContaining(['资讯库（/articles/information）']));
});

it("names a module's field left out of its rows, with both apps' screens", () => {
  const found = differencesOf('GET operation/common/splash/prepublish/list');
  expect(brief(found)).toEqual([{ kind: 'missing', field: 'data.list[].display_seconds', expected: 'display_seconds', got: '（无此字段）' }]);
  expect(found[0]?.screens).toEqual(['理财 App · 闪屏（/operation/wm/modules/splashScreen）', '证券 App · 闪屏（/operation/br/modules/splashScreen）']);
});

it("lists a field added to a write's answer apart, as 多出, without failing the call", () => {
  const found = differencesOf('POST operation/common/splash/save');
  expect(brief(found)).toEqual([{ kind: 'extra', field: 'data.reviewed_by', expected: '（约定中没有）', got: '字符串 "张晓明"' }]);
  const save = report.families.flatMap((f) => f.operations).find((o) => o.id === 'POST operation/common/splash/save');
  expect(save?.verdict).toBe('conforms');
  expect(formatReport(report)).toContain('+ 多出  POST operation/common/splash/save：data.reviewed_by');
});

it('reports nothing else: every other operation conforms with no difference at all', () => {
  const changed = new Set(Object.keys(CHANGES).map((key) => key.replace(' /v2/cms/', ' ')));
  const others = report.families.flatMap((f) => f.operations).filter((op) => !changed.has(op.id));
  expect(others.filter((op) => op.verdict !== 'conforms').map((op) => op.id)).toEqual([]);
  expect(others.flatMap((op) => op.findings.flatMap((f) => f.differences ?? [])).map((d) => d.field)).toEqual([]);
  const failing = new Set<DifferenceKind>(
    [...changed].flatMap((id) => failingDifferences(differencesOf(id)).map((d) => d.kind)),
  );
  expect([...failing].sort()).toEqual(['enum', 'format', 'missing', 'renamed', 'type']);
  expect(report.problems).toEqual([]);
});
