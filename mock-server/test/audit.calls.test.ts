/**
 * The audit trail's calls: the whole trail and its CSV for super admins only, one module's 修改记录 for whoever may
 * open that module; the filter (person, module, action, time range), server paging, and the CSV's content.
 */
import { AUDIT_CSV_COLUMNS, ErrorCode, formatCmsTime, type AuditRecord, type Paged } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, T0, type Browser, type JsonResponse, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';
import { pushModule, TEST_MODULES, windowModule } from './workflowModules';

const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;
let pushEditor: Browser;
let fullEditor: Browser;

function ok(res: JsonResponse): JsonResponse {
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res;
}

beforeAll(async () => {
  server = await startServer({ modules: TEST_MODULES, sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
  pushEditor = await signedInWith(server, 'editor', [pushModule.path], 'pushEditor');
  // Every module, but not a super admin: the trail stays closed.
  fullEditor = await signedInWith(server, 'publisher', null, 'fullPublisher');
  server.app.cms.db.exec('DELETE FROM audit_records;');
  // Three changes at three times by two people in two modules.
  ok(await new ModuleClient(admin, pushModule).save({ title: '春季活动', link: '', cover: '' }));
  server.clock.advance(10 * MINUTE);
  ok(await new ModuleClient(pushEditor, pushModule).save({ title: '夏季活动，含"引号"', link: '', cover: '' }));
  server.clock.advance(10 * MINUTE);
  ok(await new ModuleClient(admin, windowModule).save({ title: '系统公告', target_user: 0 }));
});
afterAll(() => server.close());

const page = (res: JsonResponse) => res.body.data as Paged<AuditRecord>;

describe('who may read the trail', () => {
  it("a super admin reads the whole trail, each record with its module's names for the changed fields", async () => {
    const trail = page(ok(await admin.call('GET', 'audit/records')));
    expect(trail.total).toBe(3);
    expect(trail.list.map((r) => r.fieldLabels)).toEqual([
      { title: '标题', target_user: '目标用户' },
      // The second save of the push draft changed its title alone.
      { title: '标题' },
      { title: '标题', link: '跳转链接', cover: '封面图' },
    ]);
  });

  it.each([
    ['records', 'audit/records'],
    ['export', 'audit/records/export'],
  ])('an account with every module but no super-admin flag is refused the %s (403, 1029)', async (_name, path) => {
    const res = await fullEditor.call('GET', path);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.NoModulePermission);
  });

  it("a module's 修改记录 is open to whoever may open the module, and only that module", async () => {
    const own = page(ok(await pushEditor.call('GET', `audit/entry?module=${encodeURIComponent(pushModule.key)}`)));
    expect(own.list.map((r) => r.entryTitle)).toEqual(['夏季活动，含"引号"', '春季活动']);
    const other = await pushEditor.call('GET', `audit/entry?module=${encodeURIComponent(windowModule.key)}`);
    expect([other.status, other.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
    const unknown = await pushEditor.call('GET', 'audit/entry?module=nowhere');
    expect([unknown.status, unknown.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
  });

  it('one entry of a module: only its records', async () => {
    const c = new ModuleClient(admin, pushModule);
    ok(await c.save({ title: '单条', link: '', cover: '' }));
    const id = (ok(await c.prepublish({ title: '单条', link: '', cover: '' }, { push_time: formatCmsTime(T0 + 90 * MINUTE) })).body.data as { id: number }).id;
    ok(await c.publish(id));
    const records = page(ok(await pushEditor.call('GET', `audit/entry?module=${encodeURIComponent(pushModule.key)}&entryId=${String(id)}`))).list;
    expect(records.map((r) => r.action)).toEqual(['publish', 'prepublish']);
    server.app.cms.db.exec("DELETE FROM audit_records WHERE action <> 'save'; DELETE FROM workflow_records;");
    server.app.cms.db.exec("DELETE FROM audit_records WHERE entry_title = '单条';");
  });
});

describe('the filter and the paging', () => {
  const titles = async (query: string) => page(ok(await admin.call('GET', `audit/records?${query}`))).list.map((r) => r.entryTitle);

  it('by person (part of the account name), module, action and time range', async () => {
    expect(await titles('account=pushEd')).toEqual(['夏季活动，含"引号"']);
    expect(await titles(`module=${encodeURIComponent(windowModule.key)}`)).toEqual(['系统公告']);
    expect(await titles('action=save&account=admin')).toEqual(['系统公告', '春季活动']);
    expect(await titles('action=publish')).toEqual([]);
    expect(await titles(`from=${encodeURIComponent(formatCmsTime(T0 + 5 * MINUTE))}&to=${encodeURIComponent(formatCmsTime(T0 + 15 * MINUTE))}`)).toEqual(['夏季活动，含"引号"']);
    // A day alone is the whole day.
    expect(await titles(`from=${formatCmsTime(T0).slice(0, 10)}&to=${formatCmsTime(T0).slice(0, 10)}`)).toHaveLength(3);
  });

  it("the module filter's choices: every place with records, by title", async () => {
    const places = ok(await admin.call('GET', 'audit/records/modules')).body.data as { key: string; title: string; path: string }[];
    expect(places).toEqual(
      [pushModule, windowModule].map((def) => ({ key: def.key, title: def.title, path: def.path })).sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)),
    );
    expect((await fullEditor.call('GET', 'audit/records/modules')).status).toBe(403);
  });

  it('pages on the server, newest first', async () => {
    const first = page(ok(await admin.call('GET', 'audit/records?currPage=1&pageSize=2')));
    const second = page(ok(await admin.call('GET', 'audit/records?currPage=2&pageSize=2')));
    expect(first.total).toBe(3);
    expect(first.list.map((r) => r.entryTitle)).toEqual(['系统公告', '夏季活动，含"引号"']);
    expect(second.list.map((r) => r.entryTitle)).toEqual(['春季活动']);
  });

  it.each([
    ['action=fly', '未知的操作'],
    ['from=2026-13-01', '开始时间格式'],
    [`from=${encodeURIComponent('2026-02-01 00:00:00')}&to=${encodeURIComponent('2026-01-01 00:00:00')}`, '开始时间不能晚于结束时间'],
    ['pageSize=500', '每页最多'],
  ])('%s is refused in Chinese (400, 1106)', async (query, message) => {
    const res = await admin.call('GET', `audit/records?${query}`);
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    expect(res.body.msg).toContain(message);
  });
});

describe('the CSV export', () => {
  it('UTF-8 with a BOM, Chinese heads, one line per record of the filter, JSON before → after', async () => {
    const res = await admin.raw('GET', `audit/records/export?module=${encodeURIComponent(pushModule.key)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toContain(encodeURIComponent('操作审计.csv'));
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes.slice(3));
    const lines = text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(AUDIT_CSV_COLUMNS.map((c) => c.header).join(','));
    expect(lines).toHaveLength(3);
    // Newest first; a quote inside a cell is doubled and the cell quoted (RFC 4180), Chinese kept as is.
    expect(lines[1]).toContain('pushEditor');
    expect(lines[1]).toContain('"夏季活动，含""引号"""');
    expect(lines[1]).toContain(',保存,');
    expect(lines[2]).toContain(`${formatCmsTime(T0)},admin,`);
    // The fields under their module's Chinese names: Excel's readers read no keys.
    expect(lines[2]).toContain('"{""标题"":""春季活动"",""跳转链接"":"""",""封面图"":""""}"');
  });

  it('refuses a filter wider than the export limit before writing anything', async () => {
    const insert = server.app.cms.db.prepare(
      "INSERT INTO audit_records (at, account_id, account, module_key, module_title, menu_path, entry_id, entry_title, action, before, after) VALUES (?, NULL, 'bulk', 'bulk', '批量', '/bulk', NULL, '', 'save', NULL, NULL)",
    );
    server.app.cms.db.transaction(() => {
      for (let i = 0; i < 50_001; i += 1) insert.run(T0);
    })();
    try {
      const res = await admin.call('GET', 'audit/records/export?account=bulk');
      expect(res.body.code).toBe(ErrorCode.ValidationFailed);
      expect(res.body.msg).toContain('超过单次导出上限');
      // Just under the limit streams out whole, chunk by chunk.
      server.app.cms.db.exec("DELETE FROM audit_records WHERE id = (SELECT MAX(id) FROM audit_records WHERE account = 'bulk')");
      const full = await admin.raw('GET', 'audit/records/export?account=bulk');
      const lines = (await full.text()).trim().split(/\r?\n/);
      expect(lines).toHaveLength(50_001);
    } finally {
      server.app.cms.db.exec("DELETE FROM audit_records WHERE account = 'bulk'");
    }
  });
});
