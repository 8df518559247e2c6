import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { APPROVAL_MESSAGES, ErrorCode, type StockNewsApprovalItem } from 'shared-ui/contract';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { fakeBackendPerTest } from 'shared-ui/testing';
import Public from '../Public';

const backend = fakeBackendPerTest();
const WAITING = 'GET operation/broker/news/approval/h5/70000';
// The token rides in the query of a POST too (the route the fake backend records includes it).
const AGREE = 'POST operation/broker/news/approval/h5/7/agree?token=tk';
const REJECT = 'POST operation/broker/news/approval/h5/7/reject?token=tk';

const news = (extra: Partial<StockNewsApprovalItem> = {}): StockNewsApprovalItem => ({
  id: 7,
  symbol: '00700.HK',
  stock_name: '腾讯控股',
  title: '腾讯控股宣布回购 10 亿港元股份',
  source: '港交所披露易',
  status: 0,
  shelf: 'none',
  waiting_at: 70000,
  push_time: null,
  reject_reason: '',
  submitted_by: 'editor',
  created_at: '2026-01-05 10:00:00',
  updated_at: '2026-01-05 10:00:00',
  version: 3,
  content: '<p>计划在未来一个月内回购股份。</p><script>alert(1)</script>',
  history: [],
  submitted_at: '2026-01-05 10:00:00',
  decision: null,
  ...extra,
});

