/**
 * remote-common's public pages on a 390 × 844 phone in real Chromium (issue 30): the SMS-code sign-in of a staff
 * member without a password, through to a working console session; the SMS code look-up, refused without a session
 * (page and server) and for an account without 验证码配置, used after an SMS sign-in that comes back to it, and
 * logged; the batch-activity page a campaign link opens. No page scrolls sideways. mock-server runs with
 * MOCK_SMS_CODE=246810 (shell/scripts/e2e.ts). Screenshots go to the temporary folder (public-*.png).
 *
 * And every public page is a light page (issue 32): no federation file asked for, ≤ 8 script requests, ≤ 150 KB of
 * script (gzip -9), its heading in the HTML the server sends (painted before any script runs), signed in or not.
 */
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { SESSION_COOKIES, SMS_API, dialectEndpoint, formatCmsTime, seedImagePath, workflowPath, type WorkflowAction } from 'shared-ui/contract';
import { FEDERATION_FILES, loadAndWeigh } from './pageWeight';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const SMS_CODE = '246810';
/** Seeded phones (mock-server db/seed.ts): one per journey, so no cool-down holds a later one up. */
const PHONES = { support: '139 0013 9000', admin: '+852 9123 4567', editor: '+86 138 0013 8000' } as const;

async function phonePage(): Promise<Page> {
  const page = await openPage();
  await page.setViewportSize({ width: 390, height: 844 });
  return page;
}

async function expectNoSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
}

