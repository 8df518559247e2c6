/**
 * The audit trail's calls in the console service: the whole trail and its CSV for super admins only, one module's
 * 修改记录 for whoever may open that module, the newest changes of the account's own places (the home page); the
 * filter (person, module, action, time range), server paging, and the CSV's content.
 */
import { AUDIT_CSV_COLUMNS, CONSOLE_API_PREFIX, ErrorCode, formatCmsTime, slotTitle, type AuditRecord, type HomeActivityLine, type HomeSection, type Paged } from 'shared-ui/contract';
import { signedIn, signedInWith, T0, type Browser, type JsonResponse, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { pushModule, TEST_MODULES, windowModule } from '../../../../mock-server/test/workflowModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

const MINUTE = 60_000;
let bed: ConsoleBed;
let server: TestServer;
let admin: Browser;
let pushEditor: Browser;
let fullEditor: Browser;

function ok(res: JsonResponse): JsonResponse {
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res;
}

/** A console-service call as `who` makes it. */
const get = (who: Browser, pathAndQuery: string) => bed.consoleCall(who, pathAndQuery);

beforeAll(async () => {
  bed = await openConsoleBed({ modules: TEST_MODULES });
  server = bed.server;
  admin = bed.through(await signedIn(server, 'admin'));
  pushEditor = bed.through(await signedInWith(server, 'editor', [pushModule.path], 'pushEditor'));
  // Every module, but not a super admin: the trail stays closed.
  fullEditor = bed.through(await signedInWith(server, 'publisher', null, 'fullPublisher'));
  // Three changes at three times by two people in two modules.
  ok(await new ModuleClient(admin, pushModule).save({ title: '春季活动', link: '', cover: '' }));
  server.clock.advance(10 * MINUTE);
  ok(await new ModuleClient(pushEditor, pushModule).save({ title: '夏季活动，含"引号"', link: '', cover: '' }));
  server.clock.advance(10 * MINUTE);
  ok(await new ModuleClient(admin, windowModule).save({ title: '系统公告', target_user: 0 }));
});
afterAll(() => bed.close());

const page = (res: JsonResponse) => res.body.data as Paged<AuditRecord>;

describe('who may read the trail', () => {
  it("a super admin reads the whole trail, each record with its module's names for the changed fields", async () => {
    const trail = page(ok(await get(admin, 'audit/records')));
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
    const res = await get(fullEditor, path);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(ErrorCode.NoModulePermission);
  });

  it("a module's 修改记录 is open to whoever may open the module, and only that module", async () => {
    const own = page(ok(await get(pushEditor, `audit/entry?module=${encodeURIComponent(pushModule.key)}`)));
    expect(own.list.map((r) => r.entryTitle)).toEqual(['夏季活动，含"引号"', '春季活动']);
    const other = await get(pushEditor, `audit/entry?module=${encodeURIComponent(windowModule.key)}`);
    expect([other.status, other.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
    const unknown = await get(pushEditor, 'audit/entry?module=nowhere');
    expect([unknown.status, unknown.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
  });

  it("the home page's newest changes: only the places the account may open, newest first", async () => {
    const mine = ok(await get(pushEditor, 'audit/activity')).body.data as HomeSection<HomeActivityLine>;
    expect(mine.list.map((line) => [line.moduleTitle, line.title, line.account, line.action, line.link])).toEqual([
      ['理财 App · 测试推送', '夏季活动，含"引号"', 'pushEditor', '保存', `${pushModule.path}?view=records`],
      ['理财 App · 测试推送', '春季活动', 'admin', '保存', `${pushModule.path}?view=records`],
    ]);
    expect((ok(await get(admin, 'audit/activity')).body.data as HomeSection<HomeActivityLine>).total).toBe(3);
  });

  it('one entry of a module: only its records', async () => {
    const c = new ModuleClient(admin, pushModule);
    ok(await c.save({ title: '单条', link: '', cover: '' }));
    const id = (ok(await c.prepublish({ title: '单条', link: '', cover: '' }, { push_time: formatCmsTime(T0 + 90 * MINUTE) })).body.data as { id: number }).id;
    ok(await c.publish(id));
    const records = page(ok(await get(pushEditor, `audit/entry?module=${encodeURIComponent(pushModule.key)}&entryId=${String(id)}`))).list;
    expect(records.map((r) => r.action)).toEqual(['publish', 'prepublish']);
    await bed.store.db.deleteFrom('console_audit_records').where((eb) => eb.or([eb('action', '<>', 'save'), eb('entry_title', '=', '单条')])).execute();
    server.app.cms.db.exec('DELETE FROM workflow_records;');
  });
});

describe('the filter and the paging', () => {
  const titles = async (query: string) => page(ok(await get(admin, `audit/records?${query}`))).list.map((r) => r.entryTitle);

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
    const places = ok(await get(admin, 'audit/records/modules')).body.data as { key: string; title: string; path: string }[];
    expect(places).toEqual(
      [pushModule, windowModule].map((def) => ({ key: def.key, title: slotTitle(def), path: def.path })).sort((a, b) => (a.title < b.title ? -1 : a.title > b.title ? 1 : 0)),
    );
    expect((await get(fullEditor, 'audit/records/modules')).status).toBe(403);
  });

  it('pages on the server, newest first', async () => {
    const first = page(ok(await get(admin, 'audit/records?currPage=1&pageSize=2')));
    const second = page(ok(await get(admin, 'audit/records?currPage=2&pageSize=2')));
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
    const res = await get(admin, `audit/records?${query}`);
    expect([res.status, res.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
    expect(res.body.msg).toContain(message);
  });
});

describe('the CSV export', () => {
  it('UTF-8 with a BOM, Chinese heads, one line per record of the filter, JSON before → after', async () => {
    const res = await admin.raw('GET', `${CONSOLE_API_PREFIX}audit/records/export?module=${encodeURIComponent(pushModule.key)}`);
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
    // The fields under their module's Chinese names, their values as the screen shows them: Excel's readers read no keys.
    expect(lines[2]).toContain(`"{""标题"":""春季活动"",""跳转链接"":""（空）"",""封面图"":""（空）""}"`);
  });

  it('refuses a filter wider than the export limit before writing anything', async () => {
    const bulk = { at: T0, account_id: null, account: 'bulk', module_key: 'bulk', module_title: '批量', menu_path: '/bulk', entry_id: null, entry_title: '', action: 'save', before: null, after: null };
    for (let i = 0; i < 50_001; i += 1000) await bed.store.db.insertInto('console_audit_records').values(Array.from({ length: Math.min(1000, 50_001 - i) }, () => bulk)).execute();
    try {
      const res = await get(admin, 'audit/records/export?account=bulk');
      expect(res.body.code).toBe(ErrorCode.ValidationFailed);
      expect(res.body.msg).toContain('超过单次导出上限');
      // Just under the limit streams out whole, chunk by chunk.
      const newest = await bed.store.db.selectFrom('console_audit_records').select((eb) => eb.fn.max('id').as('id')).where('account', '=', 'bulk').executeTakeFirstOrThrow();
      await bed.store.db.deleteFrom('console_audit_records').where('id', '=', Number(newest.id)).execute();
      const full = await admin.raw('GET', `${CONSOLE_API_PREFIX}audit/records/export?account=bulk`);
      const lines = (await full.text()).trim().split(/\r?\n/);
      expect(lines).toHaveLength(50_001);
    } finally {
      await bed.store.db.deleteFrom('console_audit_records').where('account', '=', 'bulk').execute();
    }
  });
});
