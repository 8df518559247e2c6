import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import type { AuditModule, AuditRecord } from 'shared-ui/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { AuditPage } from './AuditPage';

const backend = fakeBackendPerTest();
const RECORDS = 'GET /console/v1/audit/records';
const MODULES = 'GET /console/v1/audit/records/modules';
const EXPORT = 'GET /console/v1/audit/records/export';

const splash: AuditModule = { key: 'wm/splashScreen', title: '闪屏', path: '/operation/wm/modules/splashScreen' };
const funds: AuditModule = { key: 'funds', title: '基金管理', path: '/operation/wm/fund' };

const publish: AuditRecord = {
  id: 7,
  time: '2026-11-28 10:00:00',
  accountId: 1,
  account: 'admin',
  moduleKey: splash.key,
  moduleTitle: splash.title,
  menuPath: splash.path,
  entryId: '12',
  entryTitle: '年末活动',
  action: 'publish',
  before: { status: '预发布', push_time: '2026-11-29 08:00:00' },
  after: { status: '已发布', push_time: '2026-11-28 10:00:00' },
};
const fundCreated: AuditRecord = {
  ...publish,
  id: 6,
  account: 'editor',
  accountId: 2,
  moduleKey: funds.key,
  moduleTitle: funds.title,
  menuPath: funds.path,
  entryId: '3',
  entryTitle: '环球债券基金',
  action: 'create',
  before: null,
  after: { name: '环球债券基金' },
};

const page = (list: AuditRecord[], total = list.length) => ({ body: ok({ list, total, currPage: 1, pageSize: 20 }) });

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

function renderPage(at = '/audit') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route
            path="/audit"
            element={
              <>
                <AuditPage />
                <Where />
              </>
            }
          />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

