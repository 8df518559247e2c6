/**
 * 复制为草稿 names the draft it would replace (base_version: the draft as the screen holds it, issue 35): a draft a
 * colleague saved since is refused (1043) and shown in the engine's conflict dialog; 仍然复制为草稿 replaces it
 * knowingly (overwrite, based on the version the refusal named), 重新加载 copies nothing.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { ErrorCode, defineModule } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { PublishedView } from './PublishedView';
import { renderWorkflow, testQueryClient } from './testing/renderWorkflow';
import { noticeModule } from './testing/testModules';
import { page, workflowRow } from './testing/workflowRows';
import { workflowKeys } from './workflowKeys';

const adModule = defineModule({ ...noticeModule, name: 'workflowStaleAd', cloneable: true });
const BASE = 'operation/test/notice/';
const CLONE = `POST ${BASE}publish/clone`;
const backend = fakeBackendPerTest();
const live = workflowRow(8, { title: '年末佣金优惠', url: '' }, { status: 'published', push_operator: 'bob', push_time: '2026-11-20 10:00:00' });
const stale = {
  code: ErrorCode.StaleSave,
  msg: '该内容已被 小李 于 2026-11-23 09:05:00 修改，请比较后选择重新加载或覆盖',
  data: { operator: '小李', time: '2026-11-23 09:05:00', version: 222, current: { title: '同事的草稿', url: '' } },
};

/** The published list with the draft the screen holds (version 111). */
function renderWithDraft() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(workflowKeys.draft(adModule), { title: '我的旧草稿', url: '', update_time: '2026-11-23 09:00:00', update_operator: 'alice', version: 111 });
  renderWorkflow(<PublishedView module={adModule} />, { url: '/m?view=published', queryClient });
}
const cloneButton = async () => within((await screen.findByText('年末佣金优惠')).closest('[role="row"]') as HTMLElement).getByRole('button', { name: '复制为草稿' });

describe('复制为草稿 and a draft changed since', () => {
  it('sends the held draft’s version; a 1043 compares and 仍然复制为草稿 overwrites based on theirs', async () => {
    backend.current
      .on(`GET ${BASE}publish/list`, { body: ok(page([live])) })
      .onSequence(CLONE, [{ body: stale }, { body: ok({ title: '年末佣金优惠', url: '', update_time: '2026-11-23 09:06:00', update_operator: 'alice', version: 333 }) }]);
    renderWithDraft();
    const user = userEvent.setup();
    await user.click(await cloneButton());
    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });
    expect(backend.current.callsTo(CLONE)[0]?.body).toEqual({ id: 8, channel: 'app', base_version: 111 });
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('同事的草稿', { selector: 'del' })).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '仍然复制为草稿' }));
    await waitFor(() => expect(backend.current.callsTo(CLONE)).toHaveLength(2));
    expect(backend.current.callsTo(CLONE)[1]?.body).toEqual({ id: 8, overwrite: true, channel: 'app', base_version: 222 });
  });

  it('the server’s 是否覆盖 answered 覆盖 keeps the draft’s version; 重新加载 after a 1043 copies nothing', async () => {
    backend.current
      .on(`GET ${BASE}publish/list`, { body: ok(page([live])) })
      .onSequence(CLONE, [{ body: { code: ErrorCode.OverwriteQuestion, msg: '是否覆盖？', data: { holders: [] } } }, { body: stale }]);
    renderWithDraft();
    const user = userEvent.setup();
    await user.click(await cloneButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '覆盖' }));
    const conflict = await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 });
    expect(backend.current.callsTo(CLONE)[1]?.body).toEqual({ id: 8, overwrite: true, channel: 'app', base_version: 111 });
    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.current.callsTo(CLONE)).toHaveLength(2);
  });
});
