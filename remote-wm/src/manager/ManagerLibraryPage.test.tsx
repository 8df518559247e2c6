import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationQueue } from 'shared-ui';
import { ErrorCode, MANAGER_API, MANAGER_MESSAGES, MANAGER_OWNER_PATH, type ManagerDetail, type ManagerRow, staleSaveMessage } from 'shared-ui/contract';
import { shownToasts, type FakeBackend } from 'shared-ui/testing';
import { jpegBytes } from '../../../mock-server/test/articlesFixtures';
import type { Browser, TestServer } from '../../../mock-server/test/harness';
import { renderManagerScreen } from './testing/renderManagerScreen';
import { ManagerLibraryPage } from './ManagerLibraryPage';
import { browserAs, forward, forwardTo, startRealServer, stopRealServer } from './testing/realBackend';

const ROUTES = [
  `GET ${MANAGER_API.list}`,
  `GET ${MANAGER_API.detail}`,
  `GET ${MANAGER_API.funds}`,
  `POST ${MANAGER_API.create}`,
  `POST ${MANAGER_API.update}`,
  `POST ${MANAGER_API.delete}`,
  `POST ${MANAGER_API.image}`,
];

let server: TestServer;
let admin: Browser;
let backend: FakeBackend | null = null;

// A DataGrid under jsdom on a busy machine is slow to render: wait for rows longer than the default.
const findManager = (name: string) => screen.findByRole('button', { name }, { timeout: 8000 });
const rowOf = (name: string) => screen.getByRole('button', { name }).closest('[role="row"]') as HTMLElement;
const asServer = async (path: string) => (await admin.call('GET', path)).body.data;

/** Renders the page signed in as `role` with the candidate module's path, talking to the real server; returns who. */
async function open(role: 'editor' | 'reader' = 'editor'): Promise<Browser> {
  const who = await browserAs(server, role, [MANAGER_OWNER_PATH]);
  backend = forwardTo(who, ROUTES);
  renderManagerScreen(<ManagerLibraryPage />, { role });
  return who;
}

/**
 * The first `route` call answered as the shell's server answers a write based on a version someone replaced since
 * (its write guard checks versions, not mock-server: shell/server/console/guard), with the row as it is now; the
 * calls after it go to the real server. The version is the guard's; the page sends it back as it came.
 */
function refusedOnceAsStale(who: Browser, route: string, now: ManagerDetail, version: number): void {
  let refused = false;
  const stale = { code: ErrorCode.StaleSave, data: { operator: now.update_operator, time: now.update_time, version, current: now }, msg: staleSaveMessage({ operator: now.update_operator, time: now.update_time, current: { ...now } }) };
  const passOn = forward(who);
  backend?.on(route, (request) => {
    if (refused) return passOn(request);
    refused = true;
    return { status: 200, body: stale };
  });
}

beforeAll(async () => {
  server = await startRealServer();
  admin = await browserAs(server, 'admin');
});
afterAll(() => stopRealServer(server));
beforeEach(() => notificationQueue.clear());
afterEach(() => {
  expect(backend?.unexpected).toEqual([]);
  backend?.restore();
  backend = null;
});

