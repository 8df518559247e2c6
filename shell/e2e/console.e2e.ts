/**
 * The console as staff live in it (issue 14's "Broken" list), each in a real browser against the built product:
 * paging that moves, a failed list load that says so, a 1015 that really refreshes, a list that notices an entry
 * going live, two people saving one draft, the caret after an inserted link, the menu folding below 1200 px.
 */
import type { Page } from 'playwright-core';
import { formatCmsTime } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { advanceServerClock, callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const NOTICE = '/operation/br/modules/multideviceLogin';
const NOTICE_BASE = 'operation/common/broker/multidevice/';
const MINUTE = 60_000;

const dialog = (page: Page) => page.getByRole('dialog');
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const pager = (page: Page) => page.getByRole('navigation', { name: '分页' });
const unique = (what: string) => `${what} ${String(Date.now())}：如非本人操作，请立即修改登录密码。`;

/** A pre-published notice made by calls, preset `minutes` ahead of the server's clock; its id. */
async function prepared(page: Page, content: string, minutes: number): Promise<number> {
  const saved = await callAsUser(page, 'POST', `${NOTICE_BASE}save`, { content });
  if (saved.body.code !== 0) throw new Error(`save: ${JSON.stringify(saved.body)}`);
  const res = await callAsUser<{ id: number }>(page, 'POST', `${NOTICE_BASE}prepublish`, { content, push_time: formatCmsTime(Date.now() + minutes * MINUTE) });
  if (res.body.code !== 0) throw new Error(`prepublish: ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

async function signedInPage(width = 1400, height = 900): Promise<Page> {
  const page = await openPage();
  await page.setViewportSize({ width, height });
  await signIn(page, 'admin');
  return page;
}

describe('the console', () => {
  it('pages the article library by 下一页, by a jump of five pages and by the URL', async () => {
    const page = await signedInPage();
    await page.goto(`${BASE_URL}/articles/library?page=2`);
    await pager(page).getByText(/^11–20 共 \d+$/).waitFor();
    expect(await pager(page).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    await pager(page).getByRole('button', { name: '下一页' }).click();
    await pager(page).getByText(/^21–30 共/).waitFor();
    await page.waitForURL(/page=3/);
    await pager(page).getByTitle('向后 5 页').click();
    await pager(page).getByText(/^71–80 共/).waitFor();
    await pager(page).getByRole('button', { name: '第 1 页' }).click();
    await pager(page).getByText(/^1–10 共/).waitFor();
    await page.context().close();
  });

  it('says 加载失败 with 重试 when a list cannot load (a 502), not 暂无数据; 重试 loads it', async () => {
    const page = await signedInPage();
    const content = unique('加载失败');
    await prepared(page, content, 3 * 24 * 60);
    const failing = '**/v2/cms/operation/common/broker/multidevice/prepublish/list**';
    await page.route(failing, (route) => route.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto(`${BASE_URL}${NOTICE}?view=prepublish`);
    const failed = page.getByTestId('list-load-failed');
    await failed.waitFor();
    expect(await failed.innerText()).toContain('加载失败');
    expect(await page.getByText('暂无数据').count()).toBe(0);
    await page.unroute(failing);
    await failed.getByRole('button', { name: '重试' }).click();
    await rowWith(page, content).waitFor();
    await page.context().close();
  });

  it('publishing an entry a colleague deleted meanwhile (1015) refreshes the list and closes the dialog', async () => {
    const mine = await signedInPage();
    const colleague = await signedInPage();
    const content = unique('同事已删除');
    const id = await prepared(mine, content, 4 * 24 * 60);
    await mine.goto(`${BASE_URL}${NOTICE}?view=prepublish`);
    await rowWith(mine, content).waitFor();

    expect((await callAsUser(colleague, 'POST', `${NOTICE_BASE}prepublish/delete`, { ids: [id] })).body.code).toBe(0);

    const row = rowWith(mine, content);
    await row.getByRole('menuitem', { name: '发布', exact: true }).or(row.getByRole('button', { name: '发布', exact: true })).first().click();
    await dialog(mine).getByRole('button', { name: '确定发布' }).click();
    await mine.getByText(/列表已刷新/).first().waitFor();
    await dialog(mine).waitFor({ state: 'hidden' });
    await rowWith(mine, content).waitFor({ state: 'detached' });
    await mine.context().close();
    await colleague.context().close();
  });

  it('shows an entry that went live while the list was open as 已发布 without a reload', async () => {
    const page = await signedInPage();
    const content = unique('自动生效');
    const id = await prepared(page, content, 5 * 24 * 60);
    const pushAt = formatCmsTime(Date.now() + 2 * MINUTE);
    expect((await callAsUser(page, 'POST', `${NOTICE_BASE}publish`, { id, push_time: pushAt })).body.code).toBe(0);
    await page.goto(`${BASE_URL}${NOTICE}?view=published`);
    await rowWith(page, content).getByText('待生效').waitFor();
    await advanceServerClock(page, 3 * MINUTE);
    try {
      // Coming back to the tab (a visibility change) refreshes the list; no reload.
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
      await rowWith(page, content).getByText('已发布').waitFor({ timeout: 5_000 });
    } finally {
      await advanceServerClock(page, -3 * MINUTE);
      await callAsUser(page, 'PUT', `${NOTICE_BASE}publish/out`, { ids: [id] });
    }
    await page.context().close();
  });

  it('two people save one draft: the second is told who saved first, compares, and overwrites knowingly', async () => {
    const first = await signedInPage();
    const second = await signedInPage();
    const textarea = (page: Page) => page.locator('textarea[name="content"]');
    for (const page of [first, second]) {
      await page.goto(`${BASE_URL}${NOTICE}`);
      await textarea(page).waitFor();
    }
    const theirs = unique('先保存');
    const mine = unique('后保存');
    await textarea(first).fill(theirs);
    await first.getByRole('button', { name: '保存', exact: true }).click();
    await first.getByText('保存成功').first().waitFor();

    await textarea(second).fill(mine);
    await second.getByRole('button', { name: '保存', exact: true }).click();
    const asked = second.getByRole('dialog', { name: '内容已被他人修改' });
    await asked.getByText(/该内容已被 admin 于 .* 修改/).waitFor();
    await asked.getByRole('button', { name: '比较差异' }).click();
    // The engine's field diff (对方的版本 → 您的内容): their 先保存 struck out, my 后保存 put in, said in words too.
    const diff = asked.locator('[data-diff-field="content"]');
    await diff.locator('del').filter({ hasText: '先' }).first().waitFor();
    await diff.locator('ins').filter({ hasText: '后' }).first().waitFor();
    // Nothing was overwritten by the refused save.
    const stored = await callAsUser<{ content: string }>(second, 'GET', `${NOTICE_BASE}content`);
    expect(stored.body.data.content).toBe(theirs);

    await asked.getByRole('button', { name: '覆盖保存' }).click();
    await second.getByText('保存成功').first().waitFor();
    expect((await callAsUser<{ content: string }>(second, 'GET', `${NOTICE_BASE}content`)).body.data.content).toBe(mine);

    // The first person's next save is now the stale one.
    await textarea(first).fill(`${theirs}（补充）`);
    await first.getByRole('button', { name: '保存', exact: true }).click();
    await first.getByRole('dialog', { name: '内容已被他人修改' }).getByRole('button', { name: '重新加载' }).click();
    await first.waitForFunction((text) => document.querySelector<HTMLTextAreaElement>('textarea[name="content"]')?.value === text, mine);
    await first.getByText(/发现未保存的内容/).waitFor();
    await first.context().close();
    await second.context().close();
  });

  it('puts the caret after an inserted link, so the next key types after it', async () => {
    const page = await signedInPage();
    await page.goto(`${BASE_URL}/articles/add/newadd`);
    await page.getByTestId('article-editor').click();
    await page.keyboard.type('详见');
    await page.getByRole('toolbar', { name: '格式工具栏' }).getByRole('button', { name: '链接' }).click();
    await dialog(page).getByLabel('链接地址').fill('https://www.example.com/report');
    await dialog(page).getByRole('button', { name: '确定' }).click();
    await page.keyboard.type('后续');
    await page.waitForFunction(() => /<a [^>]*>https:\/\/www\.example\.com\/report<\/a>后续/.test(document.querySelector('[data-testid="article-editor"]')?.innerHTML ?? ''));
    await page.context().close();
  });

  it('folds the menu behind a button below 1200 px, and closes it once an entry is chosen', async () => {
    const page = await signedInPage(1100, 800);
    await page.goto(`${BASE_URL}${NOTICE}`);
    const menu = page.getByTestId('side-menu');
    await page.locator('textarea[name="content"]').waitFor();
    expect(await menu.isVisible()).toBe(false);
    await page.getByRole('button', { name: '展开菜单' }).click();
    await menu.waitFor();
    await menu.getByText('文章库').click();
    await page.waitForURL(/\/articles\/library/);
    await menu.waitFor({ state: 'hidden' });
    await page.context().close();
  });

  it('on a 390-pixel phone no button of the header or a page stacks its words one character per line', async () => {
    const page = await signedInPage(390, 844);
    const lineHeight = 40;
    for (const path of ['/operation/wm/fund', '/operation/br/modules/stockNews', '/operation/wm/modules/candidate/managers']) {
      await page.goto(`${BASE_URL}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      const tall = await page.evaluate((limit) => {
        const buttons = [...document.querySelectorAll('header .MuiButton-root, main .MuiButton-root')];
        return buttons
          .map((b) => ({ text: (b.textContent ?? '').trim(), height: b.getBoundingClientRect().height }))
          .filter((b) => b.text !== '' && b.height > limit);
      }, lineHeight);
      expect({ path, tall }).toEqual({ path, tall: [] });
      // The header's own words stay on one line.
      const header = await page.locator('header').boundingBox();
      expect(header?.height ?? 0).toBeLessThanOrEqual(64);
    }
    await page.context().close();
  });
});
