/**
 * The header's 修改密码 in a real browser (issue 44, item 9): an account that signs in by SMS code only is told it has
 * no password to change, with no form asking for an 原密码 it does not have, and no change is tried; a password account
 * gets the form. mock-server sends every SMS code as MOCK_SMS_CODE=246810 (shell/scripts/e2e.ts). Screenshots go to the
 * temporary folder (own-password-*.png).
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { API } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const SMS_CODE = '246810';

/** A screenshot once the dialog's entrance (and its label's) has finished: mid-fade it shows through the page. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  await page.screenshot({ path: path.join(os.tmpdir(), `own-password-${name}.png`) });
}

describe('修改密码', () => {
  it('tells an SMS-only account it has no password to change, asks for none and tries nothing', async () => {
    // An account of its own, on a phone no other journey sends codes to (a phone's resend cool-down would hold it up).
    const admin = await openPage();
    await signIn(admin, 'admin');
    const account = `smsonly${Date.now().toString(36)}`;
    const phone = `+852 6${String(Date.now()).slice(-7)}`;
    const created = await callAsUser(admin, 'POST', API.adminCreate, { account, signinMethod: 'sms', phone, role: 'reader', isSuperAdmin: false, permission: ['/articles/library'] });
    expect(created.body.code).toBe(0);
    await admin.context().close();

    const page = await openPage();
    await page.goto(`${BASE_URL}/sms/login`);
    // The light page is pre-rendered: typing counts once React has it (shared-ui startLightPage).
    await page.locator('#root[data-interactive="true"]').waitFor();
    await page.getByLabel('手机号').fill(phone);
    await page.getByTestId('sms-send').click();
    await page.getByText('验证码已发送，请查收短信').waitFor();
    await page.getByRole('textbox', { name: '短信验证码' }).fill(SMS_CODE);
    await page.getByRole('button', { name: '登录', exact: true }).click();
    await page.waitForURL(/\/home$/);
    expect(await page.getByTestId('current-account').innerText()).toBe(account);

    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes(`/v2/cms/${API.password}`)) changes.push(request.url());
    });
    await page.getByTestId('change-password').click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByTestId('password-sms-only').getByText('本账号仅使用短信验证码登录，没有登录密码可修改').waitFor();
    expect(await dialog.locator('input').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: '确认修改' }).count()).toBe(0);
    await shot(page, 'sms-only');
    await dialog.getByRole('button', { name: '知道了' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(changes).toEqual([]);
    await page.context().close();
  });

  it('asks a password account for its 原密码, as before', async () => {
    const page = await openPage();
    await signIn(page, 'reader');
    await page.getByTestId('change-password').click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByLabel('原密码').waitFor();
    expect(await dialog.getByTestId('password-sms-only').count()).toBe(0);
    await shot(page, 'form');
    await dialog.getByRole('button', { name: '取消' }).click();
    await page.context().close();
  });
});
