/**
 * The write guard in front of a real mock-server, as the shell's server registers it: the console's own versions on
 * every draft and entry it passes, a stale write refused (1043) before the backend hears of it, the version fields
 * never passed on (the backend would refuse the console's versions as its own were it to see them), and concurrent
 * writes on one record taking turns.
 */
import type { FastifyInstance } from 'fastify';
import { AUDIT_API, CONSOLE_API_PREFIX, SCHEDULE_API, SCHEDULE_PATH, type ScheduleAnswer, ErrorCode, formatCmsTime, type AuditRecord, type DraftRow, type Paged, type ModuleDefinition, type ModuleValues, type StaleSaveDetail, type WorkflowRow } from 'shared-ui/contract';
import { type Browser, signedIn, signedInWith, startServer, type TestServer } from '../../../../mock-server/test/harness';
import { ModuleClient } from '../../../../mock-server/test/workflowClient';
import { TEST_MODULES, pushModule } from '../../../../mock-server/test/workflowModules';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../../scripts/lib/throwawayPostgres';
import { draftVersion, entryVersion } from './recordVersions';
import { openTestFront, throughFront as throughTestFront } from './testFront';

const MINUTE = 60_000;
const wmConfig: ModuleDefinition = pushModule;
const config = (title: string): ModuleValues => ({ title, link: 'https://example.com/a', cover: '' });

let backend: TestServer;
let front: FastifyInstance;
/** Fronts opened by a test of their own (two copies on one PostgreSQL), closed with the rest. */
const moreFronts: FastifyInstance[] = [];
let postgres: ThrowawayPostgres | undefined;
/** Each person's calls to the module, straight to mock-server and through the shell's server. */
let admin: { direct: ModuleClient; guarded: ModuleClient };
let editor: { direct: ModuleClient; guarded: ModuleClient };

const openFront = (store: string) => openTestFront(backend.baseUrl, { store, modules: TEST_MODULES });
const throughFront = (who: Browser, through = front) => throughTestFront(who, backend, through);

const draftOf = (res: { body: { data: unknown } }) => res.body.data as NonNullable<DraftRow>;
const rowOf = (res: { body: { data: unknown } }) => res.body.data as WorkflowRow;
const staleOf = (res: { body: { data: unknown } }) => res.body.data as StaleSaveDetail;

beforeAll(async () => {
  backend = await startServer({ modules: TEST_MODULES, sessionTtlMs: 24 * 60 * MINUTE });
  front = await openFront(':memory:');
  const people = [await signedIn(backend, 'admin'), await signedInWith(backend, 'editor', [wmConfig.path, SCHEDULE_PATH], '小李')];
  [admin, editor] = people.map((who) => ({ direct: new ModuleClient(who, wmConfig), guarded: new ModuleClient(throughFront(who), wmConfig) })) as [typeof admin, typeof admin];
});
afterAll(async () => {
  await Promise.all([front, ...moreFronts].map((app) => app.close()));
  await backend.close();
  await postgres?.stop();
});

