/**
 * The H5 release system (remote-h5) in a real browser: a folder made, an HTML page with its stylesheet uploaded,
 * a rename refused (1401), a git version attached, pre-published after the check, published at a time just ahead
 * (the server's clock moved), the live page opened, a new version uploaded over it (overwrite: yes), published,
 * revoked, and the old page back. A bad upload is refused with its reasons and stores nothing. /h5/config refuses a
 * value that is not JSON (1023); /h5/newsystem shows the folders. Other journeys share the server: unique names only.
 */
import type { Page } from 'playwright-core';
import type { H5FolderListing } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { advanceServerClock, callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const API = 'h5backend/system/files/';
const RELEASE = '/h5/relesesystem';
const FOLDER = `e2e-h5-${Date.now().toString(36)}`;
const GIT_V1 = 'a1b2c3d';
const GIT_V2 = 'b2c3d4e';

const pageHtml = (version: string) =>
  Buffer.from(`<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${version}</title><link rel="stylesheet" href="app.css"></head><body><h1 id="title">${version}</h1></body></html>`);
const STYLESHEET = Buffer.from('#title { color: rgb(200, 16, 46); }');

const dialog = (page: Page) => page.getByRole('dialog');
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const toast = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();
const liveUrl = (file: string) => `${BASE_URL}/h5-live/${FOLDER}/${file}`;

async function folderListing(page: Page, id: number): Promise<H5FolderListing> {
  const res = await callAsUser<H5FolderListing>(page, 'GET', `${API}folder/${String(id)}`);
  expect(res.body.code).toBe(0);
  return res.body.data;
}

/** What the live URL serves now (status and the page's heading). */
async function liveTitle(page: Page, file = 'index.html'): Promise<{ status: number; title: string | null }> {
  const res = await page.request.get(liveUrl(file));
  const text = await res.text();
  return { status: res.status(), title: /<h1 id="title">([^<]*)<\/h1>/.exec(text)?.[1] ?? null };
}

async function selectRows(page: Page, texts: string[]): Promise<void> {
  for (const text of texts) await rowWith(page, text).getByRole('checkbox').check();
}

/** Opens the live page from the release view's link (a new tab) and reads its heading and the stylesheet's colour. */
async function openLiveFromReleaseView(page: Page): Promise<{ title: string; color: string }> {
  await page.goto(`${BASE_URL}${RELEASE}/release`);
  const link = page.getByRole('link', { name: `/h5-live/${FOLDER}/index.html` });
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.locator('#title').waitFor();
  const seen = { title: await tab.locator('#title').innerText(), color: await tab.locator('#title').evaluate((el) => getComputedStyle(el).color) };
  await tab.close();
  return seen;
}

/** A fresh page signed in as `who`, at `path` (under the shell) when given. */
async function signedInPage(who: Parameters<typeof signIn>[1], path?: string): Promise<Page> {
  const page = await openPage();
  await signIn(page, who);
  if (path) await page.goto(`${BASE_URL}${path}`);
  return page;
}

let folderId = 0;

/** Waits until the workspace shows that folder, loaded (its upload inputs enabled): the previous one is gone by then. */
async function openedFolder(page: Page, id: number): Promise<void> {
  const workspace = page.locator(`[data-testid="folder-workspace"][data-folder-id="${String(id)}"]`);
  await workspace.getByRole('button', { name: '上传文件', exact: true }).and(page.locator(':enabled')).waitFor();
}

describe('H5 release system', () => {
  // About forty steps through a real browser (its timeout, at the end, is above the default 90 s for a busy machine).
  it('takes a page from upload to live, replaces it, revokes the new version and shows the old one again', async () => {
    const page = await signedInPage('admin', '/h5/relesesystem');
    await page.waitForURL(/\/h5\/relesesystem\/edit$/);

    // A new folder: offered 未命名文件夹…, named by the person.
    await page.getByRole('button', { name: '新建文件夹' }).click();
    const name = dialog(page).getByLabel('文件夹名称');
    expect(await name.inputValue()).toMatch(/^未命名文件夹\d*$/);
    await name.fill(FOLDER);
    await name.press('Enter');
    await toast(page, '文件夹已创建');
    await rowWith(page, FOLDER).getByRole('button', { name: FOLDER, exact: true }).click();
    await page.waitForURL(/\?folder=\d+$/);
    folderId = Number(new URL(page.url()).searchParams.get('folder'));
    await openedFolder(page, folderId);

    // The page and its stylesheet.
    await page.getByTestId('upload-files-input').setInputFiles([
      { name: 'index.html', mimeType: 'text/html', buffer: pageHtml('版本一') },
      { name: 'app.css', mimeType: 'text/css', buffer: STYLESHEET },
    ]);
    await dialog(page).getByText('将上传 2 个文件（新文件 2 个，覆盖 0 个）。').waitFor();
    await dialog(page).getByRole('button', { name: '开始上传' }).click();
    await toast(page, '上传完成：成功 2 个');
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await rowWith(page, 'app.css').waitFor();

    // A rename onto a name that exists: 1401, the dialog keeps what was typed.
    await rowWith(page, 'app.css').getByRole('button', { name: '重命名 app.css' }).click();
    const newName = dialog(page).getByLabel('新名称');
    await newName.fill('index.html');
    await newName.press('Enter');
    await dialog(page).getByText('名称已存在').waitFor();
    expect(await newName.inputValue()).toBe('index.html');
    await dialog(page).getByRole('button', { name: '取消' }).click();

    // A git version, then pre-publish after the check.
    await selectRows(page, ['index.html', 'app.css']);
    await page.getByRole('button', { name: '关联 git 版本' }).click();
    await dialog(page).getByLabel('git 版本').fill(GIT_V1);
    await dialog(page).getByRole('button', { name: '关联' }).click();
    await toast(page, `已为 2 个文件关联 git 版本 ${GIT_V1}`);
    await rowWith(page, 'index.html').getByText(GIT_V1).waitFor();
    await selectRows(page, ['index.html', 'app.css']);
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByText('选中 2 个文件，2 个通过检查').waitFor();
    await dialog(page).getByRole('button', { name: '预发布 2 个文件' }).click();
    await toast(page, '预发布成功：2 个文件已进入预发布列表');

    // Publish both at the preset time (about ten minutes ahead); it goes live when the server's clock gets there.
    await page.getByRole('tab', { name: '预发布' }).click();
    await page.waitForURL(/\/prerelease$/);
    await selectRows(page, [`${FOLDER}/index.html`, `${FOLDER}/app.css`]);
    await page.getByRole('button', { name: /^发布选中/ }).click();
    await dialog(page).getByLabel('定时发布').check();
    await dialog(page).getByRole('button', { name: '检查并发布' }).click();
    await toast(page, /已定时发布 2 个文件，将于 .* 上线/);
    expect((await liveTitle(page)).status).toBe(404);
    await advanceServerClock(page, 12 * 60_000);
    expect(await liveTitle(page)).toEqual({ status: 200, title: '版本一' });
    // The clock goes back, so later steps and journeys take their times from the same "now" as the server.
    await advanceServerClock(page, -12 * 60_000);

    // The live page, opened from the release view in a new tab, with its stylesheet applied.
    expect(await openLiveFromReleaseView(page)).toEqual({ title: '版本一', color: 'rgb(200, 16, 46)' });

    // A new version over the live one: the upload asks, and replaces only after a yes.
    await page.goto(`${BASE_URL}${RELEASE}/edit?folder=${String(folderId)}`);
    await openedFolder(page, folderId);
    await rowWith(page, 'index.html').waitFor();
    await page.getByTestId('upload-files-input').setInputFiles([{ name: 'index.html', mimeType: 'text/html', buffer: pageHtml('版本二') }]);
    await dialog(page).getByText('以下 1 个文件已存在，是否覆盖？').waitFor();
    await dialog(page).getByLabel('覆盖 index.html').check();
    await dialog(page).getByRole('button', { name: '开始上传' }).click();
    await toast(page, '上传完成：成功 1 个');
    await dialog(page).getByRole('button', { name: '关闭' }).click();
    await rowWith(page, 'index.html').getByText('已修改', { exact: true }).waitFor();
    await selectRows(page, ['index.html']);
    await page.getByRole('button', { name: '关联 git 版本' }).click();
    await dialog(page).getByLabel('git 版本').fill(GIT_V2);
    await dialog(page).getByRole('button', { name: '关联' }).click();
    await toast(page, `已为 1 个文件关联 git 版本 ${GIT_V2}`);
    await selectRows(page, ['index.html']);
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByRole('button', { name: '预发布 1 个文件' }).click();
    await toast(page, '预发布成功：1 个文件已进入预发布列表');

    // Published now.
    await page.getByRole('tab', { name: '预发布' }).click();
    await selectRows(page, [`${FOLDER}/index.html`]);
    await page.getByRole('button', { name: /^发布选中/ }).click();
    await dialog(page).getByRole('button', { name: '检查并发布' }).click();
    await toast(page, '发布成功：1 个文件已上线');
    expect(await liveTitle(page)).toEqual({ status: 200, title: '版本二' });

    // Revoke: the confirmation says the previous version comes back, and it does.
    await page.getByRole('tab', { name: '已发布' }).click();
    const liveRow = rowWith(page, `/h5-live/${FOLDER}/index.html`);
    await liveRow.getByText(GIT_V2).waitFor();
    await liveRow.getByRole('button', { name: `撤销 ${FOLDER}/index.html` }).click();
    await dialog(page).getByText(`撤销后，${FOLDER}/index.html 将恢复为上一个发布的版本`).waitFor();
    await dialog(page).getByRole('button', { name: '撤销' }).click();
    await toast(page, `撤销成功：已恢复上一版本（git ${GIT_V1}）`);
    expect(await openLiveFromReleaseView(page)).toEqual({ title: '版本一', color: 'rgb(200, 16, 46)' });

    // The history names every publish and the revoke, with the operator.
    const history = page.getByTestId('release-history');
    await history.getByRole('row').filter({ hasText: `${FOLDER}/index.html` }).filter({ hasText: '撤销' }).first().waitFor();
    expect(await history.getByRole('row').filter({ hasText: `${FOLDER}/` }).count()).toBeGreaterThanOrEqual(4);
    expect(await history.getByRole('row').filter({ hasText: `${FOLDER}/index.html` }).first().innerText()).toContain('admin');
    await page.context().close();
  }, 180_000);

  it('refuses a bad upload in the browser with its reasons and stores nothing; the server refuses it too', async () => {
    const page = await signedInPage('admin');
    if (folderId === 0) {
      const made = await callAsUser<{ id: number }>(page, 'POST', `${API}add`, { parent_id: 0, file_name: `${FOLDER}-bad` });
      folderId = made.body.data.id;
    }
    const before = (await folderListing(page, folderId)).children.map((c) => c.file_name).sort();
    await page.goto(`${BASE_URL}${RELEASE}/edit?folder=${String(folderId)}`);
    await openedFolder(page, folderId);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`${API}upload`)) sent.push(request.url());
    });
    await page.getByTestId('upload-files-input').setInputFiles([
      { name: '../evil.html', mimeType: 'text/html', buffer: Buffer.from('<h1>escape</h1>') },
      { name: 'run.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    const refused = dialog(page).getByTestId('upload-refused');
    await refused.getByText('以下 2 个文件不会上传').waitFor();
    expect(await refused.innerText()).toContain('../evil.html：路径不能包含 ..');
    expect(await refused.innerText()).toMatch(/run\.exe：不支持的文件类型 \.exe/);
    expect(await dialog(page).getByRole('button', { name: '开始上传' }).isDisabled()).toBe(true);
    await dialog(page).getByRole('button', { name: '取消' }).click();
    expect(sent).toEqual([]);

    // Nothing was sent. A hand-made request past the browser's check meets the same rules on the server.
    const check = await callAsUser<{ refused: { path: string; reason: string }[] }>(page, 'POST', `${API}upload/check`, { folder_id: folderId, paths: ['../evil.html', 'run.exe'] });
    expect(check.body.data.refused).toEqual([
      { path: '../evil.html', reason: '路径不能包含 ..' },
      { path: 'run.exe', reason: expect.stringContaining('不支持的文件类型 .exe') as unknown as string },
    ]);
    const upload = await callAsUser(page, 'POST', `${API}upload`, { folder_id: folderId, path: '../evil.html', data: Buffer.from('<h1>x</h1>').toString('base64') });
    expect(upload.body.code).toBe(1106);
    expect((await folderListing(page, folderId)).children.map((c) => c.file_name).sort()).toEqual(before);
    expect((await folderListing(page, 0)).children.some((c) => c.file_name === 'evil.html')).toBe(false);
    await page.context().close();
  });

  it('shows an editor the file actions but no pre-publish, and the prerelease list without publish', async () => {
    const page = await signedInPage('editor', `${RELEASE}/edit`);
    const toolbar = page.getByRole('toolbar', { name: '文件操作' });
    await toolbar.getByRole('button', { name: '新建文件夹' }).waitFor();
    expect(await toolbar.getByRole('button', { name: '预发布', exact: true }).count()).toBe(0);
    await page.getByRole('tab', { name: '预发布' }).click();
    await page.locator('.MuiDataGrid-root').waitFor();
    expect(await page.getByRole('button', { name: /^发布选中/ }).count()).toBe(0);
    await page.context().close();
  });
});

