import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { queryClient } from 'shared-ui/components';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { preloadScreen } from './App';
import { BASE, ROOT, file, listing, paged } from './testing/h5Fixtures';
import { renderH5 } from './testing/renderH5';

const backend = fakeBackendPerTest();
// A DataGrid under jsdom with user-event typing takes seconds; with every workspace suite running at once, 5 s is too tight.
const location = () => screen.getByTestId('location').textContent;

describe('remote-h5 routes', () => {
  beforeEach(() => backend.current.on(`GET ${BASE}folder/0`, { body: ok(ROOT) }).on(`GET ${BASE}folder/12`, { body: ok(listing(12, 'activity', [])) }));

  it('opens /h5/relesesystem at its edit view, and the tabs are sub-routes', async () => {
    backend.current.on(`GET ${BASE}prepublish/list`, { body: ok(paged([])) });
    renderH5('/h5/relesesystem');
    await waitFor(() => expect(location()).toBe('/h5/relesesystem/edit'));
    expect(screen.getByRole('tab', { name: '文件编辑' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(screen.getByRole('tab', { name: '预发布' }));
    await waitFor(() => expect(location()).toBe('/h5/relesesystem/prerelease'));
    expect(await screen.findByText('暂无数据')).toBeTruthy();
  });

  it('opens a folder on its own page from the tree, and redirects the ?id= form to it', async () => {
    renderH5('/h5/relesesystem/operationFolder?id=12');
    await waitFor(() => expect(location()).toBe('/h5/relesesystem/operationFolder/12'));
    expect(await screen.findByText('文件夹：activity')).toBeTruthy();
    expect(screen.getByRole('link', { name: '在文件树中查看' }).getAttribute('href')).toBe('/h5/relesesystem/edit?folder=12');
  });

  it('asks which folder when operationFolder has none', async () => {
    renderH5('/h5/relesesystem/operationFolder');
    expect(await screen.findByText('请选择要操作的文件夹：')).toBeTruthy();
    await userEvent.setup().click(await screen.findByTestId('tree-folder-12'));
    await waitFor(() => expect(location()).toBe('/h5/relesesystem/operationFolder/12'));
  });

  it('opens /h5/config at the stock tab, each product a tab with its module screen', async () => {
    backend.current.on('GET h5backend/config/stock/content', { body: ok(null) }).on('GET h5backend/config/wm/content', { body: ok(null) });
    renderH5('/h5/config');
    await waitFor(() => expect(location()).toBe('/h5/config/stock'));
    expect(await screen.findByTestId('module-screen-h5/stockConfig')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '股票' }).getAttribute('aria-selected')).toBe('true');
    await userEvent.setup().click(screen.getByRole('tab', { name: '理财' }));
    expect(await screen.findByTestId('module-screen-h5/wmConfig')).toBeTruthy();
    expect(location()).toBe('/h5/config/wm');
    for (const name of ['统一产品官网', '公共']) expect(screen.getByRole('tab', { name })).toBeTruthy();
  });

  it('offers a restricted account only the products it holds, opening the first', async () => {
    backend.current.on('GET h5backend/config/wm/content', { body: ok(null) });
    renderH5('/h5/config', 'editor', { permission: ['/h5/config/wm'] });
    await waitFor(() => expect(location()).toBe('/h5/config/wm'));
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(expect.arrayContaining(['理财']));
    expect(screen.queryByRole('tab', { name: '股票' })).toBeNull();
  });

  it('lists the four configs on /h5/modulesEdit', () => {
    renderH5('/h5/modulesEdit');
    for (const title of ['股票 H5 配置', '理财 H5 配置', '统一产品官网配置', '公共 H5 配置']) expect(screen.getByText(title)).toBeTruthy();
    expect(screen.getByText('股票 H5 配置').closest('a')?.getAttribute('href')).toBe('/h5/config/stock');
  });
});

describe("remote-h5 · the guard's early start", () => {
  afterEach(() => queryClient.clear());

  it("asks for the address's folder with the check, and the edit view shows that answer without asking again", async () => {
    backend.current.on(`GET ${BASE}folder/0`, { body: ok(ROOT) }).on(`GET ${BASE}folder/12`, { body: ok(listing(12, 'activity', [file(31, 'early.html')])) });
    preloadScreen('/relesesystem/edit', '?folder=12');
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}folder/12`)).toHaveLength(1));
    renderH5('/h5/relesesystem/edit?folder=12', 'publisher', { queryClient });
    expect(await screen.findByText('early.html')).toBeTruthy();
    expect(backend.current.callsTo(`GET ${BASE}folder/12`)).toHaveLength(1);
  });

  it('asks for the overview with the check, and /h5/newsystem shows it without asking again', async () => {
    backend.current.on(`GET ${BASE}overview`, { body: ok({ folders: [], upcoming: [] }) });
    preloadScreen('/newsystem');
    await waitFor(() => expect(backend.current.callsTo(`GET ${BASE}overview`)).toHaveLength(1));
    renderH5('/h5/newsystem', 'publisher', { queryClient });
    expect(await screen.findAllByText('暂无数据')).toHaveLength(2);
    expect(backend.current.callsTo(`GET ${BASE}overview`)).toHaveLength(1);
  });
});
