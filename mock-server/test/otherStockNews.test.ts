/**
 * Other stock news (issue 12): stock search, the list by symbol and status, publish, the off-shelf application and its
 * approval by token on /approval/otherstocknews, 1025 for a second application, the token rules, and who may do what.
 */
import {
  APPROVAL_MESSAGES,
  ErrorCode,
  OTHER_NEWS_API,
  OTHER_NEWS_MESSAGES,
  OTHER_NEWS_STATUS,
  offShelfQueueMessage,
  type ApprovalLink,
  type OffShelfInProgressData,
  type OtherNewsApprovalItem,
  type OtherNewsDetail,
  type OtherNewsRow,
  type OtherNewsStock,
  type Paged,
} from 'shared-ui/contract';
import { Browser, signedIn, signedInWith, startServer, type TestServer } from './harness';

const DAY = 24 * 3_600_000;
let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * DAY });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const list = async (query: Record<string, string> = {}) => (await admin.call('GET', `${OTHER_NEWS_API.list}?${new URLSearchParams(query).toString()}`)).body.data as Paged<OtherNewsRow>;
const pendingOne = async (): Promise<OtherNewsRow> => {
  const row = (await list({ status: '0' })).list[0];
  if (!row) throw new Error('no pending item left in the seed');
  return row;
};
const linkOf = async (id: number) => (await admin.call('GET', OTHER_NEWS_API.link(id))).body.data as ApprovalLink;
/** An approver's browser: no session, only the token. */
const approver = () => new Browser(server);
const withToken = (path: string, token: string) => `${path}?token=${encodeURIComponent(token)}`;

/** Rejects every off-shelf application still waiting (the seed's 特斯拉 among them): this list's queue holds one. */
async function clearOffShelfQueue(): Promise<void> {
  for (const waiting of (await list({ status: String(OTHER_NEWS_STATUS.offPending), pageSize: '100' })).list) {
    const { token } = await linkOf(waiting.id);
    const rejected = await approver().call('POST', withToken(OTHER_NEWS_API.reject(waiting.id), token), { approver: '合规 周敏', reason: '清空下架审批队列' });
    expect(rejected.body.code).toBe(0);
  }
}

async function publishedAndApplied(): Promise<{ row: OtherNewsRow; token: string }> {
  await clearOffShelfQueue();
  const row = await pendingOne();
  expect((await admin.call('POST', OTHER_NEWS_API.publish(row.id))).body.code).toBe(0);
  expect((await admin.call('POST', OTHER_NEWS_API.out(row.id))).body.code).toBe(0);
  return { row, token: (await linkOf(row.id)).token };
}

