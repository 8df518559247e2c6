/**
 * Stock-news approval (issue 12): the two-level release and off-shelf state machine, 1025, the approval links'
 * tokens (forged, expired, other level, other item, missing) and the permission gate, against a real mock-server.
 */
import {
  APPROVAL_MESSAGES,
  ErrorCode,
  STOCK_NEWS_API as API,
  STOCK_NEWS_PATH,
  offShelfQueueMessage,
  type ApprovalLink,
  type ApprovalScreen,
  type OffShelfInProgressData,
  type Paged,
  type StockNewsApprovalItem,
  type StockNewsDetail,
  type StockNewsRow,
} from 'shared-ui/contract';
import { Browser, signedIn, signedInWith, startServer, type JsonResponse, type TestServer } from './harness';

const HOUR = 3_600_000;
let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * HOUR });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const item = (title = '腾讯控股宣布回购 10 亿港元股份') => ({
  symbol: '00700.HK',
  stock_name: '腾讯控股',
  title,
  content: '<p>腾讯控股今日于港交所公告，计划在未来一个月内回购不超过 10 亿港元股份。</p>',
  source: '港交所披露易',
});

async function ok(res: Promise<JsonResponse>): Promise<unknown> {
  const answer = await res;
  expect([answer.status, answer.body.code, answer.body.msg]).toEqual([200, 0, expect.any(String)]);
  return answer.body.data;
}

async function written(title?: string): Promise<number> {
  return ((await ok(admin.call('POST', API.save, item(title)))) as { id: number }).id;
}
const linkFor = async (id: number, screen: ApprovalScreen) => (await ok(admin.call('GET', `${API.link(id)}?screen=${screen}`))) as ApprovalLink;
const detail = async (id: number) => (await ok(admin.call('GET', API.detail(id)))) as StockNewsDetail;

/** A browser without any session, as an approver opening the link on a phone. */
const stranger = () => new Browser(server);
const agree = (id: number, screen: ApprovalScreen, token: string, approver = '陈晓琳') =>
  stranger().call('POST', `${API.agree(id)}?token=${encodeURIComponent(token)}`, { screen, approver });
const reject = (id: number, screen: ApprovalScreen, token: string, reason: string) =>
  stranger().call('POST', `${API.reject(id)}?token=${encodeURIComponent(token)}`, { screen, approver: '王志远', reason });

async function approvedAt(id: number, screen: ApprovalScreen, approver?: string): Promise<StockNewsDetail> {
  const { token } = await linkFor(id, screen);
  return (await ok(agree(id, screen, token, approver))) as StockNewsDetail;
}

async function released(title?: string): Promise<number> {
  const id = await written(title);
  await approvedAt(id, 70000);
  await approvedAt(id, 80001);
  return id;
}

