import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationQueue, ok } from 'shared-ui';
import { defineModule, field, parseCmsTime } from 'shared-ui/contract';
import { queryClient, preloadRouteScreen } from 'shared-ui/components';
import { Route } from 'shared-ui/router';
import { ModuleScreen, moduleScreenElement } from './ModuleScreen';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { renderWorkflow, testQueryClient } from './testing/renderWorkflow';
import { noticeModule } from './testing/testModules';

const BASE = 'operation/test/notice/';
const AUTOSAVE_KEY = 'cms:autosave:alice:br/workflowNotice';
const DRAFT = { title: '旧标题', url: 'https://example.com/old', update_time: '2026-11-20 09:00:00', update_operator: 'alice', version: 1 };
const EMPTY_PAGE = ok({ list: [], total: 0, currPage: 1, pageSize: 10 });

const backend = fakeBackendPerTest();
// Every publish dialog compares with what is live (LiveDiff; its own tests in LiveDiff.test.tsx): nothing is live here.
beforeEach(() => backend.current.on('GET /console/v1/workflow/live', { body: ok([]) }));
beforeEach(() => localStorage.clear());

const toasts = shownToasts;
const title = () => screen.getByLabelText(/^标题/) as HTMLInputElement;
const helperOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const pickerInput = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

async function openScreen(options: Parameters<typeof renderWorkflow>[1] = {}) {
  const rendered = renderWorkflow(<ModuleScreen module={noticeModule} />, options);
  await waitFor(() => expect(title().value).not.toBeUndefined());
  return rendered;
}