describe('the saved draft', () => {
  it('carries the console’s version, and a save based on a draft a colleague saved since is refused, naming them', async () => {
    expect((await admin.direct.save(config('初稿'))).body.code).toBe(ErrorCode.Success);
    const read = draftOf(await admin.guarded.content());
    expect(read.version).toBe(draftVersion(draftOf(await admin.direct.content())));
    backend.clock.advance(1_000);

    const theirs = await editor.guarded.save(config('春季活动'), read.version ?? null);
    expect(theirs.body.code).toBe(ErrorCode.Success);
    const saved = draftOf(theirs);
    expect(saved.version).not.toBe(read.version);

    const mine = await admin.guarded.save(config('夏季活动'), read.version ?? null);
    expect(mine.body.code).toBe(ErrorCode.StaleSave);
    expect(mine.body.msg).toMatch(/^该内容已被 小李 于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d 修改，请比较后选择重新加载或覆盖$/);
    expect(staleOf(mine)).toMatchObject({ operator: '小李', version: saved.version, current: { title: '春季活动' } });
    // Nothing was written: the colleague's draft stands.
    expect(draftOf(await admin.direct.content()).title).toBe('春季活动');

    // Overwrite: resent on the version the refusal named. The backend would refuse it as stale were it to see it.
    const overwritten = await admin.guarded.save(config('夏季活动'), staleOf(mine).version);
    expect(overwritten.body.code).toBe(ErrorCode.Success);
    expect(draftOf(await admin.direct.content()).title).toBe('夏季活动');
  });

  it('lets one of two saves on the same version through and refuses the other, however close together they come', async () => {
    expect((await admin.direct.save(config('初稿'))).body.code).toBe(ErrorCode.Success);
    const base = draftOf(await admin.guarded.content()).version ?? null;
    const answers = await Promise.all([admin.guarded.save(config('秋季活动'), base), editor.guarded.save(config('冬季活动'), base)]);
    expect(answers.map((res) => res.body.code).sort()).toEqual([ErrorCode.Success, ErrorCode.StaleSave].sort());
  });

  it('tells apart two saves by one account in the same second (two tabs): the draft’s version is what it holds', async () => {
    expect((await admin.direct.save(config('初稿'))).body.code).toBe(ErrorCode.Success);
    const tabs = [admin.guarded, new ModuleClient(throughFront(admin.direct.browser), pushModule)] as const;
    const base = draftOf(await tabs[0].content()).version ?? null;
    // The backend's clock stands still: both saves carry the same update_time and operator.
    const first = await tabs[0].save(config('第一个标签页'), base);
    expect(first.body.code).toBe(ErrorCode.Success);
    expect(draftOf(first).version).toBe(draftOf(await tabs[1].content()).version);
    expect((await tabs[1].save(config('第二个标签页'), base)).body.code).toBe(ErrorCode.StaleSave);
    expect((await tabs[0].save(config('第一个标签页再改'), draftOf(first).version ?? null)).body.code).toBe(ErrorCode.Success);
  });
});

describe('entries', () => {
  it('carry the console’s version in every list and detail, the same for one entry wherever it is read', async () => {
    const id = await admin.direct.prepared(config('预发布活动'), { push_time: formatCmsTime(backend.clock.now() + 30 * MINUTE) });
    const listed = (await admin.guarded.rows('prepublishList', { pageSize: 100 })).find((row) => row.id === id);
    const detail = rowOf(await admin.guarded.detail(id));
    expect(listed?.version).toBe(entryVersion(detail));
    expect(detail.version).toBe(listed?.version);
  });

  it('refuses a publish of an entry re-edited since it was read, and passes one based on what is there now', async () => {
    const at = formatCmsTime(backend.clock.now() + 60 * MINUTE);
    const id = await admin.direct.prepared(config('第一版'), { push_time: at });
    const seen = rowOf(await admin.guarded.detail(id)).version ?? null;
    backend.clock.advance(1_000);
    const edit = await editor.guarded.reprepublish(id, config('第二版'), { push_time: at }, seen);
    expect(edit.body.code).toBe(ErrorCode.Success);

    const stale = await admin.guarded.publish(id, {}, seen);
    expect(stale.body.code).toBe(ErrorCode.StaleSave);
    expect(staleOf(stale)).toMatchObject({ operator: '小李', current: { id, title: '第二版', status: 'prepublished' } });
    expect(rowOf(await admin.direct.detail(id)).status).toBe('prepublished');

    const current = await admin.guarded.publish(id, {}, staleOf(stale).version);
    expect(current.body.code).toBe(ErrorCode.Success);
    expect(rowOf(current).version).toBe(entryVersion(rowOf(await admin.direct.detail(id))));
  });

  it('refuses a whole batch when one of its entries moved on, and takes off none of them', async () => {
    const first = await admin.direct.published(config('批量一'), { push_time: formatCmsTime(backend.clock.now() + 5 * MINUTE) });
    const second = await admin.direct.published(config('批量二'), { push_time: formatCmsTime(backend.clock.now() + 6 * MINUTE) }, {});
    const rows = await admin.guarded.rows('publishedList', { pageSize: 100 });
    const versions = Object.fromEntries(rows.filter((row) => [first, second].includes(row.id)).map((row) => [String(row.id), row.version ?? null]));
    backend.clock.advance(1_000);
    expect((await editor.guarded.cancel(second)).body.code).toBe(ErrorCode.Success);
    const batch = await admin.guarded.browser.call('PUT', `${wmConfig.apiBase}publish/out`, { ids: [first, second], base_versions: versions });
    expect(batch.body.code).toBe(ErrorCode.StaleSave);
    expect(rowOf(await admin.direct.detail(first)).status).toMatch(/published|scheduled/);
  });
});

