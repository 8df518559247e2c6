/**
 * Conditional fields (visibleWhen) in a real browser, through the common area's 公共文章位: the broker-only 币种 shows
 * for 证券 App 市场页 and goes for 为你推荐, comes back with what was picked, and is sent and stored only while it
 * applies. The journey saves the module's draft only (its own values, 人民币 then 为你推荐) and never pre-publishes or
 * publishes: journeys share one mock-server, and no other journey reads this module.
 */
import type { Page, Request } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const BASE = 'operation/common/articles/';
const currency = (page: Page) => page.getByRole('combobox', { name: /币种/ });
const isSave = (request: Request) => request.method() === 'POST' && request.url().endsWith(`/v2/cms/${BASE}save`);

describe('conditional fields', () => {
  it('shows the broker-only currency as the type changes, and neither sends nor stores it when hidden', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/common/modules/articles`);
    await page.getByRole('heading', { level: 1, name: '公共文章位' }).waitFor();

    // 证券 App 市场页: the currency is asked; 为你推荐: it is gone; back, it is there again.
    await page.getByRole('radio', { name: '证券 App 市场页' }).check();
    await currency(page).waitFor();
    await page.getByRole('radio', { name: '为你推荐' }).check();
    await currency(page).waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: '证券 App 市场页' }).check();
    await currency(page).click();
    await page.getByRole('option', { name: /人民币/ }).click();
    // Hidden and shown again before any save, it keeps what was picked.
    await page.getByRole('radio', { name: '为你推荐' }).check();
    await currency(page).waitFor({ state: 'detached' });
    await page.getByRole('radio', { name: '证券 App 市场页' }).check();
    await page.getByText('人民币（A 股、港股通）').first().waitFor();

    const title = page.getByRole('textbox', { name: /栏目标题/ });
    await title.fill('条件字段 A 股观察');
    const rows = page.getByTestId('ref-list-item');
    while ((await rows.count()) > 0) await rows.first().getByRole('button', { name: /^移除 / }).click();
    await page.getByRole('combobox', { name: /添加文章/ }).click();
    await page.getByRole('option').first().click();
    await rows.first().waitFor();

    // Saved for the broker position: the currency travels and is stored.
    const brokerSave = page.waitForRequest(isSave);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    expect((await brokerSave).postDataJSON()).toMatchObject({ type: 'broker', currency: 'CNY' });
    await page.getByText('保存成功').first().waitFor();
    expect((await callAsUser<Record<string, unknown>>(page, 'GET', `${BASE}content`)).body.data).toMatchObject({ type: 'broker', currency: 'CNY' });
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/conditional-broker.png`, fullPage: true });

    // 为你推荐: no currency on the screen, in the request or in the stored draft (a live 为你推荐 list is asked about).
    await page.getByRole('radio', { name: '为你推荐' }).check();
    await currency(page).waitFor({ state: 'detached' });
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/conditional-recommend.png`, fullPage: true });
    const recommendSave = page.waitForRequest((request) => isSave(request) && (request.postDataJSON() as { overwrite?: boolean }).overwrite === true);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByRole('dialog', { name: '是否覆盖' }).getByRole('button', { name: '覆盖保存' }).click();
    expect((await recommendSave).postDataJSON()).not.toHaveProperty('currency');
    // Its answer, not a 保存成功 toast: the first save's toast may still be showing (seen on a loaded machine).
    await (await recommendSave).response();
    const stored = (await callAsUser<Record<string, unknown>>(page, 'GET', `${BASE}content`)).body.data;
    expect(stored).toMatchObject({ type: 'recommend', title: '条件字段 A 股观察' });
    expect(stored).not.toHaveProperty('currency');

    // Back to broker: the currency is asked again (the saved 为你推荐 draft holds none).
    await page.getByRole('radio', { name: '证券 App 市场页' }).check();
    await currency(page).waitFor();
    await page.context().close();
  });
});
