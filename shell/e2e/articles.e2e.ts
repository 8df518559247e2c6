/**
 * The article library (modules.md §2/§3, contract articles.ts) in a real browser: an article written with a table, an
 * uploaded thumbnail and an uploaded image, saved, found by search, re-edited (two edit-record entries), deleted,
 * found in the recycle bin and recovered; and script payloads — pasted into the editor, and saved through the API —
 * that never run in the preview or on the detail page. Titles carry the run's stamp: every journey shares one server.
 */
import type { Page } from 'playwright-core';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser, jpegOfSize } from './workflowSupport';

afterAll(closeBrowser);

const STAMP = Date.now().toString(36).toUpperCase().slice(-6);
const XSS_HTML = '<p>粘贴的段落</p><img src=x onerror="window.__xss=1"><script>window.__xss=2</script><a href="javascript:window.__xss=3">坏链接</a>';

const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const xss = (page: Page) => page.evaluate(() => (window as Window & { __xss?: unknown }).__xss);

/** A paste as the browser dispatches it, with HTML on the clipboard, into the editable area (at its cursor). */
async function pasteHtml(page: Page, testId: string, html: string): Promise<void> {
  await page.evaluate(
    ([id, content]) => {
      const data = new DataTransfer();
      data.setData('text/html', content);
      data.setData('text/plain', 'paste');
      const target = document.querySelector(`[data-testid="${id}"]`)!;
      target.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    },
    [testId, html] as const,
  );
}

async function searchLibrary(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: '搜索标题或摘要' });
  await box.fill(text);
  await box.press('Enter');
}

/** The edit record's entries, newest first, by their Chinese action names. */
async function expectRecords(page: Page, actions: string[]): Promise<void> {
  const cells = page.getByRole('table', { name: '编辑记录' }).locator('tbody tr td:first-child');
  await page.waitForFunction((n) => document.querySelectorAll('table[aria-label="编辑记录"] tbody tr').length === n, actions.length);
  expect(await cells.allInnerTexts()).toEqual(actions);
}