describe('ManagerLibraryPage against mock-server', () => {
  it('lists the seeded managers newest first with their funds and use, and searches on the server', async () => {
    await open();
    await findManager('许文博');
    const chen = await asServer(`${MANAGER_API.detail}?id=M1001`) as ManagerDetail;
    expect(backend?.callsTo(`GET ${MANAGER_API.list}`)[0]?.params).toEqual({ currPage: 1, pageSize: 10 });
    // Page one holds M1012 … M1003; the search finds the two at 博睿.
    const row = rowOf('许文博');
    expect(within(row).getByText('中润基金')).toBeTruthy();
    expect(within(row).getByText(/中润稳健配置基金/)).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('搜索姓名、基金公司或编号'), '恒盈{Enter}');
    expect(await findManager('陈思远')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '许文博' })).toBeNull();
    expect(within(rowOf('陈思远')).getByText('1 个运营位使用中')).toBeTruthy();
    expect(within(rowOf('陈思远')).getByText(chen.funds[0]?.name ?? '?')).toBeTruthy();
  });

  it('says what is missing field by field, then adds a manager with a photo and funds picked from the fund library', async () => {
    await open();
    const user = userEvent.setup();
    await findManager('许文博');
    await user.click(screen.getByRole('button', { name: '添加基金经理' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    for (const message of ['请输入基金经理姓名', '请输入所属基金公司', '请输入经理简介', '请输入从业年限']) expect(within(dialog).getByText(message)).toBeTruthy();
    expect(backend?.callsTo(`POST ${MANAGER_API.create}`)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/基金经理姓名/), '程一帆');
    await user.type(within(dialog).getByLabelText(/所属基金公司/), '博睿基金');
    await user.type(within(dialog).getByLabelText(/经理简介/), '量化多因子策略负责人，管理指数增强与中性策略产品。');
    await user.type(within(dialog).getByLabelText(/从业年限/), '9');
    // A photo of the wrong size is refused in the browser, by the server's rule, before any upload.
    await user.upload(within(dialog).getByLabelText('选择经理照片'), new File([new Uint8Array(jpegBytes(100, 100))], 'small.jpg', { type: 'image/jpeg' }));
    expect(await within(dialog).findByText('图片尺寸应为 240×320，当前为 100×100')).toBeTruthy();
    expect(backend?.callsTo(`POST ${MANAGER_API.image}`)).toEqual([]);
    await user.upload(within(dialog).getByLabelText('选择经理照片'), new File([new Uint8Array(jpegBytes(240, 320))], 'cheng.jpg', { type: 'image/jpeg' }));
    const preview = (await within(dialog).findByAltText('经理照片预览')) as HTMLImageElement;
    // The preview draws the upload's thumbnail; the field keeps the original's URL.
    expect(preview.getAttribute('src')).toMatch(/^\/v2\/cms\/upload\/files\/[0-9a-f]{32}\.jpg\?x-oss-process=image\/resize,l_320\/format,webp$/);
    const photo = preview.getAttribute('src')?.replace(/\?.*$/, '');

    await user.type(within(dialog).getByLabelText('在管基金'), '博睿');
    await user.click(await screen.findByRole('option', { name: /博睿全球科技QDII基金/ }, { timeout: 5000 }));
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${MANAGER_MESSAGES.created}`));
    const page = (await asServer(`${MANAGER_API.list}?search=${encodeURIComponent('程一帆')}`)) as { list: ManagerRow[] };
    expect(page.list[0]).toMatchObject({ name: '程一帆', company: '博睿基金', years: 9, photo });
    expect(page.list[0]?.funds.map((f) => f.name)).toEqual([expect.stringContaining('博睿全球科技QDII基金')]);
    expect(await findManager('程一帆')).toBeTruthy();
  });

  it('shows the server’s 1019 for a name already at that company beside the name', async () => {
    await open();
    const user = userEvent.setup();
    await findManager('许文博');
    await user.click(screen.getByRole('button', { name: '添加基金经理' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/基金经理姓名/), '许文博');
    await user.type(within(dialog).getByLabelText(/所属基金公司/), '中润基金');
    await user.type(within(dialog).getByLabelText(/经理简介/), '重复的人');
    await user.type(within(dialog).getByLabelText(/从业年限/), '6');
    await user.click(within(dialog).getByRole('button', { name: '添加' }));
    expect(await within(dialog).findByText(MANAGER_MESSAGES.duplicate('许文博', '中润基金'))).toBeTruthy();
  });

  it('refuses a stale edit (1043), saying who saved and when, and saves over it on 覆盖保存', async () => {
    const who = await open();
    const user = userEvent.setup();
    await findManager('许文博');
    await user.click(within(rowOf('许文博')).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    // Someone else saves meanwhile.
    const current = (await asServer(`${MANAGER_API.detail}?id=M1012`)) as ManagerDetail;
    server.clock.advance(60_000);
    await admin.call('POST', MANAGER_API.update, { ...current, years: 7 });
    const saved = (await asServer(`${MANAGER_API.detail}?id=M1012`)) as ManagerDetail;
    refusedOnceAsStale(who, `POST ${MANAGER_API.update}`, saved, 42);
    await user.clear(within(dialog).getByLabelText(/经理简介/));
    await user.type(within(dialog).getByLabelText(/经理简介/), '先进制造主题基金经理，注重产业链比较。');
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });
    expect(within(conflict).getByText(staleSaveMessage({ operator: 'admin', time: saved.update_time, current: {} }))).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${MANAGER_MESSAGES.saved}`));
    // Resent on the version the refusal named.
    expect(backend?.callsTo(`POST ${MANAGER_API.update}`)[1]?.body).toMatchObject({ id: 'M1012', base_version: 42 });
    expect(((await asServer(`${MANAGER_API.detail}?id=M1012`)) as ManagerDetail).intro).toBe('先进制造主题基金经理，注重产业链比较。');
  });

  it('refuses to delete a manager the live cards show, naming the slot, and shows it in the detail', async () => {
    await open();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('搜索姓名、基金公司或编号'), 'M1001{Enter}');
    await findManager('陈思远');
    await waitFor(() => expect(screen.queryByRole('button', { name: '许文博' })).toBeNull());
    await user.click(within(rowOf('陈思远')).getByRole('button', { name: '删除' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: '删除' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('未删除任何基金经理');
    expect(within(alert).getByRole('link', { name: '理财 App · 基金经理推荐' }).getAttribute('href')).toMatch(new RegExp(`^${MANAGER_OWNER_PATH}\\?view=published&entry=\\d+$`));
    expect(within(alert).getByText(/条目 #\d+ · 已发布/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '关闭' }));
    expect(((await asServer(`${MANAGER_API.detail}?id=M1001`)) as ManagerDetail).id).toBe('M1001');

    await user.click(screen.getByRole('button', { name: '陈思远' }));
    const region = await screen.findByRole('region', { name: '基金经理详情' });
    expect(await within(region).findByRole('link', { name: '理财 App · 基金经理推荐' })).toBeTruthy();
    // Above the console's top bar (drawer + 1), as a modal is; and it closes by its own button.
    expect(getComputedStyle(region.closest('.MuiDrawer-root') as HTMLElement).zIndex).toBe('1300');
    await user.click(within(region).getByRole('button', { name: '关闭基金经理详情' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: '基金经理详情' })).toBeNull());
  });

  it('shows a reader no button that writes', async () => {
    await open('reader');
    await findManager('许文博');
    expect(screen.queryByRole('button', { name: '添加基金经理' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删除所选/ })).toBeNull();
    expect(within(rowOf('许文博')).queryByRole('button', { name: '编辑' })).toBeNull();
    expect(within(rowOf('许文博')).getByRole('button', { name: '详情' })).toBeTruthy();
  });

  it('a delete saved by a colleague since: the conflict dialog shows the 1043 and 仍然删除 deletes, on the version it named', async () => {
    const who = await open();
    const user = userEvent.setup();
    await findManager('许文博');
    const shown = (await asServer(`${MANAGER_API.detail}?id=M1012`)) as ManagerDetail;
    server.clock.advance(60_000);
    await admin.call('POST', MANAGER_API.update, { ...shown, years: 8 });
    refusedOnceAsStale(who, `POST ${MANAGER_API.delete}`, (await asServer(`${MANAGER_API.detail}?id=M1012`)) as ManagerDetail, 43);
    await user.click(within(rowOf('许文博')).getByRole('button', { name: '删除' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });
    expect(within(conflict).getByRole('alert').textContent).toContain('admin');
    await user.click(within(conflict).getByRole('button', { name: '仍然删除' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${MANAGER_MESSAGES.deleted}`));
    expect(backend?.callsTo(`POST ${MANAGER_API.delete}`)[1]?.body).toEqual({ ids: ['M1012'], base_versions: { M1012: 43 } });
    expect((await admin.call('GET', `${MANAGER_API.detail}?id=M1012`)).body.code).toBe(1107);
  });
});