describe('AuditPage', () => {
  it('lists the records: time, person, module, action, entry and the fields that changed', async () => {
    backend.current.on(RECORDS, page([publish, fundCreated])).on(MODULES, { body: ok([splash, funds]) });
    renderPage();
    const row = (await screen.findByText('年末活动（ID 12）', undefined, { timeout: 15000 })).closest('[role="row"]') as HTMLElement;
    for (const text of ['2026-11-28 10:00:00', 'admin', '闪屏', '发布', '状态、发布时间']) expect(within(row).getByText(text)).toBeTruthy();
    const fundRow = screen.getByText('环球债券基金（ID 3）').closest('[role="row"]') as HTMLElement;
    for (const text of ['editor', '基金管理', '新增', '名称']) expect(within(fundRow).getByText(text)).toBeTruthy();
    expect(backend.current.callsTo(RECORDS)[0]?.params).toEqual({ currPage: 1, pageSize: 20 });
  });

  it('applies the filters from the address and writes new ones into it', async () => {
    backend.current.on(RECORDS, page([publish])).on(MODULES, { body: ok([splash, funds]) });
    renderPage('/audit?module=wm%2FsplashScreen&action=publish');
    await screen.findByText('年末活动（ID 12）', undefined, { timeout: 15000 });
    expect(backend.current.callsTo(RECORDS)[0]?.params).toEqual({ module: 'wm/splashScreen', action: 'publish', currPage: 1, pageSize: 20 });

    const user = userEvent.setup();
    await user.type(screen.getByTestId('audit-account'), 'edi');
    await user.click(screen.getByTestId('audit-search'));
    await waitFor(() => expect(location).toBe('/audit?account=edi&module=wm%2FsplashScreen&action=publish'));
    await waitFor(() => expect(backend.current.callsTo(RECORDS).at(-1)?.params).toEqual({ account: 'edi', module: 'wm/splashScreen', action: 'publish', currPage: 1, pageSize: 20 }));

    await user.click(screen.getByRole('button', { name: '重置' }));
    await waitFor(() => expect(location).toBe('/audit'));
  });

  it('says an impossible time on its field, in the module forms’ words, and queries nothing until it is whole', async () => {
    backend.current.on(RECORDS, page([publish])).on(MODULES, { body: ok([splash, funds]) });
    renderPage('/audit');
    await screen.findByText('年末活动（ID 12）', undefined, { timeout: 15000 });
    const asked = backend.current.callsTo(RECORDS).length;
    const user = userEvent.setup();
    act(() => screen.getByLabelText('开始时间').focus());
    await user.keyboard('20270230080000');
    expect(await screen.findByText('开始时间不是有效时间：2027 年 2 月只有 28 天', undefined, { timeout: 5000 })).toBeTruthy();
    expect((screen.getByTestId('audit-search') as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Enter}');
    expect(backend.current.callsTo(RECORDS)).toHaveLength(asked);
    expect(location).toBe('/audit');
    // The table stays as it was: no load failure replaces it.
    expect(screen.getByText('年末活动（ID 12）')).toBeTruthy();
  });

  it('offers the modules with records, by title and menu path', async () => {
    backend.current.on(RECORDS, page([])).on(MODULES, { body: ok([splash, funds]) });
    renderPage();
    const user = userEvent.setup();
    await screen.findByText('暂无数据', undefined, { timeout: 15000 });
    await user.click(screen.getByLabelText('模块'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((o) => o.textContent)).toEqual(['全部模块', '闪屏（/operation/wm/modules/splashScreen）', '基金管理（/operation/wm/fund）']);
    await user.click(within(listbox).getByText('基金管理（/operation/wm/fund）'));
    await user.click(screen.getByTestId('audit-search'));
    await waitFor(() => expect(location).toBe('/audit?module=funds'));
  });

  it('shows one record before → after', async () => {
    backend.current.on(RECORDS, page([publish])).on(MODULES, { body: ok([splash]) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('audit-detail-7', undefined, { timeout: 15000 }));
    const dialog = await screen.findByRole('dialog', { name: '发布 · 闪屏' });
    const status = within(dialog).getByTestId('audit-change-status');
    expect([...status.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual(['状态', '预发布', '已发布']);
    expect(within(dialog).getByText(/admin（账号 ID 1） 于 2026-11-28 10:00:00/)).toBeTruthy();
  });

  it('a creation has no 修改前', async () => {
    backend.current.on(RECORDS, page([fundCreated])).on(MODULES, { body: ok([funds]) });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('audit-detail-6', undefined, { timeout: 15000 }));
    const row = within(await screen.findByRole('dialog')).getByTestId('audit-change-name');
    expect([...row.querySelectorAll('th, td')].map((cell) => cell.textContent)).toEqual(['名称', '（新建）', '环球债券基金']);
  });

  it('does not offer an export wider than the limit, and says how to narrow it', async () => {
    backend.current.on(RECORDS, page([publish], 60_000)).on(MODULES, { body: ok([splash]) });
    renderPage();
    expect(await screen.findByText(/共 60000 条，单次最多导出 50000 条/, undefined, { timeout: 15000 })).toBeTruthy();
    expect(screen.getByTestId('audit-export')).toHaveProperty('disabled', true);
  });

  it('exports the same filter as a file saved under the server\'s name', async () => {
    backend.current
      .on(RECORDS, page([publish]))
      .on(MODULES, { body: ok([splash]) })
      .on(EXPORT, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="audit-records.csv"; filename*=UTF-8''${encodeURIComponent('操作审计.csv')}` }, body: '时间,操作人\n' });
    const created = jest.fn(() => 'blob:audit');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const saved: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    renderPage('/audit?module=wm%2FsplashScreen&action=publish');
    await screen.findByText('年末活动（ID 12）', undefined, { timeout: 15000 });
    await userEvent.click(screen.getByTestId('audit-export'));
    await waitFor(() => expect(saved).toEqual(['操作审计.csv blob:audit']));
    expect(backend.current.callsTo(EXPORT)[0]?.params).toEqual({ module: 'wm/splashScreen', action: 'publish' });
    click.mockRestore();
  });

  it('says why an export was refused instead of saving the refusal as the file', async () => {
    backend.current
      .on(RECORDS, page([publish]))
      .on(MODULES, { body: ok([splash]) })
      .on(EXPORT, { status: 400, body: { code: 1106, data: null, msg: '符合条件的记录共 60001 条，超过单次导出上限 50000 条，请缩小时间范围或增加筛选条件' } });
    renderPage();
    await screen.findByText('年末活动（ID 12）', undefined, { timeout: 15000 });
    await userEvent.click(screen.getByTestId('audit-export'));
    await waitFor(() => expect(shownToasts()).toEqual(['error:导出失败：符合条件的记录共 60001 条，超过单次导出上限 50000 条，请缩小时间范围或增加筛选条件']));
  });
});
