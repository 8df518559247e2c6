/**
 * Operation slots in a real browser (issue 11): a fund added from the catalogue, put on the opening screen and
 * pre-published, refused deletion while the slot shows it and deleted once the slot is off shelf; the candidate
 * module's three fund managers, picked by search, reordered, each with its photo — two are refused, three pass; a
 * recommend list built by search, reordered, a repeat refused, published through the recommend dialect; a hot-subject
 * list built through `add`, an article the market reference shows refused as it is picked.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { RECOMMEND_ARTICLES_DIALECT } from 'shared-ui/contract';
import { callAsUser, clearModule, jpegOfSize } from './workflowSupport';

afterAll(closeBrowser);

const CANDIDATE = '/operation/wm/modules/candidate';
const dialog = (page: Page) => page.getByRole('dialog');
const rows = (page: Page) => page.getByTestId('ref-list-item');

async function pickManager(page: Page, name: string): Promise<void> {
  await page.getByRole('combobox', { name: /添加基金经理/ }).click();
  await page.getByRole('combobox', { name: /添加基金经理/ }).fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
}

describe('operation slots', () => {
  it('fund library and opening screen: a fund a slot shows cannot be deleted until the slot is off shelf', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await clearModule(page, 'operation/wm/funds/start/', {});

    // Add a fund from the catalogue.
    await page.goto(`${BASE_URL}/operation/wm/fund`);
    await page.getByRole('button', { name: '添加基金' }).click();
    const add = dialog(page);
    await add.getByRole('combobox', { name: /从产品库选择基金/ }).fill('医疗');
    await page.getByRole('option').filter({ hasNotText: '已在基金库' }).first().click();
    const fundName = await add.getByLabel(/基金名称/).inputValue();
    await add.getByLabel(/展示标题/).fill('布局全球医疗创新');
    await add.getByLabel(/推荐语/).fill('受益人口老龄化与创新药出海');
    await add.getByRole('button', { name: '添加', exact: true }).click();
    await page.getByRole('row').filter({ hasText: fundName }).waitFor();

    // Put it on the opening screen and pre-publish.
    await page.goto(`${BASE_URL}/operation/wm/modules/openScreen`);
    await page.getByTestId('ref-list-funds').waitFor();
    while ((await rows(page).count()) > 0) await rows(page).first().getByRole('button', { name: /^移除 / }).click();
    await page.getByRole('combobox', { name: /添加基金/ }).fill(fundName);
    await page.getByRole('option', { name: fundName }).first().click();
    await rows(page).first().getByRole('textbox', { name: /推荐理由/ }).fill('医疗创新长期成长');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    await page.getByText('预发布成功').first().waitFor();

    // Deleting it is refused, naming the slot.
    await page.goto(`${BASE_URL}/operation/wm/fund`);
    const row = page.getByRole('row').filter({ hasText: fundName });
    await row.getByRole('menuitem', { name: '删除' }).or(row.getByRole('button', { name: '删除' })).first().click();
    await dialog(page).getByRole('button', { name: '删除', exact: true }).click();
    await dialog(page).getByText('理财 App · 开屏推荐').first().waitFor();
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/slots-fund-refused.png` });
    await dialog(page).getByRole('button', { name: /取消|关闭/ }).first().click();

    // Off the slot (the pre-published entry is deleted), the fund goes.
    await clearModule(page, 'operation/wm/funds/start/', {});
    await row.getByRole('menuitem', { name: '删除' }).or(row.getByRole('button', { name: '删除' })).first().click();
    await dialog(page).getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('row').filter({ hasText: fundName }).waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('candidate: two managers are refused, three with photos pass, in the order set', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await clearModule(page, 'operation/wm/managers/', {});
    await page.goto(`${BASE_URL}${CANDIDATE}`);
    await page.getByTestId('ref-list-managers').waitFor();
    // The seeded draft has three managers; start from a clean selection.
    while ((await rows(page).count()) > 0) await rows(page).first().getByRole('button', { name: /^移除 / }).click();

    await pickManager(page, '陈思远');
    await pickManager(page, '周振华');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('推荐基金经理须为 3 项（当前 2 项）').first().waitFor();

    await pickManager(page, '黄静怡');
    // The picker is gone at three; the third moves to the top.
    expect(await page.getByRole('combobox', { name: /添加基金经理/ }).count()).toBe(0);
    await page.getByRole('button', { name: '上移 黄静怡' }).click();
    await page.getByRole('button', { name: '上移 黄静怡' }).click();
    const names = ['黄静怡', '陈思远', '周振华'];
    expect((await rows(page).allInnerTexts()).map((text) => names.find((name) => text.includes(name)))).toEqual(names);

    // Without photos the save is refused on each item; with them it passes.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('请上传经理照片').first().waitFor();
    const files = page.locator('[data-testid="ref-list-managers"] input[type="file"]');
    for (let i = 0; i < 3; i += 1) {
      await files.nth(i).setInputFiles({ name: `m${String(i)}.jpg`, mimeType: 'image/jpeg', buffer: await jpegOfSize(page, 240, 320) });
      await page.locator('[data-testid="ref-list-item"] img[src*="/v2/cms/upload/files/"]').nth(i).waitFor();
    }
    await rows(page).first().getByRole('textbox', { name: /推荐语/ }).fill('亚洲美元债中短久期');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    await page.getByText('预发布成功').first().waitFor();

    await page.getByRole('tab', { name: '预发布列表' }).click();
    await page.getByRole('row').filter({ hasText: '黄静怡、陈思远、周振华' }).waitFor();
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/slots-candidate.png` });
    await page.context().close();
  });

  it('recommend: a list built by search, reordered, a repeat refused (1019), pre-published and published on its own dialect', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await clearModule(page, 'operation/wm/recommend/articles/', {}, RECOMMEND_ARTICLES_DIALECT);
    await page.goto(`${BASE_URL}/operation/wm/modules/recommend`);
    await page.getByTestId('ref-list-articles').waitFor();
    while ((await rows(page).count()) > 0) await rows(page).first().getByRole('button', { name: /^移除 / }).click();
    await page.getByLabel(/栏目标题/).fill('本周必读');

    const picker = page.getByRole('combobox', { name: /添加文章/ });
    const pickArticle = async (search: string, title: RegExp) => {
      await picker.click();
      await picker.fill(search);
      await page.getByRole('option', { name: title }).first().click();
    };
    await pickArticle('美联储', /美联储 12 月议息前瞻/);
    await pickArticle('算力', /AI 算力需求再超预期/);
    await pickArticle('风险等级', /买基金前先看懂风险等级/);
    // The third moves to the top.
    await page.getByRole('button', { name: /^上移 买基金前先看懂风险等级/ }).click();
    await page.getByRole('button', { name: /^上移 买基金前先看懂风险等级/ }).click();
    const order = ['买基金前先看懂风险等级', '美联储 12 月议息前瞻', 'AI 算力需求再超预期'];
    expect((await rows(page).allInnerTexts()).map((text) => order.find((title) => text.includes(title)))).toEqual(order);

    // The same article again: found by search, marked 已添加, and refused with the repeat words.
    await picker.click();
    await picker.fill('美联储');
    const again = page.getByRole('option', { name: /美联储 12 月议息前瞻/ }).first();
    await again.getByText('已添加').waitFor();
    await again.click();
    await page.getByTestId('ref-list-articles').getByText('文章重复添加', { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(3);
    // The server says the same (1019) to a client that sends a repeat anyway.
    const repeat = await callAsUser(page, 'POST', 'operation/wm/recommend/articles/update', {
      title: '本周必读',
      articles: [{ id: 'A20261121008', position: 1, tag: '' }, { id: 'A20261121008', position: 2, tag: '' }],
    });
    expect([repeat.body.code, repeat.body.msg]).toEqual([1019, '文章重复添加']);

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    await page.getByText('预发布成功').first().waitFor();

    await page.getByRole('tab', { name: '预发布列表' }).click();
    const entry = page.getByRole('row').filter({ hasText: '本周必读' });
    await entry.getByRole('menuitem', { name: '发布' }).or(entry.getByRole('button', { name: '发布' })).first().click();
    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await page.getByText('发布成功').first().waitFor();
    await page.getByRole('tab', { name: '已发布' }).click();
    const live = page.getByRole('row').filter({ hasText: '本周必读' });
    await live.waitFor();
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/slots-recommend.png` });
    // The list shows the articles by title, in the order set.
    expect(await live.innerText()).toMatch(/买基金前先看懂风险等级[\s\S]*美联储 12 月议息前瞻/);
    await page.context().close();
  });

  it('hot subject: a picked article joins the edit list through add, one 市场参考 shows is refused as it is picked', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}/operation/wm/modules/hotSubject`);
    await page.getByTestId('ref-list-rm_articles').waitFor();
    const picker = page.getByRole('combobox', { name: /添加文章/ });
    const pickArticle = async (search: string, title: RegExp) => {
      await picker.click();
      await picker.fill(search);
      await page.getByRole('option', { name: title }).first().click();
    };
    const added = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/recommend/articles/hot/add'));
    await pickArticle('指数增强', /指数增强的超额收益/);
    expect((await added).postDataJSON()).toMatchObject({ id: 'A20261116016', rm_article_mod_id: 1, remark: '', carousel_img: '' });
    await rows(page).first().getByText(/^基金经理品牌 · A20261116016 · /).waitFor();

    // 市场参考 shows this one: the server's rule answers at the pick, and the article is not added.
    await pickArticle('美元指数', /美元指数回落/);
    await page.getByTestId('ref-list-rm_articles').getByText('该文章已在「市场参考」预发布或展示中，两个栏目的文章不能相同', { exact: true }).waitFor();
    expect(await rows(page).count()).toBe(1);
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/slots-hotSubject-refused.png`, fullPage: true });
    await rows(page).first().getByRole('textbox', { name: /推荐语/ }).fill('量化增强的超额从哪来');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/slots-hotSubject.png`, fullPage: true });

    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    await page.getByText('预发布成功').first().waitFor();
    await page.getByRole('tab', { name: '预发布列表' }).click();
    await page.getByRole('row').filter({ hasText: '指数增强的超额收益' }).waitFor();
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/slots-hotSubject-prepublished.png` });
    await page.context().close();
  });
});
