/**
 * A fund's delete names the version the list showed (`base_versions`, the engine's one stale check): a fund saved
 * since answers 1043 with its current row, and the engine's conflict dialog shows the server's words with 重新加载
 * (nothing deleted) or 仍然删除 (resent based on the version the refusal named).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { FUND_MESSAGES, staleSaveMessage } from 'shared-ui/contract';
import { fakeBackendPerTest, shownToasts } from 'shared-ui/testing';
import { FundLibraryPage } from './FundLibraryPage';
import { fundRow, pageOf, renderFundLibrary } from './testing/renderFundLibrary';

const backend = fakeBackendPerTest();
const LIST = 'GET operation/wm/funds';
const DELETE = 'POST operation/wm/funds/delete';
const THEIRS = fundRow(2, '第二只基金（改名）', { update_time: '2026-01-04 08:00:00', update_operator: 'carol', version: 1_767_484_800_000 });
const WORDS = staleSaveMessage({ operator: 'carol', time: THEIRS.update_time, current: { ...THEIRS } });
const stale = { code: 1043, msg: WORDS, data: { operator: 'carol', time: THEIRS.update_time, version: THEIRS.version, current: THEIRS } };

async function askDelete() {
  renderFundLibrary(<FundLibraryPage />);
  const user = userEvent.setup();
  const name = await screen.findByRole('button', { name: '第二只基金' }, { timeout: 5000 });
  await user.click(within(name.closest('[role="row"]') as HTMLElement).getByRole('button', { name: '删除' }));
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
  return { user, conflict: await screen.findByRole('dialog', { name: '内容已被他人修改' }, { timeout: 5000 }) };
}

describe('stale fund delete', () => {
  it('sends base_versions; a 1043 shows the server’s words and 仍然删除 resends based on the version it named', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(2, '第二只基金')])) }).onSequence(DELETE, [{ body: stale }, { body: ok({ deleted: 1, ids: [2] }) }]);
    const { user, conflict } = await askDelete();
    expect(backend.current.callsTo(DELETE)[0]?.body).toEqual({ ids: [2], base_versions: { '2': 1_767_405_600_000 } });
    // The server's sentence, ending in the dialog's own button (仍然删除) instead of a save's 覆盖.
    expect(within(conflict).getByText(staleSaveMessage({ operator: 'carol', time: THEIRS.update_time, current: { ...THEIRS } }, '仍然删除'))).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('（改名）', { selector: 'del' })).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '仍然删除' }));
    await waitFor(() => expect(shownToasts()).toContain(`success:${FUND_MESSAGES.deleted}`));
    expect(backend.current.callsTo(DELETE)[1]?.body).toEqual({ ids: [2], base_versions: { '2': THEIRS.version } });
  });

  it('重新加载 closes the dialogs and deletes nothing', async () => {
    backend.current.on(LIST, { body: ok(pageOf([fundRow(2, '第二只基金')])) }).on(DELETE, { body: stale });
    const { user, conflict } = await askDelete();
    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(backend.current.callsTo(DELETE)).toHaveLength(1);
    expect(backend.current.callsTo(LIST).length).toBeGreaterThan(1);
  });
});