describe('article library', () => {
  it('writes an article with a table and images, finds it, re-edits it, deletes it and recovers it from the recycle bin', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const title = `降息周期的债券配置 ${STAMP}`;

    await page.goto(`${BASE_URL}/articles/library`);
    await page.locator('.MuiDataGrid-root').waitFor();
    await page.getByRole('link', { name: '新增文章' }).click();
    await page.waitForURL(/\/articles\/add\/newadd$/);

    // Saving the empty form: the schema's messages, nothing sent.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('请输入标题').waitFor();
    await page.getByText('请输入正文内容').waitFor();

    await page.locator('input[name="title"]').fill(title);
    await page.locator('input[name="author"]').fill('固收研究部');
    await page.getByRole('combobox', { name: '文章模块' }).click();
    await page.getByRole('option', { name: '热点', exact: true }).click();
    await page.locator('input[name="tags"]').fill('降息; 债券;');
    await page.getByLabel('标签预览').getByText('债券').waitFor();
    await page.locator('textarea[name="abstract"]').first().fill(`摘要 ${STAMP}`);
    await page.getByTestId('thumbnail-file').setInputFiles({ name: 'thumb.jpg', mimeType: 'image/jpeg', buffer: await jpegOfSize(page, 320, 200) });
    await page.getByRole('img', { name: '缩略图' }).waitFor();

    // The body: a paragraph, a 3×3 table with a header row, an uploaded image.
    const editor = page.getByTestId('article-editor');
    await editor.click();
    await page.keyboard.type('利率下行时，久期是主要收益来源。');
    await page.getByRole('button', { name: '表格', exact: true }).click();
    await page.getByRole('menuitem', { name: /插入表格/ }).click();
    await editor.locator('table th').first().waitFor();
    await page.keyboard.type('期限');
    expect(await editor.locator('table tr').count()).toBe(3);
    await page.getByRole('button', { name: '插入图片', exact: true }).click();
    await page.getByTestId('editor-image-file').setInputFiles({ name: 'chart.jpg', mimeType: 'image/jpeg', buffer: await jpegOfSize(page, 600, 300) });
    await editor.locator('img[src*="/v2/cms/"]').waitFor();

    // A script payload pasted into the editor (at the end, after the image): cleaned before it enters the document,
    // never run in the preview.
    await page.keyboard.press('ControlOrMeta+End');
    await pasteHtml(page, 'article-editor', XSS_HTML);
    await editor.getByText('粘贴的段落').waitFor();
    expect(await editor.locator('script, [onerror], a[href^="javascript"]').count()).toBe(0);
    expect(await editor.locator('img[src*="/v2/cms/"]').count()).toBe(1);
    await page.getByRole('button', { name: '预览', exact: true }).click();
    const preview = page.getByTestId('article-preview');
    await preview.locator('table th', { hasText: '期限' }).waitFor();
    await preview.getByText('粘贴的段落').waitFor();
    expect(await xss(page)).toBeUndefined();
    await page.getByRole('button', { name: '关闭', exact: true }).click();

    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('新增成功').first().waitFor();
    await page.waitForURL(/\/articles\/library\/detail\/[^/]+$/);
    await page.getByRole('heading', { name: title }).waitFor();
    const body = page.getByTestId('article-detail-body');
    await body.locator('table th', { hasText: '期限' }).waitFor();
    await body.locator('img[src*="/v2/cms/"]').waitFor();
    await expectRecords(page, ['新建']);
    expect(await xss(page)).toBeUndefined();

    // Found by search in the library; re-edited from its row.
    await page.goto(`${BASE_URL}/articles/library`);
    await searchLibrary(page, STAMP);
    await page.waitForURL(new RegExp(`search=${STAMP}`));
    const row = rowWith(page, title);
    await row.waitFor();
    await row.getByRole('link', { name: '重新编辑' }).click();
    await page.waitForURL(/\/articles\/library\/reedit\/[^/]+$/);
    await page.waitForFunction((t) => document.querySelector<HTMLInputElement>('input[name="title"]')?.value === t, title);
    await page.locator('input[name="author"]').fill('固收研究部 · 债券组');
    await page.getByTestId('article-editor').getByText('利率下行时').click();
    await page.keyboard.press('End');
    await page.keyboard.type('（已更新）');
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('保存成功').first().waitFor();
    await page.waitForURL(/\/articles\/library\/detail\/[^/]+$/);
    await page.getByTestId('article-detail-body').getByText('（已更新）').waitFor();
    await expectRecords(page, ['编辑', '新建']);

    // Deleted from the detail page: gone from the library, in the recycle bin with who deleted it.
    await page.getByRole('button', { name: '删除', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: '删除', exact: true }).click();
    await page.getByText('已移入回收站').first().waitFor();
    await page.waitForURL(/\/articles\/library(\?|$)/);
    await page.getByRole('main').getByRole('link', { name: '回收站' }).click();
    await page.waitForURL(/\/articles\/recycle$/);
    // Exact: until the bin's lazy screen has rendered, the library (whose box is 搜索标题或摘要) is still on screen.
    const searchBin = page.getByRole('textbox', { name: '搜索标题', exact: true });
    await searchBin.fill(STAMP);
    await searchBin.press('Enter');
    const binRow = rowWith(page, title);
    await binRow.waitFor();
    expect(await binRow.innerText()).toContain('admin');
    await binRow.getByRole('button', { name: '恢复' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '恢复', exact: true }).click();
    await page.getByText('恢复成功').first().waitFor();
    await binRow.waitFor({ state: 'detached' });

    // Back in the library.
    await page.goto(`${BASE_URL}/articles/library?search=${STAMP}`);
    const recovered = rowWith(page, title);
    await recovered.waitFor();
    expect(await recovered.innerText()).toContain('热点');
    await page.context().close();
  });

  it('writes a manager-website article with a manager picked, module fixed to 基金经理品牌', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const title = `基金经理手记 ${STAMP}`;
    await page.goto(`${BASE_URL}/articles/add/managerWebsite`);
    await page.getByRole('tab', { name: '新建文章' }).click();
    await page.waitForURL(/\/articles\/add\/managerWebsite\?view=new$/);
    expect(await page.getByRole('combobox', { name: '文章模块' }).innerText()).toBe('基金经理品牌');
    await page.locator('input[name="title"]').fill(title);
    await page.getByTestId('article-editor').click();
    await page.keyboard.type('长期持有优质资产。');
    // No manager yet: refused in the browser.
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('请选择关联基金经理').waitFor();
    await page.getByRole('combobox', { name: '关联基金经理' }).click();
    const option = page.getByRole('option').first();
    const manager = (await option.innerText()).replace(/（.*$/, '');
    await option.click();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page.getByText('新增成功').first().waitFor();
    await page.waitForURL(/\/articles\/add\/managerWebsite\/detail\/[^/]+$/);
    await page.getByText(manager, { exact: true }).waitFor();
    await page.getByText('基金经理品牌', { exact: true }).waitFor();
    await page.goto(`${BASE_URL}/articles/add/managerWebsite?search=${STAMP}`);
    const row = rowWith(page, title);
    await row.waitFor();
    // The manager column shows the name once the managers' list has come.
    await row.getByText(manager, { exact: true }).waitFor();
    await page.context().close();
  });

  it('never runs a script saved in an article body, in the detail page or its preview', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const title = `脚本测试 ${STAMP}`;
    const created = await callAsUser<{ linkId: string }>(page, 'POST', 'article/', {
      title,
      author: '',
      image_author: '',
      abstract: '',
      tags: '',
      url: '',
      own_disclaimer: '',
      other_disclaimer: '',
      thumbnail: '',
      content: `<p>正文</p>${XSS_HTML}<table><tbody><tr><th>表头</th></tr><tr><td onclick="window.__xss=4">格</td></tr></tbody></table>`,
      article_module: 'hot',
      show_time: '2026-01-02 09:00:00',
      position: 0,
      manager_id: '',
    });
    expect(created.body.code).toBe(0);
    await page.goto(`${BASE_URL}/articles/library/detail/${created.body.data.linkId}`);
    const body = page.getByTestId('article-detail-body');
    await body.getByText('粘贴的段落').waitFor();
    await body.locator('td', { hasText: '格' }).click();
    expect(await body.locator('script, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0);
    await page.getByRole('button', { name: '手机预览' }).click();
    await page.getByTestId('article-preview').getByText('粘贴的段落').waitFor();
    await page.waitForTimeout(300);
    expect(await xss(page)).toBeUndefined();
    await page.context().close();
  });
});