const MOCK_URL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT ?? '4100'}`;
const ACTIVITY_BASE = 'operation/common/activity/';
const CAMPAIGN = `港股打新季 ${String(Date.now() % 1000)}`;

/**
 * A broker activity of this journey, published by admin and live from mock-server's now for a day: other journeys move
 * mock-server's clock, so the seeded activities' windows may be over by the time this one runs. It starts at the
 * server's own now (a start up to 60 s past is taken) rather than moving the clock, which later journeys read.
 */
async function publishLiveActivity(): Promise<void> {
  const admin = await openPage();
  await signIn(admin, 'admin');
  const clock = await admin.request.get(`${MOCK_URL}/__test/clock`);
  const now = ((await clock.json()) as { data: { epochMs: number } }).data.epochMs;
  // Pre-published to start a minute ahead; published with no start time, which means now (a preset time may not be
  // earlier than now, even by the seconds between the two calls).
  const window = { start_time: formatCmsTime(now + 60_000), end_time: formatCmsTime(now + 24 * 3_600_000) };
  const values = {
    type: 'broker',
    title: CAMPAIGN,
    banner: seedImagePath('common-activity-open-gift', { width: 750, height: 300 }),
    summary: '新股认购免手续费，融资利率低至 1.8%',
    jump_type: 'h5',
    jump_target: 'https://m.example-broker.com/activity/ipo-season',
    target_users: 2,
    system: 0,
  };
  const call = async (action: WorkflowAction, body: Record<string, unknown>) => {
    const res = await callAsUser<{ id: number }>(admin, dialectEndpoint(undefined, action).method as 'POST' | 'PUT', workflowPath(ACTIVITY_BASE, action), body);
    if (res.body.code !== 0) throw new Error(`${action}: ${JSON.stringify(res.body)}`);
    return res.body.data;
  };
  await call('save', values);
  const { id } = await call('prepublish', { ...values, ...window });
  await call('publish', { id, end_time: window.end_time });
  await admin.context().close();
}

const shot = (page: Page, name: string) => page.screenshot({ path: path.join(os.tmpdir(), `public-${name}.png`), fullPage: true });

/**
 * A light page is pre-rendered: what is typed before React takes it over can be lost (CI once clicked 获取验证码 on a
 * form whose phone React had just reset). Its #root says when it is React's (shared-ui startLightPage).
 */
const interactive = (page: Page) => page.locator('#root[data-interactive="true"]').waitFor();

/** Phone, 获取验证码, the code, 登录 — as a person does it on /sms/login. */
async function signInBySms(page: Page, phone: string): Promise<void> {
  await interactive(page);
  await page.getByLabel('手机号').fill(phone);
  await page.getByTestId('sms-send').click();
  await page.getByText('验证码已发送，请查收短信').waitFor();
  expect(await page.getByTestId('sms-send').innerText()).toMatch(/^\d+ 秒后重发$/);
  await page.getByRole('textbox', { name: '短信验证码' }).fill(SMS_CODE);
  await page.getByRole('button', { name: '登录', exact: true }).click();
}

describe('SMS-code sign-in on a phone', () => {
  it('signs a staff member without a password in, onto the console, with the session a password sign-in opens', async () => {
    const page = await phonePage();
    await page.goto(`${BASE_URL}/login`);
    await page.getByTestId('sms-login-link').click();
    await page.getByRole('heading', { name: '短信验证码登录' }).waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'sms-login');

    await signInBySms(page, PHONES.support);
    await page.waitForURL(/\/home$/);
    expect(await page.getByTestId('current-account').innerText()).toBe('support');
    const cookies = new Map((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect([SESSION_COOKIES.uid, SESSION_COOKIES.session, SESSION_COOKIES.group].map((name) => Boolean(cookies.get(name)))).toEqual([true, true, true]);
    expect(cookies.get(SESSION_COOKIES.group)).toBe('reader');

    // The console works as after a password sign-in: the granted module opens, read-only for a reader.
    await page.goto(`${BASE_URL}/operation/common/modules/verifycode`);
    await page.getByRole('heading', { name: '验证码配置' }).first().waitFor();
    await page.context().close();
  });
});

describe('SMS code look-up on a phone', () => {
  it('is refused without a session, by the page and by the server', async () => {
    const page = await phonePage();
    await page.goto(`${BASE_URL}/sms/query`);
    await page.getByTestId('sms-query-signed-out').waitFor();
    expect(await page.getByTestId('sms-query-signed-out').innerText()).toContain('查询短信验证码需要先登录后台');
    await expectNoSidewaysScroll(page);
    await shot(page, 'sms-query-signed-out');
    const answer = await page.request.get(`${BASE_URL}/v2/cms/${SMS_API.lookup}?phone=${encodeURIComponent('+8613800138000')}`);
    expect(answer.status()).toBe(401);
    await page.context().close();
  });

  it('is refused to an account without 验证码配置', async () => {
    const page = await openPage();
    await signIn(page, 'editor');
    await page.goto(`${BASE_URL}/sms/query`);
    expect(await page.getByTestId('sms-query-refused').innerText()).toContain('账号 editor 没有查询短信验证码的权限');
    const answer = await page.request.get(`${BASE_URL}/v2/cms/${SMS_API.lookup}?phone=${encodeURIComponent('+8613800138000')}`);
    expect(answer.status()).toBe(403);
    await page.context().close();
  });

  it('after an SMS sign-in that comes back here, shows a phone’s codes (last two digits only) and logs the look-up', async () => {
    // A code was sent to the editor's phone (someone signing in); support looks it up.
    const caller = await phonePage();
    await caller.goto(`${BASE_URL}/sms/login`);
    await interactive(caller);
    await caller.getByLabel('手机号').fill(PHONES.editor);
    await caller.getByTestId('sms-send').click();
    await caller.getByText('验证码已发送，请查收短信').waitFor();
    await caller.context().close();

    const page = await phonePage();
    await page.goto(`${BASE_URL}/sms/query`);
    await page.getByRole('link', { name: '短信验证码登录' }).click();
    await page.getByRole('heading', { name: '短信验证码登录' }).waitFor();
    await signInBySms(page, PHONES.admin);
    await page.waitForURL(/\/sms\/query$/);
    await page.getByText('当前账号：admin').waitFor();

    await page.getByLabel('手机号').fill('13800138000');
    await page.getByRole('button', { name: '查询' }).click();
    const result = page.getByTestId('sms-lookup-result');
    await result.waitFor();
    expect(await result.innerText()).toContain('员工账号：editor');
    const first = page.getByTestId('sms-code-row').first();
    expect(await first.innerText()).toContain('****10');
    expect(await first.innerText()).toContain('有效');
    expect(await page.locator('body').innerText()).not.toContain(SMS_CODE);
    await page.getByTestId('sms-lookup-log').getByText('admin 查询了 +86 138 0013 8000').waitFor();
    await expectNoSidewaysScroll(page);
    await shot(page, 'sms-query');
    await page.context().close();
  });
});

describe('batch-activity page on a phone', () => {
  it("shows an app's live activities with their banners, and says when a link is wrong", async () => {
    await publishLiveActivity();
    const page = await phonePage();
    await page.goto(`${BASE_URL}/batch/activitypage?type=broker`);
    await page.getByRole('heading', { name: '证券 App · 活动中心' }).waitFor();
    // The newest start comes first: this journey's activity.
    const card = page.getByTestId('batch-activity').first();
    await card.waitFor();
    expect(await card.innerText()).toContain(CAMPAIGN);
    expect(await card.innerText()).toContain('已开户用户专享');
    await card.getByRole('img', { name: CAMPAIGN }).scrollIntoViewIfNeeded();
    await page.waitForFunction((title) => {
      const img = document.querySelector<HTMLImageElement>(`img[alt="${title}"]`);
      return img !== null && img.complete && img.naturalWidth === 750;
    }, CAMPAIGN);
    expect(await card.getByRole('link', { name: '立即参与' }).getAttribute('href')).toBe('https://m.example-broker.com/activity/ipo-season');
    await expectNoSidewaysScroll(page);
    await shot(page, 'batch-activity');

    // The wealth app's page: its live activities, or (its seeds' windows over) that nothing runs now; never the broker's.
    await page.goto(`${BASE_URL}/batch/activitypage?type=wm`);
    await page.getByRole('heading', { name: '理财 App · 活动中心' }).waitFor();
    await page.getByTestId('batch-activity').or(page.getByText('当前暂无进行中的活动，新活动上线后会在这里展示')).first().waitFor();
    expect(await page.locator('body').innerText()).not.toContain(CAMPAIGN);
    await expectNoSidewaysScroll(page);

    await page.goto(`${BASE_URL}/batch/activitypage?type=nonsense`);
    await page.getByText('活动链接无效，请确认链接完整后再打开').waitFor();
    await page.context().close();
  });
});

describe('a public address no page answers', () => {
  it('tells a visitor with a link to ask who sent it: not the console menu, no home page (issue 44, item 18)', async () => {
    const page = await phonePage();
    await page.goto(`${BASE_URL}/approval/99999?token=not-a-token`);
    const notFound = page.getByTestId('not-found');
    await notFound.getByText('链接可能不完整或已失效，请向发送链接的同事确认地址。').waitFor();
    expect(await notFound.getByRole('heading', { level: 1 }).innerText()).toBe('页面不存在');
    expect(await page.locator('body').innerText()).not.toContain('左侧菜单');
    expect(await page.getByRole('link', { name: '返回首页' }).count()).toBe(0);
    await shot(page, 'not-found-phone');
    await page.context().close();
  });
});

/** Each public page at an address a person opens, with the heading its own content starts with. */
const LIGHT_PAGES = [
  { name: 'approval', path: '/approval/70000?token=not-a-token', heading: '运营发布审批', title: '运营发布审批' },
  { name: 'other-news-approval', path: '/approval/otherstocknews?token=not-a-token', heading: '其他个股资讯下架审批', title: '其他个股资讯下架审批' },
  { name: 'holiday', path: '/holiday/messagelist', heading: '节假日交易安排', title: '节假日交易安排' },
  { name: 'activity', path: '/batch/activitypage?type=broker', heading: '证券 App · 活动中心', title: '证券 App · 活动中心' },
  { name: 'sms-login', path: '/sms/login', heading: '短信验证码登录', title: '短信验证码登录' },
  { name: 'sms-query', path: '/sms/query', heading: '短信验证码查询', title: '短信验证码查询' },
] as const;

/** Issue 32's target for a public page. */
const MAX_SCRIPT_REQUESTS = 8;
const MAX_SCRIPT_GZIP_BYTES = 150 * 1024;

describe('public pages are light pages', () => {
  it.each(LIGHT_PAGES)('$name: its own page, light, its heading in the HTML before any script', async ({ name, path: address, heading, title }) => {
    const page = await openPage();
    // The HTML as the server sends it, no script run: the page's heading is in it (the build pre-rendered it).
    const html = await (await page.request.get(`${BASE_URL}${address}`)).text();
    const firstHeading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(heading.endsWith(firstHeading ?? '(no heading)')).toBe(true);
    expect(html).not.toContain('remoteEntry');

    // React taking the pre-rendered page over says so in the console when the markup differs (a hydration error).
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const weight = await loadAndWeigh(page, `${BASE_URL}${address}`, () => page.getByRole('heading', { name: heading, exact: true }).waitFor());
    expect(errors).toEqual([]);
    console.log(`${address}: ${String(weight.scriptRequests)} scripts, ${(weight.scriptGzipBytes / 1024).toFixed(1)} KB gzip`);
    expect(weight.requested.filter((url) => FEDERATION_FILES.test(new URL(url).pathname))).toEqual([]);
    expect(weight.scriptRequests).toBeLessThanOrEqual(MAX_SCRIPT_REQUESTS);
    expect(weight.scriptGzipBytes).toBeLessThanOrEqual(MAX_SCRIPT_GZIP_BYTES);
    // The tab's title is the page's own once its script has run (under load, a moment after the heading shows).
    await page.waitForFunction((wanted) => document.title === wanted, title, { timeout: 10_000 }).catch(() => undefined);
    expect(await page.title()).toBe(title);
    await shot(page, `light-${name}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page);
    await shot(page, `light-${name}-phone`);
    await page.context().close();
  });

  it('is the same light page to a signed-in staff member', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    // Off the console first: its frame reads the remotes' manifests ahead, which is not this page asking.
    await page.goto('about:blank');
    const weight = await loadAndWeigh(page, `${BASE_URL}/holiday/messagelist`, () => page.getByTestId('holiday-message').first().waitFor());
    expect(weight.requested.filter((url) => FEDERATION_FILES.test(new URL(url).pathname))).toEqual([]);
    expect(await page.title()).toBe('节假日交易安排');
    await page.context().close();
  });
});
