/**
 * Two people edit one pending item (issue 35, high): the second 保存并提交审批 is based on the version it opened and a
 * newer one answers 1043; the engine's conflict dialog then compares, reloads theirs (mine restorable) or overwrites.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SessionContext, ok } from 'shared-ui';
import { ErrorCode, type StockNewsDetail } from 'shared-ui/contract';
import { MemoryRouter } from 'shared-ui/router';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { StockNewsEditDialog } from './StockNewsEditDialog';

const backend = fakeBackendPerTest();
const SAVE = 'POST operation/broker/news/approval/save';
const WAIT = { timeout: 5000 };

const pending: StockNewsDetail = {
  id: 3,
  symbol: '00700.HK',
  stock_name: '腾讯控股',
  title: '腾讯控股宣布回购',
  source: '公司公告',
  status: 0,
  shelf: 'none',
  waiting_at: 70000,
  push_time: null,
  reject_reason: '',
  submitted_by: 'editor',
  created_at: '2026-01-05 10:00:00',
  updated_at: '2026-01-05 10:00:00',
  version: 4,
  content: '<p>正文</p>',
  history: [],
  submitted_at: '2026-01-05 10:00:00',
};
const theirs = { symbol: '00700.HK', stock_name: '腾讯控股', title: '同事改过的标题', source: '港交所披露易', content: '<p>同事的正文</p>' };
const stale = {
  code: ErrorCode.StaleSave,
  msg: '该内容已被 小李 于 2026-01-05 10:05:00 修改，请比较后选择重新加载或覆盖',
  data: { operator: '小李', time: '2026-01-05 10:05:00', version: 5, current: theirs },
};

function open(onSaved = jest.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <SessionContext.Provider value={{ session: { uid: 'u-1', account: 'alice', role: 'publisher', permission: ['0'], isSuperAdmin: false }, logout: async () => undefined }}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <StockNewsEditDialog editing={pending} onClose={() => undefined} onSaved={onSaved} />
        </MemoryRouter>
      </QueryClientProvider>
    </SessionContext.Provider>,
  );
  return onSaved;
}

async function retitle(title: string) {
  const user = userEvent.setup();
  const field = await screen.findByRole('textbox', { name: /^标题/ }, WAIT);
  await user.clear(field);
  await user.type(field, title);
  await user.click(screen.getByRole('button', { name: '保存并提交审批' }));
  return user;
}

describe('StockNewsEditDialog: no silent overwrite', () => {
  it('saves based on the version opened; a 1043 names who changed it, compares, and 覆盖保存 resends based on theirs', async () => {
    backend.current.onSequence(SAVE, [{ body: stale }, { body: ok({ id: 3 }) }]);
    const onSaved = open();
    const user = await retitle('我的标题');
    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, WAIT);
    expect(backend.current.callsTo(SAVE)[0]?.body).toMatchObject({ id: 3, title: '我的标题', base_version: 4 });
    expect(within(conflict).getByText(stale.msg)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('同事改过', { selector: 'del' })).toBeTruthy();
    expect(within(conflict).getByText('我', { selector: 'ins' })).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(3));
    expect(backend.current.callsTo(SAVE)[1]?.body).toMatchObject({ id: 3, title: '我的标题', base_version: 5 });
    expect(shownToasts()).toContain('success:已提交审批');
  });

  it('重新加载 puts their version in the form (mine one click away) and the next save is based on it', async () => {
    backend.current.onSequence(SAVE, [{ body: stale }, { body: ok({ id: 3 }) }]);
    open();
    const user = await retitle('我的标题');
    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, WAIT);
    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement).value).toBe('同事改过的标题'));
    expect((screen.getByRole('textbox', { name: /^来源/ }) as HTMLInputElement).value).toBe('港交所披露易');
    expect(screen.getByText('已载入 小李 修改后的版本')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '恢复我的内容' }));
    expect((screen.getByRole('textbox', { name: /^标题/ }) as HTMLInputElement).value).toBe('我的标题');
    await user.click(screen.getByRole('button', { name: '保存并提交审批' }));
    await waitFor(() => expect(backend.current.callsTo(SAVE)).toHaveLength(2));
    expect(backend.current.callsTo(SAVE)[1]?.body).toMatchObject({ title: '我的标题', base_version: 5 });
  });
});
