/**
 * The OpenAPI document (`mock-server/openapi/openapi.json`): committed up to date with the contract, a valid OpenAPI 3.1
 * document by a well-kept validator, and describing exactly the routes mock-server registers.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ErrorCode } from 'shared-ui/contract';
import { buildServer } from '../src';
import { DOCUMENT_PATH, documentText } from '../src/openapi/writeDocument';
import { openApiPath } from '../src/openapi/buildDocument';
import type { OpenApiDocument } from '../src/openapi/buildDocument';

const committed = readFileSync(DOCUMENT_PATH, 'utf8');
const document = JSON.parse(committed) as OpenApiDocument;

const VALIDATOR = resolve(__dirname, '../src/openapi/validateDocument.mjs');

/** The validator is ESM-only (Jest runs CommonJS): it runs in a child process. */
function validate(file: string): { ok: boolean; output: string } {
  try {
    return { ok: true, output: execFileSync(process.execPath, [VALIDATOR, file], { encoding: 'utf8', stdio: 'pipe' }).trim() };
  } catch (error) {
    return { ok: false, output: String((error as { stderr?: string }).stderr ?? error) };
  }
}

/** `GET /a/{id}` for every operation of the document. */
function documentOperations(doc: OpenApiDocument): string[] {
  return Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
}