describe('other stock news: back office', () => {
  it('searches stocks by code, name or initials and names one by its symbol', async () => {
    const found = (await admin.call('GET', `${OTHER_NEWS_API.stockSearch}?content=${encodeURIComponent('腾讯')}`)).body.data as OtherNewsStock[];
    expect(found[0]).toEqual({ symbol: '00700.HK', name: '腾讯控股', market: '港股' });
    expect(((await admin.call('GET', `${OTHER_NEWS_API.stockSymbol}?symbol=aapl.us`)).body.data as OtherNewsStock).name).toBe('苹果');
    const missing = await admin.call('GET', `${OTHER_NEWS_API.stockSymbol}?symbol=99999.HK`);
    expect([missing.body.code, missing.body.msg]).toEqual([ErrorCode.NotFound, OTHER_NEWS_MESSAGES.unknownStock]);
  });

  it('lists by symbol and status, newest source first, and refuses a bad status with 1106', async () => {
    const tencent = await list({ symbol: '00700.HK' });
    expect(tencent.list.every((row) => row.symbol === '00700.HK')).toBe(true);
    expect(tencent.total).toBeGreaterThan(0);
    const pending = await list({ status: '0' });
    expect(pending.list.every((row) => row.status === OTHER_NEWS_STATUS.pending)).toBe(true);
    const all = (await list({ pageSize: '100' })).list.map((row) => row.source_time);
    expect(all).toEqual([...all].sort().reverse());
    expect((await admin.call('GET', `${OTHER_NEWS_API.list}?status=9`)).body.code).toBe(ErrorCode.ValidationFailed);
  });

  it('publishes a pending item once (a second publish is 1015), and records who did', async () => {
    const row = await pendingOne();
    const done = await admin.call('POST', OTHER_NEWS_API.publish(row.id));
    expect([done.body.code, (done.body.data as OtherNewsDetail).status]).toEqual([0, OTHER_NEWS_STATUS.published]);
    expect((done.body.data as OtherNewsDetail).history.at(-1)).toMatchObject({ action: 'publish', actor: 'admin' });
    const again = await admin.call('POST', OTHER_NEWS_API.publish(row.id));
    expect([again.body.code, again.body.msg]).toEqual([ErrorCode.WithdrawConflict, OTHER_NEWS_MESSAGES.notPending]);
  });

  it('answers 1025 to a second off-shelf application while the first waits', async () => {
    const { row } = await publishedAndApplied();
    const second = await admin.call('POST', OTHER_NEWS_API.out(row.id));
    expect([second.body.code, second.body.msg]).toEqual([ErrorCode.OffShelfApprovalInProgress, '运营下架审批中']);
  });

  it("refuses another item's application with 1025 while one waits, naming it, until it is handled (this list's own queue)", async () => {
    const { row, token } = await publishedAndApplied();
    const next = (await list({ status: String(OTHER_NEWS_STATUS.published) })).list.find((item) => item.id !== row.id);
    if (!next) throw new Error('no published item left in the seed');
    const refused = await admin.call('POST', OTHER_NEWS_API.out(next.id));
    const holder = { id: row.id, title: row.title };
    expect([refused.body.code, refused.body.msg]).toEqual([ErrorCode.OffShelfApprovalInProgress, offShelfQueueMessage(holder)]);
    expect(refused.body.data as OffShelfInProgressData).toEqual({ pending: holder });
    expect(((await admin.call('GET', OTHER_NEWS_API.detail(next.id))).body.data as OtherNewsDetail).status).toBe(OTHER_NEWS_STATUS.published);
    // The seed's stock-news application waits all along: another list's queue does not hold this one.
    expect(server.app.cms.db.prepare("SELECT COUNT(*) AS n FROM stock_news WHERE shelf = 'offPending'").get()).toEqual({ n: 1 });
    await approver().call('POST', withToken(OTHER_NEWS_API.agree(row.id), token), { approver: '合规 周敏' });
    expect(((await admin.call('POST', OTHER_NEWS_API.out(next.id))).body.data as OtherNewsDetail).status).toBe(OTHER_NEWS_STATUS.offPending);
  });

  it('lets an editor read but not publish, apply or hand out links; needs a session for all of it', async () => {
    const editor = await signedInWith(server, 'editor', ['/operation/br/modules/otherStockNews']);
    const row = await pendingOne();
    expect((await editor.call('GET', OTHER_NEWS_API.list)).body.code).toBe(0);
    expect((await editor.call('POST', OTHER_NEWS_API.publish(row.id))).status).toBe(403);
    expect((await editor.call('POST', OTHER_NEWS_API.out(row.id))).status).toBe(403);
    expect((await editor.call('GET', OTHER_NEWS_API.link(row.id))).status).toBe(403);
    const stranger = await signedInWith(server, 'editor', ['/operation/br/modules/stockNews']);
    expect((await stranger.call('GET', OTHER_NEWS_API.list)).body.code).toBe(ErrorCode.NoModulePermission);
    expect((await approver().call('GET', OTHER_NEWS_API.list)).status).toBe(401);
  });
});

