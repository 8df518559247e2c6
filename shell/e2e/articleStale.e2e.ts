/**
 * No silent overwrite of an article, in the browser, through the shell's server: the write guard (issue 43) versions
 * the article as the backend answers it and refuses the second of two re-edits of one version (mock-server no longer
 * checks articles itself). The second person meets the conflict dialog naming who saved first, nothing of theirs is
 * replaced, and 覆盖保存 saves knowingly.
 */
import type { Page } from 'playwright-core';
import { ARTICLE_API, type ArticleDetail } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { journeyArticle } from './workflowSupport';

afterAll(closeBrowser);

async function signedInPage(): Promise<Page> {
  const page = await openPage();
  await page.setViewportSize({ width: 1400, height: 900 });
  await signIn(page, 'admin');
  return page;
}

/** A read through the shell's server, as the page's own session. */
const read = <T>(page: Page, path: string) => page.evaluate(async (url) => ((await (await fetch(url)).json()) as { data: unknown }).data, `/v2/cms/${path}`) as Promise<T>;

describe('an article re-edited by two people', () => {
  it('the second save is refused with the conflict dialog, then overwrites knowingly', async () => {
    const first = await signedInPage();
    const second = await signedInPage();
    const article = journeyArticle('南向资金周报（草稿）', '南向资金本周净流入，集中于高股息与科技龙头。');
    const { linkId } = await first.evaluate(
      async ([url, body]) => ((await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json()) as { data: ArticleDetail }).data,
      [`/v2/cms/${ARTICLE_API.create}`, article] as const,
    );
    const title = (page: Page) => page.getByLabel(/^标题/).first();
    for (const page of [first, second]) {
      await page.goto(`${BASE_URL}/articles/library/reedit/${linkId}`);
      await title(page).waitFor();
    }
    await title(first).fill('南向资金周报（第一位同事）');
    await first.getByRole('button', { name: '保存', exact: true }).click();
    await first.waitForURL((url) => !url.pathname.includes('/reedit/'));

    await title(second).fill('南向资金周报（第二位）');
    await second.getByRole('button', { name: '保存', exact: true }).click();
    const asked = second.getByRole('dialog', { name: '内容已被他人修改' });
    await asked.getByText(/该内容已被 admin 于 .* 修改/).waitFor();
    expect((await read<ArticleDetail>(second, `${ARTICLE_API.detail}?linkId=${linkId}`)).title).toBe('南向资金周报（第一位同事）');

    await asked.getByRole('button', { name: '覆盖保存' }).click();
    await second.waitForURL((url) => !url.pathname.includes('/reedit/'));
    expect((await read<ArticleDetail>(second, `${ARTICLE_API.detail}?linkId=${linkId}`)).title).toBe('南向资金周报（第二位）');
    await first.context().close();
    await second.context().close();
  });
});