describe('release', () => {
  it('pending at 70000 → 80001 → agreed, with the approvers in the history', async () => {
    const id = await written();
    expect(await detail(id)).toMatchObject({ status: 0, waiting_at: 70000, shelf: 'none', submitted_by: 'admin' });
    const link = await linkFor(id, 70000);
    expect(link.url).toBe(`/approval/70000?token=${encodeURIComponent(link.token)}`);
    const waiting = (await ok(stranger().call('GET', `${API.waiting(70000)}?token=${encodeURIComponent(link.token)}`))) as StockNewsDetail[];
    expect(waiting.map((row) => row.id)).toEqual([id]);
    expect(waiting[0]?.content).toContain('回购');
    expect(await approvedAt(id, 70000, '陈晓琳')).toMatchObject({ status: 0, waiting_at: 80001 });
    const final = await approvedAt(id, 80001, '王志远');
    expect(final).toMatchObject({ status: 1, waiting_at: null, shelf: 'none' });
    expect(final.history.map((h) => [h.action, h.screen, h.actor])).toEqual([
      ['submit', null, 'admin'],
      ['agree', 70000, '陈晓琳'],
      ['agree', 80001, '王志远'],
    ]);
    expect(final.history[1]?.at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it.each([70000, 80001] as const)('a rejection at %s needs a reason, rejects the item and keeps the reason', async (screen) => {
    const id = await written();
    if (screen === 80001) await approvedAt(id, 70000);
    const { token } = await linkFor(id, screen);
    const missing = await reject(id, screen, token, ' ');
    expect([missing.body.code, missing.body.msg]).toEqual([ErrorCode.ValidationFailed, '请输入驳回原因']);
    const done = (await ok(reject(id, screen, token, '标题与公告原文不符'))) as StockNewsDetail;
    expect(done).toMatchObject({ status: 2, waiting_at: null, reject_reason: '标题与公告原文不符' });
    expect(done.history.at(-1)).toMatchObject({ action: 'reject', screen, actor: '王志远', reason: '标题与公告原文不符' });
    // Edited after the rejection, it is pending at operations again.
    expect(await ok(admin.call('POST', API.save, { id, ...item('腾讯控股：回购计划（更正）') }))).toEqual({ id });
    expect(await detail(id)).toMatchObject({ status: 0, waiting_at: 70000, reject_reason: '' });
  });

  it('an agreed item can no longer be edited, and the approver must give a name', async () => {
    const id = await released();
    const edit = await admin.call('POST', API.save, { id, ...item() });
    expect([edit.body.code, edit.body.msg]).toEqual([ErrorCode.WithdrawConflict, APPROVAL_MESSAGES.notEditable]);
    const other = await written();
    const { token } = await linkFor(other, 70000);
    const nameless = await agree(other, 70000, token, '');
    expect([nameless.body.code, nameless.body.msg]).toEqual([ErrorCode.ValidationFailed, '请输入审批人姓名']);
  });

  it('refuses a symbol the stocks library lacks and a blank title, in Chinese', async () => {
    const bad = await admin.call('POST', API.save, { ...item(), symbol: '99999.HK' });
    expect([bad.body.code, bad.body.msg]).toEqual([ErrorCode.ValidationFailed, APPROVAL_MESSAGES.unknownStock]);
    const blank = await admin.call('POST', API.save, { ...item(), title: '  ' });
    expect([blank.body.code, blank.body.msg]).toEqual([ErrorCode.ValidationFailed, '请输入标题']);
  });

  it('two approvers at once: exactly one wins, the other is answered 1015', async () => {
    const id = await written();
    const { token } = await linkFor(id, 70000);
    const answers = await Promise.all([agree(id, 70000, token, '甲'), agree(id, 70000, token, '乙'), reject(id, 70000, token, '不同意')]);
    expect(answers.map((a) => a.body.code).sort()).toEqual([0, ErrorCode.WithdrawConflict, ErrorCode.WithdrawConflict]);
    const history = (await detail(id)).history.filter((h) => h.screen === 70000);
    expect(history).toHaveLength(1);
  });
});

/**
 * Rejects every off-shelf application still waiting (the seed's 贵州茅台 among them), so the next application does
 * not meet another item's in the queue (spec §4: one at a time).
 */
async function clearOffShelfQueue(): Promise<void> {
  for (const screen of [70001, 80002] as const) {
    const level = (await ok(admin.call('GET', `${API.levelLink}?screen=${String(screen)}`))) as ApprovalLink;
    const waiting = (await ok(stranger().call('GET', `${API.waiting(screen)}?token=${encodeURIComponent(level.token)}`))) as StockNewsDetail[];
    for (const row of waiting) await ok(reject(row.id, screen, level.token, '清空下架审批队列'));
  }
}

async function publishedNow(title?: string): Promise<number> {
  const id = await released(title);
  await ok(admin.call('POST', API.publish, { id }));
  return id;
}

describe('push and off shelf', () => {
  beforeEach(clearOffShelfQueue);

  it('publish push now; pre-push with a time goes live when the time comes', async () => {
    const now = await released();
    const pending = await written();
    const refused = await admin.call('POST', API.publish, { id: pending });
    expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.WithdrawConflict, APPROVAL_MESSAGES.notPublishable]);
    expect(await ok(admin.call('POST', API.prePush, { id: now, push_time: '' }))).toMatchObject({ shelf: 'published' });

    const later = await released();
    const past = await admin.call('POST', API.prePush, { id: later, push_time: '2020-01-01 00:00:00' });
    expect([past.body.code, past.body.msg]).toEqual([ErrorCode.ValidationFailed, APPROVAL_MESSAGES.pushTimePast]);
    // T0 is 2026-01-05 10:00 Shanghai time.
    expect(await ok(admin.call('POST', API.prePush, { id: later, push_time: '2026-01-05 12:00:00' }))).toMatchObject({ shelf: 'scheduled', push_time: '2026-01-05 12:00:00' });
    server.clock.advance(3 * HOUR);
    // The scheduler's tick (ctx.applyDue) publishes it, before any stock-news call asks.
    server.app.cms.applyDue();
    const row = server.app.cms.db.prepare('SELECT shelf FROM stock_news WHERE id = ?').get(later) as { shelf: string } | undefined;
    expect(row?.shelf).toBe('published');
    expect(await detail(later)).toMatchObject({ shelf: 'published' });
    server.clock.advance(-3 * HOUR);
  });

  it('an off-shelf application goes through both levels; a second one while pending is 1025', async () => {
    const id = await released();
    const early = await admin.call('POST', API.offShelfApply, { id });
    expect([early.body.code, early.body.msg]).toEqual([ErrorCode.WithdrawConflict, APPROVAL_MESSAGES.notPublished]);
    await ok(admin.call('POST', API.publish, { id }));
    expect(await ok(admin.call('POST', API.offShelfApply, { id }))).toMatchObject({ shelf: 'offPending', waiting_at: 70001 });
    const again = await admin.call('POST', API.offShelfApply, { id });
    expect([again.body.code, again.body.msg]).toEqual([ErrorCode.OffShelfApprovalInProgress, '运营下架审批中']);
    const tooSoon = await admin.call('POST', API.publishOut, { id });
    expect(tooSoon.body.code).toBe(ErrorCode.OffShelfApprovalInProgress);

    expect(await approvedAt(id, 70001)).toMatchObject({ shelf: 'offPending', waiting_at: 80002 });
    expect((await admin.call('POST', API.offShelfApply, { id })).body.code).toBe(ErrorCode.OffShelfApprovalInProgress);
    expect(await approvedAt(id, 80002)).toMatchObject({ shelf: 'offApproved', waiting_at: null });
    expect(await ok(admin.call('POST', API.publishOut, { id }))).toMatchObject({ shelf: 'off' });
    const list = (await ok(admin.call('GET', `${API.list}?shelf=off&symbol=00700.HK`))) as Paged<StockNewsRow>;
    expect(list.list.map((row) => row.id)).toContain(id);
  });

  it("refuses another item's application with 1025 while one waits at either level, naming it; free once both agreed", async () => {
    const first = await publishedNow('先申请下架的资讯');
    const second = await publishedNow('后申请下架的资讯');
    await ok(admin.call('POST', API.offShelfApply, { id: first }));
    const holder = { id: first, title: '先申请下架的资讯' };
    for (const screen of [70001, 80002] as const) {
      const refused = await admin.call('POST', API.offShelfApply, { id: second });
      expect([refused.status, refused.body.code, refused.body.msg]).toEqual([200, ErrorCode.OffShelfApprovalInProgress, offShelfQueueMessage(holder)]);
      expect(refused.body.data as OffShelfInProgressData).toEqual({ pending: holder });
      expect(await detail(second)).toMatchObject({ shelf: 'published', waiting_at: null });
      await approvedAt(first, screen);
    }
    // Both levels agreed: no approval is in progress any more, so the next item may apply.
    expect(await detail(first)).toMatchObject({ shelf: 'offApproved' });
    expect(await ok(admin.call('POST', API.offShelfApply, { id: second }))).toMatchObject({ shelf: 'offPending', waiting_at: 70001 });
  });

  it("a rejected application frees the queue for another item; an item that is not live hears 1015, not the queue's 1025", async () => {
    const first = await publishedNow();
    const second = await publishedNow();
    const notLive = await released();
    await ok(admin.call('POST', API.offShelfApply, { id: first }));
    const early = await admin.call('POST', API.offShelfApply, { id: notLive });
    expect([early.body.code, early.body.msg]).toEqual([ErrorCode.WithdrawConflict, APPROVAL_MESSAGES.notPublished]);
    expect((await admin.call('POST', API.offShelfApply, { id: second })).body.code).toBe(ErrorCode.OffShelfApprovalInProgress);
    const { token } = await linkFor(first, 70001);
    await ok(reject(first, 70001, token, '仍有效'));
    expect(await ok(admin.call('POST', API.offShelfApply, { id: second }))).toMatchObject({ shelf: 'offPending' });
  });

  it('the seed starts with one application in the queue (贵州茅台), which holds it for every other item', async () => {
    const fresh = await startServer();
    try {
      const owner = await signedIn(fresh, 'admin');
      const mine = ((await owner.call('POST', API.save, item())).body.data as { id: number }).id;
      for (const screen of [70000, 80001] as const) {
        const link = (await owner.call('GET', `${API.link(mine)}?screen=${String(screen)}`)).body.data as ApprovalLink;
        await new Browser(fresh).call('POST', `${API.agree(mine)}?token=${encodeURIComponent(link.token)}`, { screen, approver: '陈晓琳' });
      }
      expect((await owner.call('POST', API.publish, { id: mine })).body.code).toBe(0);
      const refused = await owner.call('POST', API.offShelfApply, { id: mine });
      expect([refused.body.code, (refused.body.data as OffShelfInProgressData).pending.title]).toEqual([ErrorCode.OffShelfApprovalInProgress, expect.stringContaining('贵州茅台')]);
    } finally {
      await fresh.close();
    }
  });

  it.each([70001, 80002] as const)('an off-shelf application rejected at %s leaves the item on shelf', async (screen) => {
    const id = await released();
    await ok(admin.call('POST', API.publish, { id }));
    await ok(admin.call('POST', API.offShelfApply, { id }));
    if (screen === 80002) await approvedAt(id, 70001);
    const { token } = await linkFor(id, screen);
    expect(await ok(reject(id, screen, token, '该资讯仍有效，不宜下架'))).toMatchObject({ shelf: 'published', status: 1, waiting_at: null });
    // A new application may follow.
    expect(await ok(admin.call('POST', API.offShelfApply, { id }))).toMatchObject({ shelf: 'offPending' });
  });
});

describe('the approval links: no login is not no lock', () => {
  it.each([
    ['missing', () => '', APPROVAL_MESSAGES.tokenMissing],
    ['forged', (t: string) => `${t.split('.')[0]}.${'A'.repeat(43)}`, APPROVAL_MESSAGES.tokenInvalid],
    ['tampered payload', (t: string) => `${Buffer.from(JSON.stringify({ s: 70000, e: Date.now() * 2 })).toString('base64url')}.${t.split('.')[1]}`, APPROVAL_MESSAGES.tokenInvalid],
    ['garbage', () => 'not-a-token', APPROVAL_MESSAGES.tokenInvalid],
  ])('%s token → HTTP 403 with a Chinese message, nothing changes', async (_label, mangle, message) => {
    const id = await written();
    const { token } = await linkFor(id, 70000);
    const bad = mangle(token);
    const query = bad ? `?token=${encodeURIComponent(bad)}` : '';
    const list = await stranger().call('GET', `${API.waiting(70000)}${query}`);
    const act = await stranger().call('POST', `${API.agree(id)}${query}`, { screen: 70000, approver: '陈晓琳' });
    expect([list.status, list.body.code, list.body.msg]).toEqual([403, ErrorCode.RoleRefused, message]);
    expect([act.status, act.body.msg]).toEqual([403, message]);
    expect(await detail(id)).toMatchObject({ waiting_at: 70000 });
  });

  it('an expired token (72 h) → 403 expired; the header works like the query', async () => {
    const id = await written();
    const { token } = await linkFor(id, 70000);
    const byHeader = await fetch(`${server.baseUrl}/v2/cms/${API.waiting(70000)}`, { headers: { 'X-Approval-Token': token } });
    expect(((await byHeader.json()) as { code: number }).code).toBe(0);
    server.clock.advance(72 * HOUR + 1000);
    try {
      const late = await agree(id, 70000, token);
      expect([late.status, late.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenExpired]);
    } finally {
      server.clock.advance(-(72 * HOUR + 1000));
    }
  });

  it('a token cannot approve another level, nor another item', async () => {
    const id = await written();
    const { token } = await linkFor(id, 70000);
    await approvedAt(id, 70000);
    // The operations link, used on the CEO screen.
    const ceo = await agree(id, 80001, token);
    expect([ceo.status, ceo.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenOtherLevel]);
    const ceoList = await stranger().call('GET', `${API.waiting(80001)}?token=${encodeURIComponent(token)}`);
    expect(ceoList.status).toBe(403);
    // Its own level, once the item moved on: already handled.
    expect((await agree(id, 70000, token)).body.code).toBe(ErrorCode.WithdrawConflict);
    const other = await written();
    const foreign = await agree(other, 70000, token);
    expect([foreign.status, foreign.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenOtherItem]);
    expect((await detail(id)).status).toBe(0);
  });

  it('a level link lists everything waiting there', async () => {
    const a = await written('甲');
    const b = await written('乙');
    const level = (await ok(admin.call('GET', `${API.levelLink}?screen=70000`))) as ApprovalLink;
    const rows = (await ok(stranger().call('GET', `${API.waiting(70000)}?token=${encodeURIComponent(level.token)}`))) as StockNewsDetail[];
    expect(rows.map((r) => r.id)).toEqual(expect.arrayContaining([a, b]));
  });
});

describe('the gate', () => {
  it('an outsider gets 1029, a reader reads but cannot write or make links, an editor cannot push', async () => {
    const outsider = await signedInWith(server, 'publisher', ['/operation/wm/push']);
    const outList = await outsider.call('GET', API.list);
    expect([outList.status, outList.body.code]).toEqual([403, ErrorCode.NoModulePermission]);
    expect((await outsider.call('POST', API.save, item())).body.code).toBe(ErrorCode.NoModulePermission);

    const reader = await signedInWith(server, 'reader', [STOCK_NEWS_PATH]);
    expect((await reader.call('GET', API.list)).body.code).toBe(0);
    const readerSave = await reader.call('POST', API.save, item());
    expect([readerSave.status, readerSave.body.code]).toEqual([403, ErrorCode.RoleRefused]);
    const readerLink = await reader.call('GET', `${API.link(1)}?screen=70000`);
    expect([readerLink.status, readerLink.body.code]).toEqual([403, ErrorCode.RoleRefused]);

    const editor = await signedInWith(server, 'editor', [STOCK_NEWS_PATH]);
    expect((await editor.call('POST', API.save, item())).body.code).toBe(0);
    expect((await editor.call('POST', API.prePush, { id: 1 })).status).toBe(403);
    expect((await editor.call('POST', API.publish, { id: 1 })).status).toBe(403);

    // The back-office calls at the base still need a session.
    const anonymous = await stranger().call('GET', API.list);
    expect(anonymous.status).toBe(401);
    expect((await stranger().call('POST', API.offShelfApply, { id: 1 })).status).toBe(401);
  });

  it('seeds realistic items in several states about real symbols', async () => {
    const list = (await ok(admin.call('GET', `${API.list}?search=${encodeURIComponent('腾讯')}`))) as Paged<StockNewsRow>;
    expect(list.list.some((row) => row.symbol === '00700.HK' && row.stock_name === '腾讯控股')).toBe(true);
    const all = (await ok(admin.call('GET', `${API.list}?pageSize=100`))) as Paged<StockNewsRow>;
    expect(new Set(all.list.map((row) => row.status)).size).toBe(3);
    const paged = (await ok(admin.call('GET', `${API.list}?pageSize=2&currPage=2`))) as Paged<StockNewsRow>;
    expect([paged.list.length, paged.currPage]).toEqual([2, 2]);
  });
});

// Two people editing one item: the shell's server refuses the stale save (shell/server/console/guard/itemsStale.test.ts).
describe('no silent overwrite (issue 35): approval links', () => {
  it('a link made before an edit approves nothing (内容已修改，请重新审阅); a link made after it does', async () => {
    const id = await written('链接之后又修改');
    const old = await linkFor(id, 70000);
    await ok(admin.call('POST', API.save, { ...item('修改后的标题'), id }));
    const refused = await agree(id, 70000, old.token);
    expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.StaleSave, APPROVAL_MESSAGES.contentChanged]);
    expect((await detail(id)).waiting_at).toBe(70000);
    const fresh = await linkFor(id, 70000);
    expect(((await ok(agree(id, 70000, fresh.token))) as StockNewsDetail).waiting_at).toBe(80001);
  });

  it('the time beside 提交人 is the submit time: approvals move updated_at, not submitted_at', async () => {
    const id = await written('提交时间');
    const submitted = (await detail(id)).submitted_at;
    server.clock.advance(HOUR);
    const after = await approvedAt(id, 70000);
    expect(after.submitted_at).toBe(submitted);
    expect(after.updated_at).not.toBe(submitted);
  });
});


