/**
 * The engine's diff before publish on a real slot module and a real mock-server: 收益排行前三's pre-published podium,
 * re-ordered and with one fund changed, opens 发布 and reads, against the live podium, the title's word diff and the
 * funds added, removed and moved, named as the funds library names them (the server labels both sides). The slot's
 * one-live rule is said before 确定, which waits until the live podium is withdrawn; then the dialog says 首次发布.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultSchedule, type RefListItem, type WorkflowRow } from 'shared-ui/contract';
import { shownToasts, type FakeBackend } from 'shared-ui/testing';
import { Route, Routes } from 'shared-ui/router';
import type { Browser, TestServer } from '../../../mock-server/test/harness';
import { ModuleClient } from '../../../mock-server/test/workflowClient';
import App from '../App';
import { renderManagerScreen } from '../manager/testing/renderManagerScreen';
import { CONSOLE_LIVE_ROUTE, browserAs, consoleLibraryFrom, consoleLibraryRoute, consoleLiveFrom, forwardTo, startRealServer, stopRealServer } from '../manager/testing/realBackend';
import { fundsInOrder } from './fundSlots';
import { top3Fund } from './top3Fund.module';

const BASE = top3Fund.apiBase;
let server: TestServer;
let backend: FakeBackend | null = null;

beforeAll(async () => {
  server = await startRealServer();
});
afterAll(() => stopRealServer(server));
afterEach(() => {
  expect(backend?.unexpected).toEqual([]);
  backend?.restore();
  backend = null;
});

const labelsOf = (row: WorkflowRow) => new Map((row.funds as RefListItem[]).map((item) => [item.id, item.label ?? item.id]));

async function openPublish(publisher: Browser, title: string) {
  backend = forwardTo(publisher, [`GET ${BASE}prepublish/list`, `GET ${BASE}publish/list`, `POST ${BASE}publish`])
    .on(CONSOLE_LIVE_ROUTE, consoleLiveFrom(publisher, top3Fund))
    .on(consoleLibraryRoute('funds'), consoleLibraryFrom(publisher, 'funds'));
  renderManagerScreen(
    <Routes>
      <Route path="/operation/wm/*" element={<App basePath="/operation/wm" />} />
    </Routes>,
    { role: 'publisher', url: `${top3Fund.path}?view=prepublish` },
  );
  const user = userEvent.setup();
  const row = (await screen.findByText(title, {}, { timeout: 8000 })).closest('[role="row"]') as HTMLElement;
  await user.click(within(row).getByRole('button', { name: '发布' }));
  return { user, dialog: await screen.findByRole('dialog') };
}

it('收益排行前三: 发布 shows, against the live podium, the title word diff and the funds moved, added and removed by name', async () => {
  const admin = await browserAs(server, 'admin');
  const podium = new ModuleClient(admin, top3Fund);
  const live = (await podium.rows('publishedList'))[0] as WorkflowRow;
  const waiting = (await podium.rows('prepublishList'))[0] as WorkflowRow;
  // The live podium is 9, 12, 11: 11 climbs to first (the furthest jump of the two swapped), 7 replaces 12.
  const funds = fundsInOrder({ id: '11', period: '1y', highlight: '+24.73%' }, { id: '9', period: '1y', highlight: '+33.00%' }, { id: '7', period: '1y', highlight: '+20.10%' });
  const values = { title: '收益排行前三（更新）', funds, disclaimer: live.disclaimer as string };
  // The seeded podium waits without a preset time (the live one fills the slot's limit): it is given tomorrow's.
  const edited = await podium.reprepublish(waiting.id, values, defaultSchedule(top3Fund, server.clock.now(), 24 * 60), waiting.version);
  expect(edited.body.code).toBe(0);
  const labels = labelsOf(live);
  const newLabel = labelsOf(await podium.row(waiting.id)).get('7') ?? '';

  const publisher = await browserAs(server, 'publisher', [top3Fund.path]);
  const { user, dialog } = await openPublish(publisher, '收益排行前三（更新）');

  const section = await within(dialog).findByRole('region', { name: '与线上对比' }, { timeout: 8000 });
  expect(await within(section).findByText(new RegExp(`对比线上已发布的 ID ${String(live.id)}`), {}, { timeout: 8000 })).toBeTruthy();
  const title = within(section).getByRole('group', { name: '榜单标题的变化' });
  expect(within(title).getByText('（更新）', { selector: 'ins' })).toBeTruthy();
  const items = within(within(section).getByRole('group', { name: '上榜基金的变化' })).getAllByRole('listitem').map((li) => li.textContent);
  expect(items).toEqual([
    `[移动]${labels.get('11') ?? ''}（第 3 位 → 第 1 位）`,
    `[保留]${labels.get('9') ?? ''}（第 1 位 → 第 2 位），亮点数字有改动`,
    `[新增]${newLabel}（第 3 位）`,
    `[删除]${labels.get('12') ?? ''}（原第 2 位）`,
  ]);
  expect(newLabel).not.toBe('7');
  expect(within(section).getByText('1 项未改动')).toBeTruthy();

  // One podium at a time (maxLive 1): the dialog says the refusal before 确定, which it does not offer until the live
  // one is withdrawn (issue 44, item 16); its comparison stays for the person to act on.
  expect((await within(dialog).findByTestId('live-limit', {}, { timeout: 8000 })).textContent).toBe('最多同时发布 1 条，请先下架或撤回（线上的条目在「已发布」中）');
  expect((within(dialog).getByRole('button', { name: '确定发布' }) as HTMLButtonElement).disabled).toBe(true);
  expect(shownToasts()).toEqual([]);
  expect((await podium.row(waiting.id)).status).toBe('prepublished');

  // Withdrawn, the slot has nothing live: the same dialog now says 首次发布 and publishes.
  expect((await podium.cancel(live.id)).body.code).toBe(0);
  await user.click(within(dialog).getByRole('button', { name: '取消' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await user.click(within((await screen.findByText('收益排行前三（更新）')).closest('[role="row"]') as HTMLElement).getByRole('button', { name: '发布' }));
  const again = await screen.findByRole('dialog');
  expect(await within(again).findByText('首次发布', {}, { timeout: 8000 })).toBeTruthy();
  // The live count is read again as the dialog opens: the slot has room.
  await waitFor(() => expect(within(again).queryByTestId('live-limit')).toBeNull(), { timeout: 8000 });
  await user.click(within(again).getByRole('button', { name: '确定发布' }));
  await waitFor(async () => expect((await podium.row(waiting.id)).status).toBe('published'), { timeout: 8000 });
});
