/**
 * The two news detail dialogs share an action's run and its stale conflict (useNewsItemAction, NewsItemConflictDialog),
 * 复制审批链接 (useApprovalLinkCopy) and the history (NewsHistoryList): a 1043 (someone acted on the item since it was
 * shown) is said in each dialog's own words and reloaded its own way; 仍然<verb> acts on the version the refusal named.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { APPROVAL_SCREEN_TITLES, ErrorCode, HISTORY_ACTIONS, OTHER_NEWS_ACTIONS } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { OtherNewsDetailDialog } from '../otherStockNews/OtherNewsDetailDialog';
import { StockNewsDetailDialog } from '../stockNews/StockNewsDetailDialog';
import { OTHER_NEWS_BASE, STOCK_NEWS_BASE, otherNewsDetail, otherNewsRow, renderSignedIn, stockNewsDetail, stockNewsRow } from '../testing/newsFixtures';

const WAIT = { timeout: 5000 };
const backend = fakeBackendPerTest();

const stale = {
  code: ErrorCode.StaleSave,
  msg: '该内容已被 小李 于 2026-01-05 10:05:00 修改，请比较后选择重新加载或覆盖',
  data: { operator: '小李', time: '2026-01-05 10:05:00', version: 5, current: { title: '同事改过的标题' } },
};
const CONFLICT = { name: '内容已被他人修改' };
const historyOf = async (heading: string) => {
  const list = (await screen.findByRole('heading', { name: heading }, WAIT)).nextElementSibling as HTMLElement;
  return within(list).getAllByRole('listitem').map((line) => line.textContent);
};

describe('OtherNewsDetailDialog', () => {
  const DETAIL = `GET ${OTHER_NEWS_BASE}detail/3`;
  const PUBLISH = `POST ${OTHER_NEWS_BASE}3/publish`;
  const item = otherNewsDetail(otherNewsRow(3));
  const open = (onChanged = jest.fn()) => renderSignedIn(<OtherNewsDetailDialog id={3} onClose={jest.fn()} onChanged={onChanged} />);

  it('says a stale refusal in its own words; 仍然发布 sends it again based on the version the refusal named', async () => {
    backend.current.on(DETAIL, { body: ok(item) }).onSequence(PUBLISH, [{ body: stale }, { body: ok({ ...item, status: 1, version: 6 }) }]);
    const onChanged = jest.fn();
    open(onChanged);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '发布' }, WAIT));
    const conflict = await screen.findByRole('dialog', CONFLICT, WAIT);
    expect(within(conflict).getByText('该内容已被 小李 于 2026-01-05 10:05:00 修改，请比较后选择重新加载或仍然发布')).toBeTruthy();
    expect(within(conflict).getByText('重新加载会显示这条资讯现在的状态，不做发布；仍然发布会对它现在的版本执行。')).toBeTruthy();
    expect(backend.current.callsTo(PUBLISH)[0]?.body).toMatchObject({ base_version: 2 });
    expect(onChanged).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole('button', { name: '仍然发布' }));
    await waitFor(() => expect(screen.queryByRole('dialog', CONFLICT)).toBeNull());
    expect(backend.current.callsTo(PUBLISH)[1]?.body).toMatchObject({ base_version: 5 });
    expect(shownToasts()).toContain('success:已发布');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('重新加载 reads the item again and tells the list, acting on nothing', async () => {
    backend.current.on(DETAIL, { body: ok(item) }).on(PUBLISH, { body: stale });
    const onChanged = jest.fn();
    open(onChanged);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '发布' }, WAIT));
    await user.click(within(await screen.findByRole('dialog', CONFLICT, WAIT)).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(backend.current.callsTo(DETAIL)).toHaveLength(2));
    expect(screen.queryByRole('dialog', CONFLICT)).toBeNull();
    expect(onChanged).toHaveBeenCalledTimes(1);
    expect(backend.current.callsTo(PUBLISH)).toHaveLength(1);
  });

  it('any other refusal is said and the item read again, with no conflict dialog', async () => {
    backend.current.on(DETAIL, { body: ok(item) }).on(PUBLISH, { body: { code: ErrorCode.WithdrawConflict, msg: '该资讯已不是待发布状态', data: null } });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '发布' }, WAIT));
    await waitFor(() => expect(shownToasts()).toContain('error:该资讯已不是待发布状态'));
    await waitFor(() => expect(backend.current.callsTo(DETAIL)).toHaveLength(2));
    expect(screen.queryByRole('dialog', CONFLICT)).toBeNull();
  });

  it('lists its history under 操作记录: when, who, what and why', async () => {
    const history: typeof item.history = [...item.history, { action: 'reject', actor: '王审批', reason: '内容仍有效', at: '2026-11-24 10:00:00' }];
    backend.current.on(DETAIL, { body: ok({ ...item, history }) });
    open();
    expect(await historyOf('操作记录')).toEqual([`2026-11-23 09:00:00 资讯接入 ${OTHER_NEWS_ACTIONS.import}`, `2026-11-24 10:00:00 王审批 ${OTHER_NEWS_ACTIONS.reject}：内容仍有效`]);
  });

  it('复制审批链接, while its off-shelf application waits, shows the link and how long it holds', async () => {
    backend.current
      .on(DETAIL, { body: ok({ ...item, status: 2 }) })
      .on(`GET ${OTHER_NEWS_BASE}link/3`, { body: ok({ token: 'tk', url: '/approval/otherstocknews?token=tk', expires_at: '2026-11-26 09:00:00' }) });
    open();
    await userEvent.click(await screen.findByRole('button', { name: '复制审批链接' }, WAIT));
    expect(((await screen.findByLabelText('审批链接')) as HTMLInputElement).value).toBe(`${window.location.origin}/approval/otherstocknews?token=tk`);
    await waitFor(() => expect(shownToasts()).toContain('success:审批链接已复制，2026-11-26 09:00:00 前有效'));
  });
});

describe('StockNewsDetailDialog', () => {
  const DETAIL = `GET ${STOCK_NEWS_BASE}detail/7`;
  const OFF_APPLY = `POST ${STOCK_NEWS_BASE}h5/out/push`;
  const item = stockNewsDetail(stockNewsRow(7, { shelf: 'published' }));
  const open = (onChanged = jest.fn()) => renderSignedIn(<StockNewsDetailDialog id={7} onClose={jest.fn()} onChanged={onChanged} onEdit={jest.fn()} />);

  it('says a stale refusal in its own words; 仍然申请下架 sends it again based on the version the refusal named', async () => {
    backend.current.on(DETAIL, { body: ok(item) }).onSequence(OFF_APPLY, [{ body: stale }, { body: ok({ ...item, shelf: 'offPending', waiting_at: 70001, version: 6 }) }]);
    const onChanged = jest.fn();
    open(onChanged);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请下架' }, WAIT));
    const conflict = await screen.findByRole('dialog', CONFLICT, WAIT);
    expect(within(conflict).getByText('该内容已被 小李 于 2026-01-05 10:05:00 修改，请比较后选择重新加载或仍然申请下架')).toBeTruthy();
    expect(within(conflict).getByText('重新加载会显示对方修改后的内容，不做申请下架；仍然申请下架会对对方修改后的版本执行。')).toBeTruthy();
    expect(backend.current.callsTo(OFF_APPLY)[0]?.body).toMatchObject({ id: 7, base_version: 4 });
    await user.click(within(conflict).getByRole('button', { name: '仍然申请下架' }));
    await waitFor(() => expect(screen.queryByRole('dialog', CONFLICT)).toBeNull());
    expect(backend.current.callsTo(OFF_APPLY)[1]?.body).toMatchObject({ id: 7, base_version: 5 });
    expect(shownToasts()).toContain('success:已提交下架申请');
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('立即发布 refused as stale closes its question and opens the conflict', async () => {
    backend.current.on(DETAIL, { body: ok({ ...item, shelf: 'none' }) }).on(`POST ${STOCK_NEWS_BASE}publish`, { body: stale });
    open();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '立即发布' }, WAIT));
    await user.click(within(await screen.findByRole('dialog', { name: '立即发布' }, WAIT)).getByRole('button', { name: '立即发布' }));
    const conflict = await screen.findByRole('dialog', CONFLICT, WAIT);
    expect(within(conflict).getByRole('button', { name: '仍然发布' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: '立即发布' })).toBeNull();
  });

  it('lists its history under 审批记录: when, who, what, at which level and why', async () => {
    const history: typeof item.history = [
      { action: 'submit', screen: null, actor: 'editor', reason: '', at: '2026-01-05 10:00:00' },
      { action: 'reject', screen: 80001, actor: '陈总', reason: '数据待核实', at: '2026-01-05 10:30:00' },
    ];
    backend.current.on(DETAIL, { body: ok({ ...item, history }) });
    open();
    expect(await historyOf('审批记录')).toEqual([
      `2026-01-05 10:00:00 editor ${HISTORY_ACTIONS.submit}`,
      `2026-01-05 10:30:00 陈总 ${HISTORY_ACTIONS.reject}（${APPROVAL_SCREEN_TITLES[80001]}）：数据待核实`,
    ]);
  });

  it('重新加载 reads the item again and then tells the list, acting on nothing', async () => {
    backend.current.on(DETAIL, { body: ok(item) }).on(OFF_APPLY, { body: stale });
    const onChanged = jest.fn();
    open(onChanged);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '申请下架' }, WAIT));
    await user.click(within(await screen.findByRole('dialog', CONFLICT, WAIT)).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    expect(backend.current.callsTo(DETAIL)).toHaveLength(2);
    expect(screen.queryByRole('dialog', CONFLICT)).toBeNull();
    expect(backend.current.callsTo(OFF_APPLY)).toHaveLength(1);
  });
});
