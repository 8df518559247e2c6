/**
 * Actions on listed entries name the version they act on (issue 35: no silent overwrite): 发布 sends base_version,
 * 下架 / 删除 send base_versions; a 1043 answer opens the engine's one conflict dialog (StaleSaveDialog), worded for
 * the action: 比较差异, 重新加载 (nothing done), 仍然<action> (resent based on the version the refusal named).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { PrepublishView } from './PrepublishView';
import { PublishedView } from './PublishedView';
import { renderWorkflow } from './testing/renderWorkflow';
import { noticeModule } from './testing/testModules';
import { page, workflowRow } from './testing/workflowRows';

const BASE = 'operation/test/notice/';
const backend = fakeBackendPerTest();
// Every publish dialog compares with what is live (LiveDiff; its own tests in LiveDiff.test.tsx): nothing is live here.
beforeEach(() => backend.current.on('GET /console/v1/workflow/live', { body: ok([]) }));
const stale = (title: string) => ({
  code: 1043,
  msg: '该内容已被 小李 于 2026-11-20 12:05:00 修改，请比较后选择重新加载或覆盖',
  data: { operator: '小李', time: '2026-11-20 12:05:00', version: 222, current: { id: 3, title, url: '' } },
});
const findRow = async (text: string) => (await screen.findByText(text)).closest('[role="row"]') as HTMLElement;

describe('stale actions on listed entries', () => {
  it('下架 sends the listed version; a 1043 shows who changed it, compares, and 仍然下架 resends based on theirs', async () => {
    const live = workflowRow(3, { title: '在线公告', url: '' }, { status: 'published', version: 111 });
    backend.current
      .on(`GET ${BASE}publish/list`, { body: ok(page([live])) })
      .onSequence(`PUT ${BASE}publish/out`, [{ body: stale('同事改过的标题') }, { body: ok({ ids: [3] }) }]);
    const user = userEvent.setup();
    renderWorkflow(<PublishedView module={noticeModule} />);
    await user.click(within(await findRow('在线公告')).getByRole('button', { name: '下架' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '下架' }));

    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });
    expect(backend.current.callsTo(`PUT ${BASE}publish/out`)[0]?.body).toEqual({ ids: [3], base_versions: { '3': 111 }, channel: 'app' });
    expect(within(conflict).getByText('该内容已被 小李 于 2026-11-20 12:05:00 修改，请比较后选择重新加载或仍然下架')).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('同事改过的标题', { selector: 'del' })).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '仍然下架' }));
    await waitFor(() => expect(shownToasts()).toContain('success:下架成功'));
    expect(backend.current.callsTo(`PUT ${BASE}publish/out`)[1]?.body).toEqual({ ids: [3], base_versions: { '3': 222 }, channel: 'app' });
  });

  it('发布 sends base_version; 重新加载 after a 1043 refreshes the list and publishes nothing', async () => {
    const waiting = workflowRow(3, { title: '待发公告', url: '' }, { push_time: '2099-01-01 08:00:00', version: 111 });
    backend.current
      .onSequence(`GET ${BASE}prepublish/list`, [{ body: ok(page([waiting])) }, { body: ok(page([{ ...waiting, title: '同事改过的标题', version: 222 }])) }])
      .on(`POST ${BASE}publish`, { body: stale('同事改过的标题') });
    const user = userEvent.setup();
    renderWorkflow(
      <PrepublishView module={noticeModule} />,
    );
    await user.click(within(await findRow('待发公告')).getByRole('button', { name: '发布' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '确定发布' }));
    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });
    expect(backend.current.callsTo(`POST ${BASE}publish`)[0]?.body).toMatchObject({ id: 3, base_version: 111 });
    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    expect(await screen.findByText('同事改过的标题')).toBeTruthy();
    expect(backend.current.callsTo(`POST ${BASE}publish`)).toHaveLength(1);
  });
});
