/**
 * The audit trail of the common publish workflow, recorded by the shell's server (issue 43): each action a person takes
 * through it writes exactly one record (who — as the backend confirms the session —, when, module and menu path,
 * entry, action, the changed fields before → after, read through the spec's calls); a refused action writes none.
 */
import { formatCmsTime, slotTitle, type AuditRecord, type ModuleDefinition } from 'shared-ui/contract';
import { signedIn, signedInWith, T0, type Browser, type JsonResponse, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { pushModule, TEST_MODULES, windowModule } from '../../../../mock-server/test/workflowModules';
import { openConsoleBed, type ConsoleBed } from '../consoleTestBed';

const MINUTE = 60_000;
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);

let bed: ConsoleBed;
let server: TestServer;
let admin: Browser;
let editor: Browser;

beforeAll(async () => {
  bed = await openConsoleBed({ modules: TEST_MODULES });
  server = bed.server;
  admin = bed.through(await signedIn(server, 'admin'));
  editor = bed.through(await signedInWith(server, 'editor', TEST_MODULES.map((m) => m.path), 'auditEditor'));
});
afterAll(() => bed.close());
beforeEach(async () => {
  server.clock.set(T0);
  server.app.cms.db.exec('DELETE FROM workflow_records; DELETE FROM workflow_drafts;');
  await bed.clearTrail();
});

const client = (def: ModuleDefinition, browser: Browser = admin) => new ModuleClient(browser, def);

/** Every record of the trail, newest first, as a super admin reads it. */
const trail = (query = ''): Promise<AuditRecord[]> => bed.trail(admin, query);

function ok(res: JsonResponse): JsonResponse {
  if (res.body.code !== 0) throw new Error(JSON.stringify(res.body));
  return res;
}

const idOf = (res: JsonResponse) => (res.body.data as { id: number }).id;

async function prepublished(c: ModuleClient, title = '春季活动', minutes = 30): Promise<number> {
  ok(await c.save({ title, link: '', cover: '' }));
  return idOf(ok(await c.prepublish({ title, link: '', cover: '' }, { push_time: at(minutes) })));
}

const ADMIN_ID = () => server.app.cms.accounts.findByAccount('admin')?.id;

interface Case {
  name: string;
  arrange: (c: ModuleClient) => Promise<number>;
  act: (c: ModuleClient, id: number) => Promise<JsonResponse>;
  /** The one record the act writes (beyond what arrange wrote). */
  record: (id: number) => Partial<AuditRecord>;
}

const cases: Case[] = [
  {
    name: 'save of a new draft: no entry id yet, every field after',
    arrange: async () => 0,
    act: (c) => c.save({ title: '春季活动', link: '', cover: '' }),
    record: () => ({ action: 'save', entryId: null, entryTitle: '春季活动', before: null, after: { title: '春季活动', link: '', cover: '' } }),
  },
  {
    name: 'save over a draft: only the changed field, before → after',
    arrange: async (c) => (ok(await c.save({ title: '春季活动', link: '', cover: '' })), 0),
    act: (c) => c.save({ title: '夏季活动', link: '', cover: '' }),
    record: () => ({ action: 'save', entryId: null, entryTitle: '夏季活动', before: { title: '春季活动' }, after: { title: '夏季活动' } }),
  },
  {
    name: 'prepublish: the new entry, its state and preset time',
    arrange: async (c) => (ok(await c.save({ title: '春季活动', link: '', cover: '' })), 0),
    act: (c) => c.prepublish({ title: '春季活动', link: '', cover: '' }, { push_time: at(30) }),
    record: () => ({ action: 'prepublish', before: null, after: { title: '春季活动', link: '', cover: '', status: '预发布', push_time: at(30) } }),
  },
  {
    name: 'save and prepublish again: the changed title and time',
    arrange: (c) => prepublished(c),
    act: (c, id) => c.reprepublish(id, { title: '秋季活动', link: '', cover: '' }, { push_time: at(40) }),
    record: (id) => ({ action: 'reprepublish', entryId: String(id), before: { title: '春季活动', push_time: at(30) }, after: { title: '秋季活动', push_time: at(40) } }),
  },
  {
    name: 'publish now: the state changes to published at the time it went live',
    arrange: (c) => prepublished(c),
    act: (c, id) => c.publish(id),
    record: (id) => ({ action: 'publish', entryId: String(id), entryTitle: '春季活动', before: { status: '预发布', push_time: at(30) }, after: { status: '已发布', push_time: at(0) } }),
  },
  {
    name: 'withdraw: back to pre-published',
    arrange: async (c) => {
      const id = await prepublished(c);
      ok(await c.publish(id));
      return id;
    },
    act: (c, id) => c.cancel(id),
    record: (id) => ({ action: 'withdraw', entryId: String(id), before: { status: '已发布' }, after: { status: '预发布' } }),
  },
  {
    name: 'off shelf: to history',
    arrange: async (c) => {
      const id = await prepublished(c);
      ok(await c.publish(id));
      return id;
    },
    act: (c, id) => c.out(id),
    record: (id) => ({ action: 'offShelf', entryId: String(id), before: { status: '已发布' }, after: { status: '历史' } }),
  },
  {
    name: 'delete a pre-published entry: everything before, nothing after',
    arrange: (c) => prepublished(c),
    act: (c, id) => c.remove([id]),
    record: (id) => ({ action: 'delete', entryId: String(id), entryTitle: '春季活动', after: null, before: { title: '春季活动', link: '', cover: '', status: '预发布', push_time: at(30) } }),
  },
];

