import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, type Role } from 'shared-ui';
import type { EntryHit, Paged, Release, ReleaseCheck, ReleaseProblem } from 'shared-ui/contract';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-ui/router';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { sessionStore } from '../session/sessionStore';
import { ReleasesPage } from './ReleasesPage';

const backend = fakeBackendPerTest();
const LIST = 'GET /console/v1/releases/list';
const DETAIL = 'GET /console/v1/releases/detail';
const SAVE = 'POST /console/v1/releases/save';
const CHECK = 'GET /console/v1/releases/check';
const PUBLISH = 'POST /console/v1/releases/publish';
const MOVE = 'PUT /console/v1/releases/publish/time';
const DELETE = 'POST /console/v1/releases/delete';
const SEARCH = 'GET /console/v1/search/entries';

const SPLASH_PATH = '/operation/wm/modules/splashScreen';
const BANNER_PATH = '/operation/br/modules/banner';

const draft: Release = {
  id: 3,
  name: '双十一理财节',
  push_time: '2036-11-11 20:00:00',
  note: '20:00 全部上线',
  owner: 'editor',
  state: 'draft',
  due: false,
  version: 4,
  update_time: '2026-11-28 10:00:00',
  update_operator: 'editor',
  stopped: null,
  entries: [
    { module: 'wm/splashScreen', moduleTitle: '理财 App · 闪屏', recordId: 12, title: '双十一开屏', state: 'prepublished', link: `${SPLASH_PATH}?view=prepublish&entry=12` },
    { module: 'br/banner', moduleTitle: '证券 App · 横幅', recordId: 7, title: '港股打新', state: 'gone', link: `${BANNER_PATH}?view=history&entry=7` },
  ],
};
const dueRelease: Release = { ...draft, id: 4, name: '年末活动', state: 'scheduled', due: true, owner: 'publisher', entries: [draft.entries[0]!] };

const problems: ReleaseProblem[] = [
  { module: 'br/banner', recordId: 7, subject: '证券 App · 横幅「港股打新」', reason: '2036-11-11 20:00:00 起将同时上线 2 条，超过本模块上限 1 条', link: `${BANNER_PATH}?view=prepublish&entry=7` },
  { module: null, recordId: null, subject: '双十一理财节', reason: '批次没有条目', link: null },
];

let location = '';
function Where() {
  const here = useLocation();
  location = `${here.pathname}${here.search}`;
  return null;
}

function signInAs(role: Role) {
  sessionStore.beginSession({ uid: 'u-1', account: role, role, permission: ['/releases'], isSuperAdmin: false });
}
afterEach(() => sessionStore.endSession());