describe('other stock news: the off-shelf approval by link', () => {
  it('lists what waits for the link, and an agreement takes it off shelf', async () => {
    const { row, token } = await publishedAndApplied();
    const waiting = await approver().call('GET', withToken(OTHER_NEWS_API.waiting, token));
    expect((waiting.body.data as OtherNewsDetail[]).map((item) => item.id)).toEqual([row.id]);
    const agreed = await approver().call('POST', withToken(OTHER_NEWS_API.agree(row.id), token), { approver: '合规 周敏' });
    expect([agreed.body.code, (agreed.body.data as OtherNewsDetail).status]).toEqual([0, OTHER_NEWS_STATUS.off]);
    expect((agreed.body.data as OtherNewsDetail).history.at(-1)).toMatchObject({ action: 'agree', actor: '合规 周敏' });
  });

  it('a rejection keeps it on shelf with the reason; a reason is required', async () => {
    const { row, token } = await publishedAndApplied();
    const noReason = await approver().call('POST', withToken(OTHER_NEWS_API.reject(row.id), token), { approver: '合规 周敏', reason: ' ' });
    expect(noReason.body.code).toBe(ErrorCode.ValidationFailed);
    const rejected = await approver().call('POST', withToken(OTHER_NEWS_API.reject(row.id), token), { approver: '合规 周敏', reason: '资讯仍在有效期内' });
    expect((rejected.body.data as OtherNewsDetail).status).toBe(OTHER_NEWS_STATUS.published);
    expect((rejected.body.data as OtherNewsDetail).history.at(-1)).toMatchObject({ action: 'reject', reason: '资讯仍在有效期内' });
  });

  it('of two approvers at once, exactly one wins; the other hears 1015', async () => {
    const { row, token } = await publishedAndApplied();
    const { version } = (await admin.call('GET', OTHER_NEWS_API.detail(row.id))).body.data as OtherNewsDetail;
    const [a, b] = await Promise.all([
      approver().call('POST', withToken(OTHER_NEWS_API.agree(row.id), token), { approver: '甲', version }),
      approver().call('POST', withToken(OTHER_NEWS_API.reject(row.id), token), { approver: '乙', version, reason: '不同意' }),
    ]);
    expect([a.body.code, b.body.code].sort()).toEqual([0, ErrorCode.WithdrawConflict]);
  });

  it('refuses a missing, forged, expired, other item\'s or other screen\'s token with HTTP 403 and changes nothing', async () => {
    const { row, token } = await publishedAndApplied();
    // Another item's link (one application waits at a time, so the other item need not be applied for).
    const otherRow = (await list()).list.find((item) => item.id !== row.id);
    if (!otherRow) throw new Error('the seed has one item only');
    const other = await linkOf(otherRow.id);
    const agree = (t: string) => approver().call('POST', t === '' ? OTHER_NEWS_API.agree(row.id) : withToken(OTHER_NEWS_API.agree(row.id), t), { approver: '甲' });
    const missing = await agree('');
    expect([missing.status, missing.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenMissing]);
    const [payload, mac] = token.split('.');
    const forged = await agree(`${payload ?? ''}x.${mac ?? ''}`);
    expect([forged.status, forged.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenInvalid]);
    const otherItem = await agree(other.token);
    expect([otherItem.status, otherItem.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenOtherItem]);
    const stockNewsLink = (await admin.call('GET', 'operation/broker/news/approval/link/level?screen=70001')).body.data as ApprovalLink;
    const otherScreen = await agree(stockNewsLink.token);
    expect([otherScreen.status, otherScreen.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenOtherLevel]);
    // …and an other-stock-news token opens no stock-news screen.
    expect((await approver().call('GET', withToken('operation/broker/news/approval/h5/70001', token))).status).toBe(403);
    server.clock.advance(3 * DAY + 1);
    const expired = await agree(token);
    expect([expired.status, expired.body.msg]).toEqual([403, APPROVAL_MESSAGES.tokenExpired]);
    expect(((await admin.call('GET', OTHER_NEWS_API.detail(row.id))).body.data as OtherNewsDetail).status).toBe(OTHER_NEWS_STATUS.offPending);
  });
});

describe('other stock news: a link already decided (issue 44 #18)', () => {
  const read = async (token: string) => (await approver().call('GET', withToken(OTHER_NEWS_API.waiting, token))).body.data as OtherNewsApprovalItem[];

  /** A live item never applied for (the seed's, or one an earlier test published), after the queue is cleared. */
  async function liveNeverApplied(): Promise<OtherNewsRow> {
    await clearOffShelfQueue();
    for (const row of (await list({ status: String(OTHER_NEWS_STATUS.published), pageSize: '100' })).list) {
      const { history } = (await admin.call('GET', OTHER_NEWS_API.detail(row.id))).body.data as OtherNewsDetail;
      if (!history.some((entry) => entry.action === 'offApply')) return row;
    }
    throw new Error('every live item was applied for already');
  }

  it('answers the item as its application was decided: agreed by whom and when; nothing before any application', async () => {
    const row = await liveNeverApplied();
    // A link may name any item: before its first application there is nothing to approve and nothing decided.
    const { token } = await linkOf(row.id);
    expect(await read(token)).toEqual([]);
    expect((await admin.call('POST', OTHER_NEWS_API.out(row.id))).body.code).toBe(0);
    expect((await read(token)).map((item) => item.id)).toEqual([row.id]);
    server.clock.advance(60_000);
    const agreed = (await approver().call('POST', withToken(OTHER_NEWS_API.agree(row.id), token), { approver: '合规 周敏' })).body.data as OtherNewsDetail;
    const [opened] = await read(token);
    expect(opened).toMatchObject({ id: row.id, status: OTHER_NEWS_STATUS.off });
    expect(opened?.decision).toEqual({ status: 1, operator: '合规 周敏', time: agreed.history.at(-1)?.at, reason: '' });
  });

  it('answers a rejected application with who rejected it, when and why', async () => {
    await clearOffShelfQueue();
    const live = (await list({ status: String(OTHER_NEWS_STATUS.published) })).list[0];
    if (!live) throw new Error('no published item in the seed');
    expect((await admin.call('POST', OTHER_NEWS_API.out(live.id))).body.code).toBe(0);
    const { token } = await linkOf(live.id);
    await approver().call('POST', withToken(OTHER_NEWS_API.reject(live.id), token), { approver: '合规 李娜', reason: '资讯仍在有效期内' });
    const [kept] = await read(token);
    expect(kept).toMatchObject({ id: live.id, status: OTHER_NEWS_STATUS.published });
    expect(kept?.decision).toMatchObject({ status: 2, operator: '合规 李娜', reason: '资讯仍在有效期内', time: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  });
});
