/**
 * References to another module's live entries in a real browser: 二级分类 picks its parent among 一级分类's published
 * codes (the categories library), and that parent cannot be taken off shelf while the pre-published 二级分类 entry
 * picks it — the refusal names who uses it; once that entry is gone, it goes. The journey publishes its own 一级分类
 * (公告通知, a code no seed publishes) and its own 二级分类 code: journeys share one mock-server.
 */
import type { Page } from 'playwright-core';
import { formatCmsTime, type Paged, type WorkflowRow } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const FIRST = 'operation/common/levelfirst/';
const SECOND = 'operation/common/levelsecond/';
const dialog = (page: Page) => page.getByRole('dialog');
const rowWith = (page: Page, text: string | RegExp) => page.getByRole('row').filter({ hasText: text });
const action = (page: Page, row: string | RegExp, name: string) =>
  rowWith(page, row).getByRole('menuitem', { name }).or(rowWith(page, row).getByRole('button', { name })).first();

/** Publishes a 一级分类 entry for `notice` now (over any older one of the code), with a seed's icon. */
async function publishNotice(page: Page): Promise<void> {
  const live = (await callAsUser<Paged<WorkflowRow>>(page, 'GET', `${FIRST}publish/list`, { currPage: '1', pageSize: '50' })).body.data.list;
  const icon = live.find((row) => typeof row.icon === 'string')?.icon;
  const values = { code: 'notice', name: { 'zh-hans': '公告通知', 'zh-hant': '公告通知', en: 'Notices' }, icon, sort: 6, visible: 1 };
  expect((await callAsUser(page, 'POST', `${FIRST}save`, { ...values, overwrite: true })).body.code).toBe(0);
  // A preset minute of its own (preset times of one module may not repeat); publishing without a time goes live now.
  const pushTime = formatCmsTime(Date.now() + (2 * 24 * 60 + Math.floor(Math.random() * 1000)) * 60_000);
  const prepared = await callAsUser<WorkflowRow>(page, 'POST', `${FIRST}prepublish`, { ...values, push_time: pushTime });
  expect(prepared.body.code).toBe(0);
  expect((await callAsUser(page, 'POST', `${FIRST}publish`, { id: prepared.body.data.id })).body.code).toBe(0);
}

describe('references to another module’s live entries', () => {
  it('levelSecond picks a live levelFirst code, and that parent cannot go off shelf while the entry waits', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await publishNotice(page);
    const code = `notice_e2e${String(Date.now() % 100_000)}`;

    // 二级分类: the parent is picked among the published 一级分类.
    await page.goto(`${BASE_URL}/operation/common/modules/levelSecond`);
    await page.getByRole('heading', { level: 1, name: '二级分类' }).waitFor();
    const parent = page.getByRole('combobox', { name: /所属一级分类/ });
    await parent.click();
    await parent.fill('公告');
    await page.getByRole('option', { name: /公告通知/ }).click();
    await page.getByRole('textbox', { name: /分类编码/ }).fill(code);
    await page.getByRole('textbox', { name: /分类名称（简体中文）/ }).fill('交易所公告');
    await page.getByRole('textbox', { name: /分类名称（繁體中文）/ }).fill('交易所公告');
    await page.getByRole('textbox', { name: /分类名称（英文）/ }).fill('Exchange Notices');
    await page.getByRole('textbox', { name: /文章标签/ }).fill('公告;停牌');
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/live-references-second.png` });
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.getByRole('button', { name: '预发布', exact: true }).click();
    await dialog(page).getByRole('button', { name: '确定预发布' }).click();
    await page.getByText('预发布成功').first().waitFor();

    // 一级分类: taking 公告通知 off shelf is refused, naming the 二级分类 entry that picks it.
    await page.goto(`${BASE_URL}/operation/common/modules/levelFirst`);
    await page.getByRole('tab', { name: '已发布' }).click();
    await action(page, '公告通知', '下架').click();
    await dialog(page).getByRole('button', { name: '下架' }).click();
    await page.getByText(/一级分类「公告通知」（notice）正被公共模块 · 二级分类（ID \d+，预发布）使用，不能下架/).first().waitFor();
    await page.screenshot({ path: `${process.env.TMPDIR ?? '/tmp'}/live-references-refused.png` });
    await rowWith(page, '公告通知').waitFor();

    // Once the 二级分类 entry is gone, the parent goes off shelf.
    const waiting = (await callAsUser<Paged<WorkflowRow>>(page, 'GET', `${SECOND}prepublish/list`, { currPage: '1', pageSize: '50' })).body.data.list.filter((row) => row.code === code);
    expect(waiting).toHaveLength(1);
    expect((await callAsUser(page, 'POST', `${SECOND}prepublish/delete`, { ids: waiting.map((row) => row.id) })).body.code).toBe(0);
    await page.reload();
    await page.getByRole('tab', { name: '已发布' }).click();
    await action(page, '公告通知', '下架').click();
    await dialog(page).getByRole('button', { name: '下架' }).click();
    await page.getByText('下架成功').first().waitFor();
    await page.context().close();
  });
});
