/**
 * The diff before publish (issue 33) in a real browser: an app config pre-published over a live value is edited
 * (编辑 compares as it is typed), then 发布 shows field by field what differs from what is live — the JSON value line
 * by line, the remark as a word diff — and publishes; the live value it replaced goes to history, and /audit holds the
 * edit (the remark before → after) and the publish. The dialog of a slot
 * of funds is opened too and photographed for review. Each dialog is checked
 * by axe while open (a dialog is no navigation, so the journey-wide scan would not see it).
 */
import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { finishPageScans, waitForLoadingToEnd } from './axe';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';
import { callAsUser } from './workflowSupport';

afterAll(closeBrowser);

const APP_CONFIG = '/operation/wm/appconfig';
const TOP3 = '/operation/wm/modules/top3Fund';
const SHOTS = path.resolve(__dirname, '../../.test-results/publishDiff');

const dialog = (page: Page) => page.getByRole('dialog');
const rowWith = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const comparison = (page: Page) => dialog(page).getByRole('region', { name: '与线上对比' });

async function openPrepublished(page: Page, screen: string, rowText: string, action: '发布' | '编辑'): Promise<void> {
  await page.goto(`${BASE_URL}${screen}?view=prepublish`);
  const row = rowWith(page, rowText).first();
  await row.waitFor();
  await row.getByRole('menuitem', { name: action }).or(row.getByRole('button', { name: action })).first().click();
  await comparison(page).waitFor();
  // The comparison has loaded: its progress is gone.
  await comparison(page).getByLabel('正在加载线上内容').waitFor({ state: 'detached' });
}

/** axe on the open dialog: serious and critical findings fail the journey. */
async function expectDialogAccessible(page: Page): Promise<void> {
  // Once the dialog has faded in (axe would measure its half-faded colours), and no page scan runs beside this one.
  await finishPageScans();
  await waitForLoadingToEnd(page);
  const result = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const failing = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(failing.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

async function photograph(page: Page, name: string): Promise<void> {
  fs.mkdirSync(SHOTS, { recursive: true });
  await dialog(page).screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

describe('diff before publish', () => {
  it('edits a pre-published app config, reads what differs from the live value, and publishes it', async () => {
    const page = await openPage();
    await signIn(page, 'admin');

    // 编辑 of the entry waiting to replace the live purchase_cutoff: the comparison follows what is typed.
    await openPrepublished(page, APP_CONFIG, 'purchase_cutoff', '编辑');
    const remark = dialog(page).getByRole('textbox', { name: '备注' });
    await remark.fill('申购截止时间提示，QDII 提前至 14:30');
    const remarkDiff = comparison(page).getByRole('group', { name: '备注的变化' });
    await remarkDiff.locator('ins', { hasText: '，QDII 提前至 14:30' }).waitFor();
    await dialog(page).getByRole('button', { name: '保存并预发布' }).click();
    await page.getByText('保存并预发布成功').first().waitFor();

    // 发布: what replaces what, field by field.
    await openPrepublished(page, APP_CONFIG, 'purchase_cutoff', '发布');
    await comparison(page).getByText(/生效后将替换已发布的 ID \d+（何俊杰 于 .+ 发布）：2 项有改动/).waitFor();
    const value = comparison(page).getByRole('group', { name: '配置值的变化' });
    expect(await value.locator('del').allTextContents()).toEqual(['删除：  "qdii": "15:00",\n']);
    expect(await value.locator('ins').allTextContents()).toEqual(['新增：  "qdii": "14:30",\n']);
    expect(await remarkDiff.locator('ins').allTextContents()).toEqual(['新增：，QDII 提前至 14:30']);
    expect(await remarkDiff.locator('del').count()).toBe(0);
    await comparison(page).getByText('3 项未改动').waitFor();
    await expectDialogAccessible(page);
    await photograph(page, 'appconfig-text');

    await dialog(page).getByRole('button', { name: '确定发布' }).click();
    await page.getByText('发布成功').first().waitFor();
    // It went live and the value it replaced left for history.
    const live = await callAsUser<{ list: { config_key: string; platform: string; remark: string }[] }>(page, 'GET', 'operation/common/appconfig/publish/list', { product: 'wm', currPage: '1', pageSize: '100' });
    expect(live.body.data.list.filter((row) => row.config_key === 'purchase_cutoff' && row.platform === 'all').map((row) => row.remark)).toEqual(['申购截止时间提示，QDII 提前至 14:30']);

    // The change is in the audit trail: the re-pre-publish with the remark before → after, then the publish.
    await page.goto(`${BASE_URL}/audit?module=${encodeURIComponent('wm/appconfig')}`);
    const edited = page.getByRole('row').filter({ hasText: 'purchase_cutoff' }).filter({ hasText: '保存并重新预发布' }).first();
    await edited.waitFor();
    const published = page.getByRole('row').filter({ hasText: 'purchase_cutoff' }).filter({ has: page.getByRole('gridcell', { name: '发布', exact: true }) });
    await published.first().waitFor();
    await edited.getByRole('button', { name: '查看' }).click();
    const change = dialog(page).getByTestId('audit-change-remark');
    expect(await change.locator('th, td').allTextContents()).toEqual(['备注', '申购截止时间提示，QDII 提前', '申购截止时间提示，QDII 提前至 14:30']);
    await expectDialogAccessible(page);
  });

  // The splash screen's pictures side by side are held by publishDiff.test.tsx on the real module definition: the
  // br splash's seeded waiting entry is cleared by workflow.e2e.ts, which may run first.
  it('shows a slot its funds by name', async () => {
    const page = await openPage();
    await signIn(page, 'admin');

    // The waiting podium against the live one: every fund named as the funds library names it.
    await openPrepublished(page, TOP3, '季度收益榜', '发布');
    const funds = comparison(page).getByRole('group', { name: '上榜基金的变化' });
    expect(await funds.locator('li[data-item-change="added"]').count()).toBe(3);
    expect(await funds.locator('li[data-item-change="removed"]').count()).toBe(3);
    expect((await funds.locator('li').allTextContents()).every((text) => !/^\[[^\]]+\]\d+（/.test(text))).toBe(true);
    await expectDialogAccessible(page);
    await photograph(page, 'top3-collection');
  });
});