describe('a link already decided (issue 44 #18): who decided, what and when', () => {
  const TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  const read = async (screen: ApprovalScreen, token: string) =>
    (await ok(stranger().call('GET', `${API.waiting(screen)}?token=${encodeURIComponent(token)}`))) as StockNewsApprovalItem[];

  it('an item’s link answers the item as decided at its level: agreed by whom and when, rejected with the reason', async () => {
    const id = await written('已审批的链接');
    const ops = await linkFor(id, 70000);
    server.clock.advance(HOUR);
    const agreed = (await ok(agree(id, 70000, ops.token, '陈晓琳'))) as StockNewsDetail;
    const agreedAt = agreed.history.at(-1)?.at;
    expect(agreedAt).toMatch(TIME);

    const opened = await read(70000, ops.token);
    expect(opened.map((row) => row.id)).toEqual([id]);
    expect(opened[0]?.decision).toEqual({ status: 1, operator: '陈晓琳', time: agreedAt, reason: '' });
    // The item itself as it is now: moved on to the CEO.
    expect(opened[0]).toMatchObject({ title: '已审批的链接', waiting_at: 80001 });

    const ceo = await linkFor(id, 80001);
    server.clock.advance(HOUR);
    await ok(reject(id, 80001, ceo.token, '标题与公告原文不符'));
    const [rejected] = await read(80001, ceo.token);
    expect(rejected?.decision).toMatchObject({ status: 2, operator: '王志远', reason: '标题与公告原文不符', time: expect.stringMatching(TIME) });
    expect(rejected?.decision?.time).not.toBe(agreedAt);
    // Each level's link keeps its own level's decision.
    expect((await read(70000, ops.token))[0]?.decision).toMatchObject({ status: 1, operator: '陈晓琳' });
  });

  it('a waiting item’s link answers no decision; a level’s link lists only what waits; an item’s link of a level it never reached answers nothing', async () => {
    const id = await written('运营驳回的资讯');
    const ceo = await linkFor(id, 80001);
    const { token } = await linkFor(id, 70000);
    await ok(reject(id, 70000, token, '来源不明'));
    expect(await read(80001, ceo.token)).toEqual([]);
    // While an item waits, its link answers it with no decision.
    const waiting = await written('等待中的资讯');
    expect((await read(70000, (await linkFor(waiting, 70000)).token)).map((row) => [row.id, row.decision])).toEqual([[waiting, null]]);
    const level = (await ok(admin.call('GET', `${API.levelLink}?screen=70000`))) as ApprovalLink;
    const rows = await read(70000, level.token);
    expect(rows.map((row) => row.id)).not.toContain(id);
    expect(rows.every((row) => row.decision === null)).toBe(true);
  });
});
