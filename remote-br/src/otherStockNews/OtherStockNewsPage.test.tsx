import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Role } from 'shared-ui';
import { ErrorCode } from 'shared-ui/contract';
import { MemoryRouter, Route, Routes } from 'shared-ui/router';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import Public from '../Public';
import { OTHER_NEWS_BASE as BASE, otherNewsDetail as detailOf, otherNewsRow as row, pageOf as page, renderSignedIn } from '../testing/newsFixtures';
import { OtherStockNewsPage } from './OtherStockNewsPage';

// A DataGrid renders its rows a moment after the data arrives; under a full parallel run that is more than 1 s.
const GRID_WAIT = { timeout: 5000 };

const backend = fakeBackendPerTest();
const LIST = `GET ${BASE}list`;
const STOCKS = `GET ${BASE}stock/search`;

function renderPage(role: Role = 'publisher') {
  return renderSignedIn(<OtherStockNewsPage />, role, '/operation/br/modules/otherStockNews');
}

describe('OtherStockNewsPage', () => {
  it('lists by stock (searched with stock/search) and status, back on page 1', async () => {
    backend.current
      .on(LIST, { body: ok(page([row(1), row(2, { status: 1 })])) })
      .on(STOCKS, { body: ok([{ symbol: '00700.HK', name: '腾讯控股', market: '港股' }]) });
    renderPage();
    expect(await screen.findByText('腾讯控股回购公告 1', {}, GRID_WAIT)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: '股票' }), 'txkg');
    // Pinyin initials are the server's to match: the typed text is what it is asked.
    await waitFor(() => expect(backend.current.callsTo(STOCKS).some((call) => (call.params as { content?: string }).content === 'txkg')).toBe(true));
    await user.click(await screen.findByRole('option', { name: '腾讯控股 00700.HK' }));
    await waitFor(() => expect(backend.current.callsTo(LIST).at(-1)?.params).toEqual({ currPage: 1, pageSize: 10, symbol: '00700.HK' }));
  });

  it('publishes a pending item from its detail; a second application to take off answers 1025 in words', async () => {
    const pending = row(3);
    backend.current
      .on(LIST, { body: ok(page([pending])) })
      .on(STOCKS, { body: ok([]) })
      .on(`GET ${BASE}detail/3`, { body: ok(detailOf(pending)) })
      .on(`POST ${BASE}3/publish`, { body: ok(detailOf(pending, { status: 1 })) })
      .on(`POST ${BASE}3/out`, { body: { code: ErrorCode.OffShelfApprovalInProgress, msg: '运营下架审批中', data: null } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股回购公告 3' }, GRID_WAIT));
    const dialog = await screen.findByRole('dialog');
    // The source's body is shown sanitised.
    expect(dialog.querySelector('script')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: '发布' }));
    await within(dialog).findByRole('button', { name: '申请下架' });
    await user.click(within(dialog).getByRole('button', { name: '申请下架' }));
    await waitFor(() => expect(shownToasts()).toContain('error:运营下架审批中'));
  });

  it("names the item whose application holds the queue when another item's is refused with 1025", async () => {
    const live = row(5, { status: 1 });
    backend.current
      .on(LIST, { body: ok(page([live])) })
      .on(STOCKS, { body: ok([]) })
      .on(`GET ${BASE}detail/5`, { body: ok(detailOf(live)) })
      .on(`POST ${BASE}5/out`, { body: { code: ErrorCode.OffShelfApprovalInProgress, msg: '运营下架审批中', data: { pending: { id: 9, title: '特斯拉路测许可' } } } });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '详情：腾讯控股回购公告 5' }, GRID_WAIT));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '申请下架' }));
    await waitFor(() => expect(shownToasts()).toContain('error:运营下架审批中：「特斯拉路测许可」的下架申请尚在审批，审批完成后才能再申请下架'));
  });

  it('offers a reader nothing but reading', async () => {
    const pending = row(4);
    backend.current.on(LIST, { body: ok(page([pending])) }).on(STOCKS, { body: ok([]) }).on(`GET ${BASE}detail/4`, { body: ok(detailOf(pending)) });
    renderPage('reader');
    await userEvent.click(await screen.findByRole('button', { name: '详情：腾讯控股回购公告 4' }, GRID_WAIT));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('button', { name: '发布' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '申请下架' })).toBeNull();
  });
});

describe('/approval/otherstocknews (no login)', () => {
  const open = (url: string) =>
    render(
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/approval/*" element={<Public />} />
        </Routes>
      </MemoryRouter>,
    );

  it('lists the off-shelf application for the token and agrees with the approver\'s name and the version seen', async () => {
    const waiting = detailOf(row(5, { status: 2, version: 7 }));
    backend.current
      .onSequence(`GET ${BASE}h5/list`, [{ body: ok([waiting]) }, { body: ok([]) }])
      .on(`POST ${BASE}h5/5/agree?token=tk`, { body: ok({ ...waiting, status: 3 }) });
    open('/approval/otherstocknews?token=tk');
    expect(await screen.findByRole('heading', { name: '其他个股资讯下架审批' })).toBeTruthy();
    expect(backend.current.callsTo(`GET ${BASE}h5/list`)[0]?.params).toEqual({ token: 'tk' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/审批人姓名/), '合规 周敏');
    await user.click(within(await screen.findByRole('article', { name: '腾讯控股回购公告 5' })).getByRole('button', { name: '同意' }));
    expect(await screen.findByText('「腾讯控股回购公告 5」已同意下架')).toBeTruthy();
    expect(backend.current.callsTo(`POST ${BASE}h5/5/agree?token=tk`)[0]?.body).toEqual({ approver: '合规 周敏', version: 7 });
    expect(await screen.findByText('当前没有待审批的下架申请')).toBeTruthy();
  });

  it('says a link the server refuses is invalid, in the server\'s words', async () => {
    backend.current.on(`GET ${BASE}h5/list`, { status: 403, body: { code: 403, msg: '审批链接已过期，请向运营同事索取新的审批链接', data: null } });
    open('/approval/otherstocknews?token=old');
    expect(await screen.findByText('审批链接无效或已过期')).toBeTruthy();
    expect(screen.getByText('审批链接已过期，请向运营同事索取新的审批链接')).toBeTruthy();
  });
});