/** As the shell mounts `./Public` at `/approval/*`, without any session. */
function open(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/approval/*" element={<Public />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the approval screen (no login)', () => {
  it('without a token says the link is invalid, asking nothing of the server', async () => {
    open('/approval/70000');
    expect(await screen.findByText('审批链接无效或已过期')).toBeTruthy();
    expect(screen.getByText(APPROVAL_MESSAGES.tokenMissing)).toBeTruthy();
    expect(backend.current.calls).toEqual([]);
  });

  it('an expired or forged token: the server’s 403 becomes the invalid-link page with its message', async () => {
    backend.current.on(WAITING, { status: 403, body: { code: ErrorCode.RoleRefused, data: null, msg: APPROVAL_MESSAGES.tokenExpired } });
    open('/approval/70000?token=old');
    expect(await screen.findByText('审批链接无效或已过期')).toBeTruthy();
    expect(screen.getByText(APPROVAL_MESSAGES.tokenExpired)).toBeTruthy();
    expect(backend.current.callsTo(WAITING)[0]?.params).toEqual({ token: 'old' });
  });

  it('lists what waits, sanitised; agreeing needs the approver’s name and sends screen, name, version and token', async () => {
    backend.current.onSequence(WAITING, [{ body: ok([news()]) }, { body: ok([]) }]);
    backend.current.on(AGREE, { body: ok(news({ waiting_at: 80001 })) });
    const { container } = open('/approval/70000?token=tk');
    expect(await screen.findByText('腾讯控股宣布回购 10 亿港元股份')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '运营发布审批' })).toBeTruthy();
    expect(container.querySelector('script')).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: '同意' }));
    expect(await screen.findByText('请输入审批人姓名')).toBeTruthy();
    expect(backend.current.callsTo(AGREE)).toEqual([]);
    await user.type(screen.getByLabelText(/审批人姓名/), '陈晓琳');
    await user.click(screen.getByRole('button', { name: '同意' }));
    await waitFor(() => expect(backend.current.callsTo(AGREE)).toHaveLength(1));
    const call = backend.current.callsTo(AGREE)[0];
    expect(call?.body).toEqual({ screen: 70000, approver: '陈晓琳', version: 3 });
    expect(await screen.findByText('当前没有待审批的资讯')).toBeTruthy();
    expect(screen.getByText(/已同意/)).toBeTruthy();
  });

  it('rejecting needs a reason; an item another approver handled first says so and refreshes', async () => {
    backend.current.on(WAITING, { body: ok([news()]) });
    backend.current.on(REJECT, { body: { code: ErrorCode.WithdrawConflict, data: null, msg: APPROVAL_MESSAGES.notWaiting } });
    open('/approval/70000?token=tk');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/审批人姓名/), '王志远');
    await user.click(screen.getByRole('button', { name: '驳回' }));
    await user.click(screen.getByRole('button', { name: '确认驳回' }));
    expect(await screen.findByText('请输入驳回原因')).toBeTruthy();
    await user.type(screen.getByLabelText(/驳回原因/), '标题与公告不符');
    await user.click(screen.getByRole('button', { name: '确认驳回' }));
    await waitFor(() => expect(backend.current.callsTo(REJECT)[0]?.body).toEqual({ screen: 70000, approver: '王志远', version: 3, reason: '标题与公告不符' }));
    expect(await screen.findByText(APPROVAL_MESSAGES.notWaiting)).toBeTruthy();
    await waitFor(() => expect(backend.current.callsTo(WAITING).length).toBeGreaterThanOrEqual(2));
  });

  it('an item edited since the link was made is not approved: the page says 内容已修改，请重新审阅 and shows it as it is now', async () => {
    backend.current.onSequence(WAITING, [{ body: ok([news()]) }, { body: ok([news({ title: '改过的标题', version: 4 })]) }]);
    backend.current.on(AGREE, { body: { code: ErrorCode.StaleSave, msg: APPROVAL_MESSAGES.contentChanged, data: { operator: 'editor', time: '2026-01-05 10:05:00', version: 4, current: {} } } });
    open('/approval/70000?token=tk');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/审批人姓名/), '陈晓琳');
    await user.click(screen.getByRole('button', { name: '同意' }));
    expect(await screen.findByText('内容已修改，请重新审阅')).toBeTruthy();
    expect(await screen.findByText('改过的标题')).toBeTruthy();
    expect(screen.queryByText(/已同意/)).toBeNull();
  });

  it('a link already decided shows who rejected it, when and why, read-only: no name to give, nothing to agree or reject', async () => {
    const decision = { status: 2, operator: '王志远', time: '2026-01-05 11:30:00', reason: '标题与公告不符' } as const;
    backend.current.on(WAITING, { body: ok([news({ status: 2, waiting_at: null, reject_reason: '标题与公告不符', decision })]) });
    open('/approval/70000?token=tk');
    const card = await screen.findByRole('article', { name: '腾讯控股宣布回购 10 亿港元股份' });
    const outcome = within(card).getByRole('status');
    expect(within(outcome).getByText('该审批已处理，无需再次操作')).toBeTruthy();
    const facts = within(outcome).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ['审批结果', '已驳回'],
      ['审批人', '王志远'],
      ['审批时间', '2026-01-05 11:30:00'],
      ['驳回原因', '标题与公告不符'],
    ]);
    // The reason once, in the decision (the item's own copy of it is not repeated below).
    expect(screen.getAllByText(/标题与公告不符/)).toHaveLength(1);
    expect(screen.queryByLabelText(/审批人姓名/)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByText('当前没有待审批的资讯')).toBeNull();
  });

  it('after agreeing, the link shows the agreement: by whom and when, and no form', async () => {
    const agreed = news({ waiting_at: 80001, version: 4, decision: { status: 1, operator: '陈晓琳', time: '2026-01-05 10:20:00', reason: '' } });
    backend.current.onSequence(WAITING, [{ body: ok([news()]) }, { body: ok([agreed]) }]);
    backend.current.on(AGREE, { body: ok(agreed) });
    open('/approval/70000?token=tk');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/审批人姓名/), '陈晓琳');
    await user.click(screen.getByRole('button', { name: '同意' }));
    const outcome = await screen.findByRole('status');
    expect(within(outcome).getAllByRole('definition').map((value) => value.textContent)).toEqual(['已同意', '陈晓琳', '2026-01-05 10:20:00']);
    expect(screen.queryByLabelText(/审批人姓名/)).toBeNull();
    expect(screen.queryByRole('button', { name: '同意' })).toBeNull();
  });
});