describe('mock-server/openapi/openapi.json', () => {
  it('is what `pnpm contract` writes from the contract today', () => {
    const fresh = documentText();
    if (fresh !== committed) {
      throw new Error('mock-server/openapi/openapi.json 已过期：契约或模块定义变了。请运行 `pnpm contract` 重新生成并提交 mock-server/openapi/openapi.json。');
    }
  });

  it('validates as OpenAPI 3.1 (swagger-parser), which refuses a broken copy', () => {
    expect(validate(DOCUMENT_PATH)).toEqual({ ok: true, output: `valid 3.1.0 ${documentOperations(document).length}` });
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      const broken = structuredClone(document);
      (broken.paths['/login/captcha'] as Record<string, unknown>).get = { responses: 'none' };
      writeFileSync(join(dir, 'broken.json'), JSON.stringify(broken));
      expect(validate(join(dir, 'broken.json')).ok).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('names the role rule, the owning menu path and the catalogue codes of every operation', () => {
    const catalogue = document['x-cms-catalogue'];
    for (const item of Object.values(document.paths)) {
      for (const op of Object.values(item) as Record<string, unknown>[]) {
        expect(Array.isArray(op['x-cms-roles'])).toBe(true);
        expect(Array.isArray(op['x-cms-owners'])).toBe(true);
        const codes = op['x-cms-codes'] as number[];
        expect(codes.length).toBeGreaterThan(0);
        for (const code of codes) expect(catalogue[String(code)]).toEqual(expect.any(String));
      }
    }
    // A publish at a module base: publishers only, owned by its module's menu path, refusing with the gate's code.
    const splash = document.paths['/operation/common/splash/publish']?.post as Record<string, unknown>;
    expect(splash['x-cms-roles']).toEqual(['publisher']);
    expect(splash['x-cms-owners']).toEqual(expect.arrayContaining(['/operation/wm/modules/splashScreen', '/operation/br/modules/splashScreen']));
    expect(splash['x-cms-codes']).toEqual(expect.arrayContaining([ErrorCode.RoleRefused, ErrorCode.NoModulePermission, ErrorCode.WithdrawConflict]));
    const captcha = document.paths['/login/captcha']?.get as Record<string, unknown>;
    expect(captcha['x-cms-session']).toBe(false);
  });

  it('says the temporary announcement takes its start and end on publish, not at pre-publish (issue 44, item 27)', () => {
    const bodyOf = (path: string, method: 'post' | 'put'): Record<string, unknown> => {
      const op = document.paths[path]?.[method] as { requestBody?: { content: Record<string, { schema: Record<string, unknown> }> } } | undefined;
      const schema = op?.requestBody?.content['application/json']?.schema ?? {};
      const ref = typeof schema.$ref === 'string' ? schema.$ref.split('/').pop() : undefined;
      const schemas = (document.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
      return ref ? (schemas[ref] ?? {}) : schema;
    };
    const base = '/operation/notices/wm/temp/';
    const propertyNames = (schema: Record<string, unknown>) => Object.keys((schema.properties ?? {}) as object);
    expect(propertyNames(bodyOf(`${base}prepublish`, 'post'))).not.toEqual(expect.arrayContaining(['start_time']));
    expect(propertyNames(bodyOf(`${base}prepublish/{id}`, 'put'))).not.toEqual(expect.arrayContaining(['end_time']));
    const publish = bodyOf(`${base}publish`, 'post');
    expect(propertyNames(publish)).toEqual(expect.arrayContaining(['id', 'start_time', 'end_time']));
    expect(publish.required).toEqual(['id', 'start_time', 'end_time']);
    expect(document['x-cms-modules']['wm/announcement']).toMatchObject({ schedule: ['start_time', 'end_time'], scheduleSetAt: 'publish' });
    // A windowed module that presets at pre-publish is described as before: times there, publish "now" allowed.
    const ads = '/operation/broker/advertising/banner/';
    expect(propertyNames(bodyOf(`${ads}prepublish`, 'post'))).toEqual(expect.arrayContaining(['start_time', 'end_time']));
    expect(bodyOf(`${ads}publish`, 'post').required).toEqual(['id']);
    expect(document['x-cms-modules']['br/advertising']).not.toHaveProperty('scheduleSetAt');
  });

  it('has one operation for every route mock-server registers, and none it does not', async () => {
    const app = await buildServer({ dbPath: ':memory:', captchaAnswer: 'ABCD' });
    try {
      const prefix = '/v2/cms';
      const served = new Set(
        app.cmsRoutes.flatMap((route) =>
          route.methods
            // HEAD is Fastify's twin of every GET.
            .filter((method) => method !== 'HEAD')
            // `article/` and `article` are one call.
            .map((method) => `${method} ${openApiPath(route.url.slice(prefix.length + 1).replace(/\/+$/, ''))}`),
        ),
      );
      const described = new Set(documentOperations(document));
      expect([...served].filter((op) => !described.has(op)).sort()).toEqual([]);
      expect([...described].filter((op) => !served.has(op)).sort()).toEqual([]);
      expect(described.size).toBeGreaterThan(1000);
    } finally {
      await app.close();
    }
  });
});

describe('every module call’s answer is typed (issue 46)', () => {
  const dataOf = (op: Record<string, unknown>): unknown => {
    const ok = (op.responses as Record<string, { content?: Record<string, { schema: { properties: { data: unknown } } }> }>)['200'];
    return ok?.content?.['application/json']?.schema.properties.data;
  };
  const moduleOps = Object.values(document.paths).flatMap((item) => Object.values(item) as Record<string, unknown>[]).filter((op) => typeof op['x-cms-action'] === 'string');

  it('no module call answers data: {}, and each kind of answer is the shape workflowService returns', () => {
    const untyped = moduleOps.filter((op) => JSON.stringify(dataOf(op)) === '{}').map((op) => op['x-cms-call']);
    expect(untyped).toEqual([]);
    const byAction = (action: string) => moduleOps.filter((op) => op['x-cms-action'] === action).map((op) => JSON.stringify(dataOf(op)));
    expect(new Set(byAction('out'))).toEqual(new Set(['{"$ref":"#/components/schemas/EntryIds"}']));
    expect(byAction('save').every((data) => data.includes('.Draft"'))).toBe(true);
    expect(byAction('content').every((data) => data.includes('.Draft"') && data.includes('"null"'))).toBe(true);
    expect(byAction('publish').every((data) => data.includes('.Row"'))).toBe(true);
    const draft = (document.components.schemas as Record<string, { required?: string[] }>)['wm.announcement.Draft'];
    expect(draft?.required).toEqual(['update_time', 'update_operator']);
  });
});