describe('two copies of the shell’s server on one PostgreSQL', () => {
  it('refuse, across copies, the later of two saves on one version, sent to each copy at the same moment', async () => {
    postgres = await startThrowawayPostgres();
    const copies = [await openFront(postgres.url), await openFront(postgres.url)];
    moreFronts.push(...copies);
    const [one, two] = [admin, editor].map((who, i) => new ModuleClient(throughFront(who.direct.browser, copies[i]), pushModule)) as [ModuleClient, ModuleClient];
    for (let round = 0; round < 3; round += 1) {
      expect((await admin.direct.save(config(`第 ${String(round)} 轮`))).body.code).toBe(ErrorCode.Success);
      const base = draftOf(await one.content()).version ?? null;
      backend.clock.advance(1_000);
      const answers = await Promise.all([one.save(config('甲的修改'), base), two.save(config('乙的修改'), base)]);
      expect(answers.map((res) => res.body.code).sort()).toEqual([ErrorCode.Success, ErrorCode.StaleSave].sort());
    }
    // After a save through one copy, a save through the other based on what was there before is refused.
    const before = draftOf(await two.content()).version ?? null;
    backend.clock.advance(1_000);
    expect((await one.save(config('甲再改'), before)).body.code).toBe(ErrorCode.Success);
    expect((await two.save(config('乙再改'), before)).body.code).toBe(ErrorCode.StaleSave);
    backend.clock.advance(1_000);
    expect((await two.save(config('乙最后'), draftOf(await two.content()).version ?? null)).body.code).toBe(ErrorCode.Success);
    // Both copies' changes are in one audit trail: each copy answers it whole, the saves of both people in it.
    const trails = await Promise.all(copies.map(async (copy) => {
      const res = await throughFront(admin.direct.browser, copy).raw('GET', `${CONSOLE_API_PREFIX}${AUDIT_API.entry}?module=${encodeURIComponent(pushModule.key)}&pageSize=100`);
      return ((await res.json()) as { data: Paged<AuditRecord> }).data.list.map((record) => [record.account, record.after?.title]);
    }));
    expect(trails[0]).toEqual(trails[1]);
    expect(trails[0]!.slice(0, 2)).toEqual([
      ['小李', '乙最后'],
      ['admin', '甲再改'],
    ]);
    // One entry index too: what is pre-published through one copy is on the other copy's calendar at once.
    const pushAt = Math.ceil(backend.clock.now() / MINUTE) * MINUTE + 3 * 24 * 60 * MINUTE + 7 * MINUTE;
    const calendarOfTwo = async () => {
      const query = new URLSearchParams({ start: formatCmsTime(pushAt - 60 * MINUTE), end: formatCmsTime(pushAt + 60 * MINUTE) }).toString();
      const res = await throughFront(editor.direct.browser, copies[1]).raw('GET', `${CONSOLE_API_PREFIX}${SCHEDULE_API.list}?${query}`);
      return ((await res.json()) as { data: ScheduleAnswer }).data.list.map((entry) => entry.title);
    };
    expect(await calendarOfTwo()).not.toContain('两份共用索引');
    await one.prepared(config('两份共用索引'), { push_time: formatCmsTime(pushAt) });
    expect(await calendarOfTwo()).toContain('两份共用索引');
  }, 120_000);
});

describe('a backend that cannot be reached', () => {
  it('is said plainly (502), for a guarded read and a guarded write alike, rather than guessed at', async () => {
    const detached = await openTestFront('http://127.0.0.1:9', { modules: TEST_MODULES });
    try {
      const cut = new ModuleClient(throughFront(admin.direct.browser, detached), pushModule);
      for (const answer of [await cut.content(), await cut.save(config('断线'), 1)]) {
        expect([answer.status, answer.body.msg]).toEqual([502, '后端暂时无法访问，请稍后重试']);
      }
    } finally {
      await detached.close();
    }
  });
});