describe('ModuleScreen · edit', () => {
  it('shows where it sits (area, its module list, itself) and names the browser tab after itself', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(DRAFT) });
    await openScreen();
    const trail = screen.getByRole('navigation', { name: '当前位置' });
    expect(within(trail).getByRole('link', { name: '证券 App' }).getAttribute('href')).toBe('/operation/br');
    expect(within(trail).getByRole('link', { name: '模块编辑' }).getAttribute('href')).toBe('/operation/br/modulesEdit');
    expect(within(trail).getByText('公告演示')).toBeTruthy();
    expect(document.title.startsWith('公告演示')).toBe(true);
  });

  it('loads the saved draft (with the scope) and saves the fields with POST save', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(DRAFT) }).on(`POST ${BASE}save`, (req) => ({ body: ok({ ...(req.body as object), update_time: '2026-11-21 10:00:00', update_operator: 'alice' }) }));
    const user = userEvent.setup();
    await openScreen();
    await waitFor(() => expect(title().value).toBe('旧标题'));
    expect(backend.current.callsTo(`GET ${BASE}content`)[0]?.params).toEqual({ channel: 'app' });

    await user.clear(title());
    await user.type(title(), ' 新标题 ');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toContain('success:保存成功'));
    expect(backend.current.callsTo(`POST ${BASE}save`)[0]?.body).toEqual({ title: '新标题', url: 'https://example.com/old', channel: 'app', base_version: 1 });
    // The form now shows exactly what the server keeps.
    expect(title().value).toBe('新标题');
  });

  it('validates before sending: an empty required field stays in the browser', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(null) });
    const user = userEvent.setup();
    await openScreen();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf(title())).toContain('请输入标题'));
    expect(backend.current.callsTo(`POST ${BASE}save`)).toHaveLength(0);
  });

  it('puts a server validation refusal beside its field, and its first message in a toast', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(null) }).on(`POST ${BASE}save`, {
      body: { code: 1106, msg: 'invalid', data: { errors: [{ field: 'title', message: '标题与已发布内容重复' }, { field: 'url', message: '链接不可访问' }] } },
    });
    const user = userEvent.setup();
    await openScreen();
    await user.type(title(), '标题');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(helperOf(title())).toContain('标题与已发布内容重复'));
    expect(helperOf(screen.getByLabelText(/^链接/))).toBe('链接不可访问');
    expect(toasts()).toEqual(['error:标题与已发布内容重复']);
  });

  it('toasts the catalogue message of another refusal, and nothing for what the shell already reported (401)', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(null) }).onSequence(`POST ${BASE}save`, [
      { body: { code: 1000, msg: 'db failed', data: null } },
      { status: 401, body: { code: 401, msg: 'session', data: null } },
    ]);
    const user = userEvent.setup();
    await openScreen();
    await user.type(title(), '标题');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toEqual(['error:保存或发布失败']));
    notificationQueue.clear();
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}save`)).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '保存' }).hasAttribute('disabled')).toBe(false));
    expect(toasts()).toEqual([]);
  });

  it('pre-publishes: asks the time (default ahead of now), refuses a past time, sends the chosen Shanghai time, then clears the form', async () => {
    const queryClient = testQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    backend.current
      .on(`GET ${BASE}content`, { body: ok(DRAFT) })
      .on(`GET ${BASE}prepublish/list`, { body: EMPTY_PAGE })
      // The dialog's default time avoids the times these lists hold (useTakenTimes).
      .on(`GET ${BASE}publish/list`, { body: EMPTY_PAGE })
      .on(`POST ${BASE}prepublish`, { body: ok({ id: 7 }) });
    const user = userEvent.setup();
    await openScreen({ queryClient, url: '/operation/br/modules/workflowNotice?view=prepublish' });
    await screen.findByText('暂无数据');
    await user.click(screen.getByRole('tab', { name: '编辑' }));
    await waitFor(() => expect(title().value).toBe('旧标题'));

    await user.click(screen.getByRole('button', { name: '预发布' }));
    const dialog = await screen.findByRole('dialog');
    const shown = parseCmsTime(pickerInput('push_time').value);
    expect(shown).not.toBeNull();
    expect(shown! - Date.now()).toBeGreaterThan(9 * 60_000);

    fireEvent.change(pickerInput('push_time'), { target: { value: '2020-01-01 08:00:00' } });
    await user.click(within(dialog).getByRole('button', { name: '确定预发布' }));
    expect(await within(dialog).findByText('预设时间早于当前时间，请重新设置')).toBeTruthy();
    expect(backend.current.callsTo(`POST ${BASE}prepublish`)).toHaveLength(0);

    // Entered as Shanghai wall time and sent as the same text, whatever the zone the test runs in.
    fireEvent.change(pickerInput('push_time'), { target: { value: '2099-03-04 08:30:00' } });
    await user.click(within(dialog).getByRole('button', { name: '确定预发布' }));
    await waitFor(() => expect(toasts()).toContain('success:预发布成功'));
    // Based on the draft it pre-publishes (and removes): a colleague's save since is refused (1043), not consumed unseen.
    expect(backend.current.callsTo(`POST ${BASE}prepublish`)[0]?.body).toEqual({ title: '旧标题', url: 'https://example.com/old', push_time: '2099-03-04 08:30:00', channel: 'app', base_version: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(title().value).toBe('');
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();

    // The draft is gone: the next save starts a new one (base null), not a stale save of the removed draft.
    backend.current.on(`POST ${BASE}save`, { body: ok({ ...DRAFT, title: '下一条', version: 2 }) });
    await user.type(title(), '下一条');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(backend.current.callsTo(`POST ${BASE}save`)).toHaveLength(1));
    expect(backend.current.callsTo(`POST ${BASE}save`)[0]?.body).toMatchObject({ title: '下一条', base_version: null });

    // The pre-publish list was invalidated: opening its tab asks the server again despite an infinite staleTime.
    await user.click(screen.getByRole('tab', { name: '预发布列表' }));
    const listPages = () => backend.current.callsTo(`GET ${BASE}prepublish/list`).filter((call) => (call.params as { orderBy?: string }).orderBy === 'pre_time');
    await waitFor(() => expect(listPages()).toHaveLength(2));
  });

  it('closes the pre-publish dialog on 1017 (save first), with its message', async () => {
    backend.current
      .on(`GET ${BASE}content`, { body: ok(DRAFT) })
      .on(`GET ${BASE}prepublish/list`, { body: EMPTY_PAGE })
      .on(`GET ${BASE}publish/list`, { body: EMPTY_PAGE })
      .on(`POST ${BASE}prepublish`, { body: { code: 1017, msg: 'save first', data: null } });
    const user = userEvent.setup();
    await openScreen();
    await waitFor(() => expect(title().value).toBe('旧标题'));
    await user.type(title(), '改');
    await user.click(screen.getByRole('button', { name: '预发布' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定预发布' }));
    await waitFor(() => expect(toasts()).toEqual(['error:请先保存当前信息']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(title().value).toBe('旧标题改');
  });

  it('keeps the tab in the URL', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(null) }).on(`GET ${BASE}publish/history`, { body: EMPTY_PAGE }).on(`GET ${BASE}publish/list`, { body: EMPTY_PAGE });
    const user = userEvent.setup();
    await openScreen({ url: '/operation/br/modules/workflowNotice?view=history' });
    expect(screen.getByRole('tab', { name: '历史记录' }).getAttribute('aria-selected')).toBe('true');
    await screen.findByText('暂无数据');
    expect(backend.current.callsTo(`GET ${BASE}publish/history`)[0]?.params).toEqual({ currPage: 1, pageSize: 10, orderBy: 'push_time', order: 'desc', channel: 'app' });
    await user.click(screen.getByRole('tab', { name: '已发布' }));
    expect(screen.getByTestId('location').textContent).toBe('/operation/br/modules/workflowNotice?view=published');
  });
});

describe('ModuleScreen · roles', () => {
  beforeEach(() => {
    backend.current.on(`GET ${BASE}content`, { body: ok(DRAFT) });
  });

  it('a reader sees the draft but no 保存 or 预发布, and cannot type', async () => {
    await openScreen({ role: 'reader' });
    await waitFor(() => expect(title().value).toBe('旧标题'));
    expect(screen.queryByRole('button', { name: '保存' })).toBeNull();
    expect(screen.queryByRole('button', { name: '预发布' })).toBeNull();
    expect(title().disabled).toBe(true);
    expect(screen.getByText('只读：您的账号可以查看此内容，但不能修改')).toBeTruthy();
  });

  it('an editor sees 保存 but not 预发布', async () => {
    await openScreen({ role: 'editor' });
    await waitFor(() => expect(title().value).toBe('旧标题'));
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '预发布' })).toBeNull();
    expect(screen.queryByText(/^只读/)).toBeNull();
  });

  it('a publisher sees both', async () => {
    await openScreen({ role: 'publisher' });
    await waitFor(() => expect(title().value).toBe('旧标题'));
    expect(screen.getByRole('button', { name: '保存' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '预发布' })).toBeTruthy();
  });
});

describe('ModuleScreen · nothing typed is lost', () => {
  it('keeps a local copy while the form differs from the draft and offers it back after a remount', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(DRAFT) });
    const user = userEvent.setup();
    const first = await openScreen();
    await waitFor(() => expect(title().value).toBe('旧标题'));
    await user.type(title(), '（未保存）');
    await waitFor(() => expect(localStorage.getItem(AUTOSAVE_KEY)).not.toBeNull(), { timeout: 2000 });
    const copy = JSON.parse(localStorage.getItem(AUTOSAVE_KEY)!) as { values: { title: string }; savedAt: number };
    expect(copy.values.title).toBe('旧标题（未保存）');
    first.unmount();

    // A reload, or a session expiry and a new sign-in: the screen opens again with the server's draft.
    await openScreen();
    const banner = await screen.findByTestId('autosave-banner');
    expect(banner.textContent).toMatch(/^发现未保存的内容（保存于 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d），是否恢复？/);
    expect(title().value).toBe('旧标题');
    await user.click(within(banner).getByRole('button', { name: '恢复' }));
    expect(title().value).toBe('旧标题（未保存）');
    expect(screen.queryByTestId('autosave-banner')).toBeNull();
  });

  it('丢弃 removes the copy; a copy equal to the draft is not offered', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(DRAFT) });
    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify({ values: { title: '别的', url: '' }, savedAt: Date.now() - 60_000 }));
    const user = userEvent.setup();
    const first = await openScreen();
    await user.click(within(await screen.findByTestId('autosave-banner')).getByRole('button', { name: '丢弃' }));
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
    expect(title().value).toBe('旧标题');
    first.unmount();

    localStorage.setItem(AUTOSAVE_KEY, JSON.stringify({ values: { url: DRAFT.url, title: DRAFT.title }, savedAt: Date.now() }));
    await openScreen();
    await waitFor(() => expect(title().value).toBe('旧标题'));
    await waitFor(() => expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull());
    expect(screen.queryByTestId('autosave-banner')).toBeNull();
  });

  it('removes the copy after a successful save', async () => {
    let saved: object = DRAFT;
    backend.current.on(`GET ${BASE}content`, () => ({ body: ok(saved) })).on(`POST ${BASE}save`, (req) => {
      saved = { ...(req.body as object), update_time: '2026-11-21 10:00:00', update_operator: 'alice' };
      return { body: ok(saved) };
    });
    const user = userEvent.setup();
    await openScreen();
    await waitFor(() => expect(title().value).toBe('旧标题'));
    await user.type(title(), '改');
    await waitFor(() => expect(localStorage.getItem(AUTOSAVE_KEY)).not.toBeNull(), { timeout: 2000 });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(toasts()).toContain('success:保存成功'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 700)));
    expect(localStorage.getItem(AUTOSAVE_KEY)).toBeNull();
  });
});

describe("ModuleScreen · the guard's early start", () => {
  const element = moduleScreenElement(noticeModule);
  const routes = [<Route key="notice" path="modules/notice" element={element} />];
  afterEach(() => queryClient.clear());

  it('asks for the draft with the check, and the screen shows that answer without asking again', async () => {
    backend.current.on(`GET ${BASE}content`, { body: ok(DRAFT) });
    preloadRouteScreen(routes, '/modules/notice', '');
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}content`)).toHaveLength(1));
    expect(backend.current.callsTo(`GET ${BASE}content`)[0]?.params).toEqual({ channel: 'app' });
    renderWorkflow(element, { queryClient });
    await waitFor(() => expect(title().value).toBe('旧标题'));
    expect(backend.current.callsTo(`GET ${BASE}content`)).toHaveLength(1);
  });

  it('then asks for the names of the items the draft points at, and the form shows them without asking again', async () => {
    const refModule = defineModule({ area: 'wm', name: 'earlyRef', title: '引用演示', apiBase: 'operation/test/ref/', schedule: 'push_time', fields: [field.ref('fund', '基金', 'funds')] });
    const refElement = moduleScreenElement(refModule);
    const ITEMS = 'GET /console/v1/library/funds/items';
    backend.current
      .on('GET operation/test/ref/content', { body: ok({ fund: 'f-1', update_time: '2026-11-20 09:00:00', update_operator: 'alice', version: 1 }) })
      .on(ITEMS, { body: ok([{ id: 'f-1', label: '易方达蓝筹精选混合' }]) });
    preloadRouteScreen([<Route key="ref" path="modules/earlyRef" element={refElement} />], '/modules/earlyRef', '');
    await waitFor(() => expect(backend.current.callsTo(ITEMS)).toHaveLength(1));
    expect(backend.current.callsTo(ITEMS)[0]?.params).toEqual({ ids: 'f-1' });
    renderWorkflow(refElement, { queryClient });
    await waitFor(() => expect((screen.getByLabelText(/^基金/) as HTMLInputElement).value).toBe('易方达蓝筹精选混合'));
    expect(backend.current.callsTo(ITEMS)).toHaveLength(1);
  });

  it('leaves a list view to its mount, which reloads it anyway', async () => {
    preloadRouteScreen(routes, '/modules/notice', '?view=history');
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(backend.current.calls).toHaveLength(0);
  });
});
