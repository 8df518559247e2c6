/** The menu and the guard (spec §2, §6): admin sees everything, editor only what they were given. */
import { ACCOUNTS, BASE_URL, closeBrowser, fillLogin, menuTexts, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

describe('menu and guard', () => {
  it('shows admin the whole menu', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const texts = await menuTexts(page);
    for (const section of ['内容管理', '运营管理', 'H5 发布', '权限管理']) expect(texts).toContain(section);
    // Always-hidden entries never show, even with full access.
    expect(texts).not.toContain('新增内容入口');
    expect(texts).not.toContain('H5 配置');
    await page.context().close();
  });

  it('shows editor only permitted entries and refuses a typed URL to a forbidden module', async () => {
    const page = await openPage();
    await signIn(page, 'editor');
    const texts = await menuTexts(page);
    expect(texts).toEqual(expect.arrayContaining(['内容管理', '运营管理', 'H5 发布']));
    expect(texts).not.toContain('权限管理');
    expect(texts).not.toContain('资讯库');
    expect(texts).not.toContain('员工持股 App');

    let moduleChecks = 0;
    page.on('request', (req) => {
      if (req.url().includes('/permission/management/module/check')) moduleChecks += 1;
    });
    // A permitted area opens.
    await page.goto(`${BASE_URL}/operation/wm/modulesEdit`);
    await page.getByText('理财 App · 模块编辑').waitFor();
    expect(moduleChecks).toBeGreaterThan(0);
    // A forbidden one is refused, with the module-permission message, and its page never shows.
    await page.goto(`${BASE_URL}/operation/esop/modulesEdit`);
    await page.getByText('抱歉，您没有该模块的权限').first().waitFor();
    expect(page.url()).not.toContain('/operation/esop');
    expect(await page.getByText('员工持股 App · 模块编辑').count()).toBe(0);
    await page.context().close();
  });

  it('shows a reader 文件发布系统 (spec §6 implies it for every list) to read, with no button that writes', async () => {
    const page = await openPage();
    await signIn(page, 'reader');
    expect(await menuTexts(page)).toEqual(expect.arrayContaining(['H5 发布', '文件发布系统']));
    await page.locator('[data-testid="side-menu"] [data-path="/h5/relesesystem"]').click();
    await page.waitForURL(/\/h5\/relesesystem\/edit$/);
    const workspace = page.getByTestId('folder-workspace');
    await workspace.getByRole('row').nth(1).waitFor();
    for (const name of ['新建文件夹', '上传文件', '预发布']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
    const read = await callAsUser(page, 'GET', 'h5backend/system/files/folder/0');
    expect([read.status, read.body.code]).toEqual([200, 0]);
    // The role rule still refuses a reader's write there.
    const write = await callAsUser(page, 'POST', 'h5backend/system/files/add', { parent_id: 0, file_name: 'reader-folder' });
    expect(write.status).toBe(403);
    await page.context().close();
  });

  it('sends a signed-out visitor to /login and a signed-in one away from it', async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/`);
    await page.waitForURL(/\/login$/);
    // With no session the server sends a deep link to the light login page, naming it; sign-in opens it.
    await page.goto(`${BASE_URL}/operation/wm/modulesEdit?from=menu`);
    await page.waitForURL(/\/login\?redirect=%2Foperation%2Fwm%2FmodulesEdit%3Ffrom%3Dmenu$/);
    await page.getByTestId('captcha-image').waitFor();
    await fillLogin(page, ACCOUNTS.admin.account, ACCOUNTS.admin.password);
    await page.waitForURL(/\/operation\/wm\/modulesEdit\?from=menu$/);
    await page.getByTestId('current-account').waitFor();
    await page.goto(`${BASE_URL}/login`);
    await page.waitForURL(/\/home$/);
    await page.context().close();
  });

  it('opens public routes without login', async () => {
    const page = await openPage();
    await page.goto(`${BASE_URL}/approval`);
    await page.waitForURL(/\/approval\/70000$/);
    // The remote's public screen itself shows (a link without a token is refused there, not sent to /login). Waiting
    // for a quiet network instead timed out once in CI under load without saying what was missing.
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('alert').getByText('审批链接无效或已过期').waitFor();
    expect(page.url()).toMatch(/\/approval\/70000$/);
    await page.context().close();
  });
});
