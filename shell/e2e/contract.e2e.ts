/**
 * The contract page (issue 31): a super admin opens 接口约定 from 权限管理 and reads the OpenAPI document in Swagger
 * UI; the viewer's chunk is fetched only then (not by /login, not by /home); an account without the super-admin right
 * is refused the page, and the document the shell's server serves for it (issue 44: it was served to anyone).
 */
import { ErrorCode } from 'shared-ui/contract';
import { CONTRACT_DOCUMENT_URL } from '../src/contract/contractPage';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(async () => {
  await closeBrowser();
});

/** Swagger UI's own bundle: the only chunk that carries its stylesheet's class names. */
const isViewerChunk = async (url: string, page: import('playwright-core').Page) =>
  url.endsWith('.js') && (await (await page.request.get(url)).text()).includes('opblock-summary');

describe('the contract page', () => {
  it('shows the document to a super admin, loading the viewer only on that page', async () => {
    const page = await openPage();
    const scripts: string[] = [];
    page.on('response', (r) => {
      const url = r.url().split('?')[0] ?? '';
      if (url.endsWith('.js')) scripts.push(url);
    });
    await signIn(page, 'admin');
    await page.waitForLoadState('networkidle');
    const beforeViewer = [...scripts];
    for (const url of beforeViewer) expect({ url, viewer: await isViewerChunk(url, page) }).toEqual({ url, viewer: false });

    await page.goto(`${BASE_URL}/permission`);
    await page.getByTestId('contract-link').click();
    await page.waitForURL(/\/permission\/contract$/);
    // Swagger UI is a large chunk (~400 KB gzip) and the document several MB: on a loaded machine this takes a while.
    await page.getByTestId('contract-page').waitFor({ timeout: 60_000 });
    // One call family at a time: the first (登录与会话) shown, each operation with its role rule, owners and codes.
    await page.locator('.swagger-ui .opblock-tag', { hasText: '登录与会话' }).waitFor({ timeout: 60_000 });
    await page.locator('.opblock-summary', { hasText: '/login/signin' }).click();
    await page.getByText('角色规则：无需登录').waitFor();
    // Another family, picked from the list of all of them: a module base, its publish for publishers only.
    await page.getByLabel(/接口分组（共 \d+ 组）/).click();
    expect(await page.getByRole('option').count()).toBeGreaterThan(90);
    await page.getByRole('option', { name: /operation\/common\/splash\// }).click();
    // Swagger UI draws the picked family anew (its part of the several-MB document): on a loaded machine, as the first
    // family, this has taken more than the default 15 s (a clean-clone CI run, stop 65).
    await page.locator('.opblock-summary', { hasText: '/operation/common/splash/publish' }).first().click({ timeout: 60_000 });
    await page.getByText('角色规则：publisher（发布）').first().waitFor();
    await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? '/tmp'}/contract-page.png` });
    const viewerLoaded = [];
    for (const url of scripts.filter((u) => !beforeViewer.includes(u))) if (await isViewerChunk(url, page)) viewerLoaded.push(url);
    expect(viewerLoaded).toHaveLength(1);
    await page.context().close();
  });

  it('is refused to an account without the super-admin right, and so is its document; to no one signed in at all', async () => {
    const page = await openPage();
    const signedOut = await page.request.get(`${BASE_URL}${CONTRACT_DOCUMENT_URL}`);
    expect([signedOut.status(), ((await signedOut.json()) as { code: number }).code]).toEqual([401, ErrorCode.SessionInvalid]);
    await signIn(page, 'editor');
    await page.goto(`${BASE_URL}/permission/contract`);
    await page.getByText('抱歉，您没有该模块的权限').first().waitFor();
    expect(await page.getByTestId('contract-page').count()).toBe(0);
    const editor = await page.request.get(`${BASE_URL}${CONTRACT_DOCUMENT_URL}`);
    expect([editor.status(), ((await editor.json()) as { msg: string }).msg]).toEqual([403, '抱歉，您没有该模块的权限']);
    await page.context().close();
  });
});