function renderPage(at: string, role: Role = 'publisher') {
  signInAs(role);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter initialEntries={[at]}>
      <QueryClientProvider client={client}>
        <Routes>
          <Route
            path="/releases"
            element={
              <>
                <ReleasesPage />
                <Where />
              </>
            }
          />
          <Route path="*" element={<Where />} />
        </Routes>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** The backend of one open release: the list and its detail. */
const withRelease = (release: Release, others: Release[] = []) => backend.current.on(LIST, { body: ok([release, ...others]) }).on(DETAIL, { body: ok(release) });
const panel = () => screen.getByRole('region', { name: /双十一理财节|新建批次/ });
const openPanel = async () => within(await screen.findByRole('region', { name: '双十一理财节' }, { timeout: 15000 }));
const nameField = () => screen.getByLabelText(/^批次名称/) as HTMLInputElement;
const noteField = () => screen.getByLabelText('说明') as HTMLTextAreaElement;

async function typeTime(label: RegExp, digits: string) {
  act(() => screen.getByLabelText(label).focus());
  await userEvent.keyboard(digits);
}

describe('ReleasesPage', () => {
  it('lists the releases and opens the one the address names, its entries in order with their states and links', async () => {
    withRelease(draft, [dueRelease]);
    renderPage('/releases?id=3');
    const item = await screen.findByTestId('release-item-4', undefined, { timeout: 15000 });
    expect(within(item).getByText('年末活动')).toBeTruthy();
    expect(within(item).getByText('已到上线时间')).toBeTruthy();
    expect(within(item).getByText('上线时间 2036-11-11 20:00:00 · 1 个条目 · 负责人 publisher')).toBeTruthy();
    expect(within(screen.getByTestId('release-item-3')).getByText('准备中')).toBeTruthy();

    const opened = await openPanel();
    expect(backend.current.callsTo(DETAIL)[0]?.params).toEqual({ id: 3 });
    expect(nameField().value).toBe('双十一理财节');
    expect(noteField().value).toBe('20:00 全部上线');
    const entries = within(opened.getByTestId('release-entries')).getAllByRole('listitem');
    expect(entries.map((li) => li.querySelector('p')?.textContent)).toEqual(['理财 App · 闪屏 · 双十一开屏', '证券 App · 横幅 · 港股打新']);
    expect(within(entries[1]!).getByText('已不在列表中')).toBeTruthy();
    expect(within(entries[0]!).getByRole('link', { name: '查看条目' }).getAttribute('href')).toBe(`${SPLASH_PATH}?view=prepublish&entry=12`);
    expect(within(entries[0]!).getByRole('button', { name: '移除 双十一开屏' })).toBeTruthy();

    backend.current.on(DETAIL, { body: ok(dueRelease) });
    await userEvent.click(item);
    await waitFor(() => expect(location).toBe('/releases?id=4'));
    expect(await screen.findByRole('region', { name: '年末活动' })).toBeTruthy();
    expect(backend.current.callsTo(DETAIL).at(-1)?.params).toEqual({ id: 4 });
  });

  it('saves a new release with the body the server expects: no id, no version, the picked pre-published entries', async () => {
    const hits: Paged<EntryHit> = {
      list: [
        { id: 12, module_key: 'wm/splashScreen', module_title: '理财 App · 闪屏', path: SPLASH_PATH, status: 'prepublished', title: '双十一开屏' },
        { id: 13, module_key: 'wm/splashScreen', module_title: '理财 App · 闪屏', path: SPLASH_PATH, status: 'published', title: '双十一预热' },
      ],
      total: 2,
      currPage: 1,
      pageSize: 20,
    };
    const created: Release = { ...draft, id: 9, name: '双十二', push_time: '2036-12-12 08:00:00', note: '', version: 1, entries: [draft.entries[0]!] };
    backend.current
      .on(LIST, { body: ok([]) })
      .on(SEARCH, { body: ok(hits) })
      .on(SAVE, { body: ok(created) })
      .on(DETAIL, { body: ok(created) });
    renderPage('/releases', 'editor');
    const user = userEvent.setup();
    await user.click(await screen.findByTestId('release-create', undefined, { timeout: 15000 }));
    await waitFor(() => expect(location).toBe('/releases?id=new'));
    await user.type(nameField(), '双十二');
    await typeTime(/^上线时间/, '20361212080000');

    await user.click(screen.getByTestId('release-add-entry'));
    const dialog = await screen.findByRole('dialog', { name: '添加条目' });
    await user.type(within(dialog).getByTestId('add-entry-search'), '双十');
    await user.click(await within(dialog).findByRole('button', { name: '加入 双十一开屏' }, { timeout: 5000 }));
    expect(backend.current.callsTo(SEARCH).at(-1)?.params).toEqual({ search: '双十', pageSize: 20 });
    // Only a pre-published entry can join; one already picked is not offered twice.
    expect(within(dialog).queryByText('理财 App · 闪屏 · 双十一预热')).toBeNull();
    expect((within(dialog).getByRole('button', { name: '双十一开屏 已加入' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: '完成' }));
    expect(within(panel()).getByText('待保存')).toBeTruthy();

    await user.click(screen.getByTestId('release-save'));
    await waitFor(() => expect(location).toBe('/releases?id=9'));
    expect(backend.current.callsTo(SAVE)[0]?.body).toEqual({ name: '双十二', push_time: '2036-12-12 08:00:00', note: '', entries: [{ module: 'wm/splashScreen', id: 12 }] });
    expect(shownToasts()).toContain('success:批次已新建');
  });

  it('says a field problem of the save (1106) beside its field, and keeps what was typed', async () => {
    withRelease(draft).on(SAVE, { body: { code: 1106, msg: '上线时间早于当前时间，请重新设置', data: { errors: [{ field: 'push_time', message: '上线时间早于当前时间，请重新设置' }, { field: 'entries.1', message: '条目 ID 7 已在发布批次「年末活动」中' }] } } });
    renderPage('/releases?id=3', 'editor');
    await openPanel();
    const user = userEvent.setup();
    await user.clear(nameField());
    await user.type(nameField(), '双十一理财节（改）');
    await user.click(screen.getByTestId('release-save'));
    expect(await screen.findByText('上线时间早于当前时间，请重新设置')).toBeTruthy();
    expect(screen.getByLabelText(/^上线时间/).getAttribute('aria-invalid')).toBe('true');
    expect(within(screen.getByTestId('release-entry-br/banner#7')).getByText('条目 ID 7 已在发布批次「年末活动」中')).toBeTruthy();
    expect(nameField().value).toBe('双十一理财节（改）');
    expect(backend.current.callsTo(SAVE)[0]?.body).toEqual({
      id: 3,
      name: '双十一理财节（改）',
      push_time: '2036-11-11 20:00:00',
      note: '20:00 全部上线',
      entries: [
        { module: 'wm/splashScreen', id: 12 },
        { module: 'br/banner', id: 7 },
      ],
      base_version: 4,
    });
  });

  it('checks on the client first, in the contract’s words, and sends nothing', async () => {
    withRelease(draft);
    renderPage('/releases?id=3', 'editor');
    await openPanel();
    const user = userEvent.setup();
    await user.clear(nameField());
    await user.click(screen.getByTestId('release-save'));
    expect(await screen.findByText('请填写批次名称')).toBeTruthy();
    expect(backend.current.callsTo(SAVE)).toHaveLength(0);
  });

  it('says a stale save (1043) with who and when, keeps the edits, offers 重新加载 and never sends again', async () => {
    const theirs: Release = { ...draft, note: 'alice 的说明', version: 5, update_operator: 'alice', update_time: '2026-11-28 11:00:00' };
    withRelease(draft).on(SAVE, { body: { code: 1043, msg: '该内容已被他人提交或删除，您基于的版本已不存在', data: { operator: 'alice', time: '2026-11-28 11:00:00', version: 5, current: null } } });
    renderPage('/releases?id=3', 'editor');
    await openPanel();
    const user = userEvent.setup();
    await user.type(noteField(), '，我的补充');
    await user.click(screen.getByTestId('release-save'));
    const stale = await screen.findByTestId('release-stale');
    expect(within(stale).getByText('该批次已被 alice 于 2026-11-28 11:00:00 修改')).toBeTruthy();
    expect(noteField().value).toBe('20:00 全部上线，我的补充');
    expect((screen.getByTestId('release-save') as HTMLButtonElement).disabled).toBe(true);
    expect(backend.current.callsTo(SAVE)).toHaveLength(1);

    backend.current.on(DETAIL, { body: ok(theirs) }).on(LIST, { body: ok([theirs]) });
    await user.click(within(stale).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(noteField().value).toBe('alice 的说明'));
    expect(screen.queryByTestId('release-stale')).toBeNull();
    expect(backend.current.callsTo(SAVE)).toHaveLength(1);
  });

  it('lists every problem 检查 finds, with a link to each entry; none is a success line', async () => {
    withRelease(draft).onSequence(CHECK, [{ body: ok<ReleaseCheck>({ at: draft.push_time, problems }) }, { body: ok<ReleaseCheck>({ at: draft.push_time, problems: [] }) }]);
    renderPage('/releases?id=3', 'editor');
    await openPanel();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('release-check'));
    const list = await screen.findByTestId('release-problems');
    expect(within(list).getByText('检查发现 2 个问题（按 2036-11-11 20:00:00 检查）')).toBeTruthy();
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '证券 App · 横幅「港股打新」：2036-11-11 20:00:00 起将同时上线 2 条，超过本模块上限 1 条 去处理',
      '双十一理财节：批次没有条目',
    ]);
    expect(within(items[0]!).getByRole('link', { name: '去处理' }).getAttribute('href')).toBe(`${BANNER_PATH}?view=prepublish&entry=7`);
    expect(backend.current.callsTo(CHECK)[0]?.params).toEqual({ id: 3 });

    await user.click(screen.getByTestId('release-check'));
    expect(await screen.findByText('检查通过，可以安排发布')).toBeTruthy();
  });

  it('lists the problems a refused 安排发布 names, after saying what it would do', async () => {
    withRelease(draft).on(PUBLISH, { body: { code: 1000, msg: '批次检查未通过：2 个问题，请处理后再安排', data: { problems } } });
    renderPage('/releases?id=3', 'publisher');
    await openPanel();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('release-publish'));
    const dialog = await screen.findByRole('dialog', { name: '安排发布' });
    expect(within(dialog).getByText(/将把批次「双十一理财节」的 2 个条目安排在 2036-11-11 20:00:00 一起上线/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('release-step-confirm'));
    const list = await screen.findByTestId('release-problems');
    expect(within(list).getByText('批次检查未通过：2 个问题，请处理后再安排')).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(backend.current.callsTo(PUBLISH)[0]?.body).toEqual({ id: 3, base_version: 4 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows what a scheduling stopped part-way left: its words and the release, every entry withdrawn again', async () => {
    const stopped: Release = { ...draft, version: 5, stopped: '证券 App · 横幅「港股打新」未能安排（该模块已有上线条目）' };
    withRelease(draft).on(PUBLISH, { body: { code: 1000, msg: stopped.stopped, data: stopped } });
    renderPage('/releases?id=3', 'publisher');
    await openPanel();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('release-publish'));
    await user.click(within(await screen.findByRole('dialog')).getByTestId('release-step-confirm'));
    const alert = await screen.findByTestId('release-stopped');
    expect(within(alert).getByText('证券 App · 横幅「港股打新」未能安排（该模块已有上线条目）')).toBeTruthy();
  });

  it('offers a publisher 安排发布 beside 保存 and 删除', async () => {
    withRelease(draft);
    renderPage('/releases?id=3', 'publisher');
    await openPanel();
    for (const id of ['release-publish', 'release-save', 'release-remove', 'release-create']) expect(screen.getByTestId(id)).toBeTruthy();
  });

  it('does not offer an editor 安排发布, only saving and deleting', async () => {
    withRelease(draft);
    renderPage('/releases?id=3', 'editor');
    await openPanel();
    expect(screen.queryByTestId('release-publish')).toBeNull();
    for (const id of ['release-save', 'release-remove', 'release-check', 'release-create']) expect(screen.getByTestId(id)).toBeTruthy();
  });

  it('offers a reader no write at all', async () => {
    withRelease(draft);
    renderPage('/releases?id=3', 'reader');
    await openPanel();
    for (const id of ['release-publish', 'release-save', 'release-remove', 'release-create', 'release-add-entry']) expect(screen.queryByTestId(id)).toBeNull();
    expect(nameField().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: /^移除/ })).toBeNull();
  });

  it('moves a scheduled release to a new time (改期), offering 撤回 beside it and no 安排发布 or 删除', async () => {
    const scheduled: Release = { ...draft, state: 'scheduled', entries: draft.entries.map((e) => ({ ...e, state: 'scheduled' as const })) };
    const moved: Release = { ...scheduled, push_time: '2036-11-12 20:00:00', version: 5 };
    withRelease(scheduled).on(MOVE, { body: ok(moved) });
    renderPage('/releases?id=3', 'publisher');
    await openPanel();
    expect(screen.getByTestId('release-cancel')).toBeTruthy();
    for (const id of ['release-publish', 'release-remove', 'release-save', 'release-add-entry']) expect(screen.queryByTestId(id)).toBeNull();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('release-move'));
    const dialog = await screen.findByRole('dialog', { name: '改期' });
    expect(within(dialog).getByText(/将把批次「双十一理财节」的 2 个条目改到新的上线时间/)).toBeTruthy();
    await typeTime(/^新的上线时间/, '20361112200000');
    backend.current.on(DETAIL, { body: ok(moved) }).on(LIST, { body: ok([moved]) });
    await user.click(within(dialog).getByTestId('release-step-confirm'));
    await waitFor(() => expect(shownToasts()).toContain('success:批次已改期'));
    expect(backend.current.callsTo(MOVE)[0]?.body).toEqual({ id: 3, base_version: 4, push_time: '2036-11-12 20:00:00' });
    await waitFor(() => expect(within(screen.getByTestId('release-item-3')).getByText(/^上线时间 2036-11-12 20:00:00/)).toBeTruthy());
  });

  it('deletes a draft after asking, and closes it', async () => {
    withRelease(draft).on(DELETE, { body: ok({ ids: [3] }) });
    renderPage('/releases?id=3', 'editor');
    await openPanel();
    const user = userEvent.setup();
    backend.current.on(LIST, { body: ok([]) });
    await user.click(screen.getByTestId('release-remove'));
    const dialog = await screen.findByRole('dialog', { name: '删除批次' });
    expect(within(dialog).getByText(/它的 2 个条目本身不受影响/)).toBeTruthy();
    await user.click(within(dialog).getByTestId('release-step-confirm'));
    await waitFor(() => expect(location).toBe('/releases'));
    expect(backend.current.callsTo(DELETE)[0]?.body).toEqual({ id: 3, base_version: 4 });
    expect(shownToasts()).toContain('success:批次已删除');
    expect(await screen.findByText('还没有发布批次')).toBeTruthy();
  });
});