describe('each workflow action writes one record', () => {
  it.each(cases)('$name', async ({ arrange, act, record }) => {
    const c = client(pushModule);
    const id = await arrange(c);
    const before = await trail();
    ok(await act(c, id));
    const after = await trail();
    expect(after).toHaveLength(before.length + 1);
    const [written] = after;
    expect(written).toMatchObject({
      account: 'admin',
      accountId: ADMIN_ID(),
      time: formatCmsTime(T0),
      moduleKey: pushModule.key,
      moduleTitle: slotTitle(pushModule),
      menuPath: pushModule.path,
      ...(id > 0 ? { entryId: String(id) } : {}),
      ...record(id),
    });
    if (written?.action === 'prepublish') expect(written.entryId).toMatch(/^\d+$/);
  });

  it('a batch off shelf writes one record per entry', async () => {
    const c = client(pushModule);
    const first = await prepublished(c, '甲');
    const second = await prepublished(c, '乙', 31);
    ok(await c.publish(first));
    ok(await c.publish(second));
    ok(await c.out([first, second]));
    const offShelf = (await trail('&action=offShelf')).map((r) => [r.entryId, r.entryTitle]);
    expect(offShelf.sort()).toEqual([
      [String(first), '甲'],
      [String(second), '乙'],
    ]);
  });

  it('a save that changes nothing writes no record (issue 44, item 20)', async () => {
    const c = client(pushModule);
    ok(await c.save({ title: '春季活动', link: '', cover: '' }));
    const before = await trail();
    ok(await c.save({ title: '春季活动', link: '', cover: '' }));
    expect(await trail()).toEqual(before);
  });

  it('the operator is the session account, with its id (an editor saving)', async () => {
    ok(await client(windowModule, editor).save({ title: '系统公告', target_user: 0 }));
    const [written] = await trail();
    expect(written).toMatchObject({ account: 'auditEditor', moduleKey: windowModule.key, action: 'save' });
    expect(written?.accountId).toBe(server.app.cms.accounts.findByAccount('auditEditor')?.id);
  });
});

describe('a refused or failed action writes nothing', () => {
  const refusals: { name: string; arrange: (c: ModuleClient) => Promise<number>; act: (c: ModuleClient, id: number) => Promise<JsonResponse> }[] = [
    { name: 'prepublish of values not saved (1017)', arrange: async () => 0, act: (c) => c.prepublish({ title: '未保存', link: '', cover: '' }, { push_time: at(30) }) },
    { name: 'an invalid save (1106)', arrange: async () => 0, act: (c) => c.save({ title: '', link: '', cover: '' }) },
    { name: 'publish of an entry already published (1015)', arrange: async (c) => { const id = await prepublished(c); ok(await c.publish(id)); return id; }, act: (c, id) => c.publish(id) },
    {
      name: 'a batch off shelf with one entry gone (refused whole)',
      arrange: async (c) => {
        const id = await prepublished(c);
        ok(await c.publish(id));
        return id;
      },
      act: (c, id) => c.out([id, id + 1000]),
    },
  ];
  it.each(refusals)('$name', async ({ arrange, act }) => {
    const c = client(pushModule);
    const id = await arrange(c);
    const before = await trail();
    const res = await act(c, id);
    expect(res.body.code).not.toBe(0);
    expect(await trail()).toEqual(before);
  });
});
