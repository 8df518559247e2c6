/** Session rules of spec §4/§9: an invalid session shows a message and logs out after 3 seconds. */
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

describe('session', () => {
  it('logs out 3 s after the server stops honouring the session', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    // The server ends the session (as expiry would); the browser still holds its cookies.
    const res = await page.request.get(`${BASE_URL}/v2/cms/login/signout`);
    expect(res.status()).toBe(200);
    // The product runs with CMS_INACTIVITY_MS=4000: staying still makes it ask login/detectactive, which fails.
    const message = page.getByTestId('session-invalid');
    await message.waitFor({ timeout: 20_000 });
    const shownAt = Date.now();
    expect(await message.innerText()).toContain('登录已失效');
    expect(page.url()).not.toMatch(/\/login/);
    await page.waitForURL(/\/login/, { timeout: 10_000 });
    const elapsed = Date.now() - shownAt;
    expect(elapsed).toBeGreaterThanOrEqual(2_000);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('sessionID');
    await page.context().close();
  });

  it('logs out from the header and clears the cookies', async () => {
    const page = await openPage();
    await signIn(page, 'reader');
    await page.getByRole('button', { name: '退出登录' }).click();
    await page.waitForURL(/\/login/);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('sessionID');
    await page.context().close();
  });
});