describe('H5 config and overview', () => {
  it('refuses a config value that is not JSON (1023), in the form and on the server', async () => {
    const page = await signedInPage('admin', '/h5/config');
    await page.waitForURL(/\/h5\/config\/stock$/);
    await page.getByTestId('module-screen-h5/stockConfig').waitFor();
    const key = page.locator('input[name="config_key"]');
    await key.fill(`e2e.${FOLDER.replace(/-/g, '_')}`);
    await page.locator('textarea[name="config_value"]').fill('{enabled: true}');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('配置项必须为 JSON 格式').first().waitFor();

    const refused = await callAsUser(page, 'POST', 'h5backend/config/stock/save', { config_key: 'e2e.not_json', config_value: '{enabled: true}', remark: '' });
    expect(refused.body.code).toBe(1023);
    expect(refused.body.msg).toBe('配置项必须为 JSON 格式');

    // The other products are tabs of the same page.
    await page.getByRole('tab', { name: '公共' }).click();
    await page.waitForURL(/\/h5\/config\/common$/);
    await page.getByTestId('module-screen-h5/commonConfig').waitFor();
    await page.context().close();
  });

  it('lists every top-level folder on /h5/newsystem with what is live in it', async () => {
    const page = await signedInPage('admin');
    const extra = `${FOLDER}-overview`;
    await callAsUser(page, 'POST', `${API}add`, { parent_id: 0, file_name: extra });
    await page.goto(`${BASE_URL}/h5/newsystem`);
    const folders = page.getByRole('table', { name: '项目' });
    await folders.getByRole('link', { name: 'wm-fund-guide', exact: true }).waitFor();
    expect(await folders.getByRole('row').filter({ hasText: extra }).innerText()).toContain('未上线');
    if (folderId !== 0) {
      const ours = folders.getByRole('row').filter({ has: page.getByRole('link', { name: FOLDER, exact: true }) });
      // The newest publish in it was version two (revoked since): its git id and its live entry page.
      expect(await ours.innerText()).toMatch(new RegExp(`${GIT_V1}|${GIT_V2}`));
      await ours.getByRole('link', { name: new RegExp(`^/h5-live/${FOLDER}/`) }).waitFor();
    }
    await page.getByRole('table', { name: '即将定时发布' }).waitFor();
    await page.context().close();
  });
});
