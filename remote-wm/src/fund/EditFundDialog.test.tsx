import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { staleSaveMessage, type FundRow } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { EditFundDialog } from './EditFundDialog';
import { fundRow, renderFundLibrary } from './testing/renderFundLibrary';

const backend = fakeBackendPerTest();
const UPDATE = 'POST operation/wm/funds/update';

/** The server's 1043 for a save based on `mine` when `theirs` is stored: who, when, the version and the row. */
function staleAnswer(theirs: FundRow) {
  const detail = { operator: theirs.update_operator, time: theirs.update_time, version: theirs.version, current: { ...theirs } };
  return { body: { code: 1043, msg: staleSaveMessage(detail), data: detail } };
}

/** Opens the edit of `fund`, types a new 展示标题 and saves; the title input, to watch what the form holds. */
async function editTitle(fund: FundRow, onClose: () => void) {
  renderFundLibrary(<EditFundDialog fund={fund} onClose={onClose} />);
  const user = userEvent.setup();
  const title = screen.getByLabelText(/展示标题/) as HTMLInputElement;
  await user.clear(title);
  await user.type(title, '我改的标题');
  await user.click(screen.getByRole('button', { name: '保存' }));
  return { user, title, conflict: await screen.findByRole('dialog', { name: '内容已被他人修改' }) };
}

describe('EditFundDialog', () => {
  it('on a stale save (1043) keeps the typed text, compares it with the saved one, and 重新加载 takes theirs with 恢复我的内容 at hand', async () => {
    const mine = fundRow(3, '恒盈短期债券基金 A 类累积');
    const theirs = { ...mine, title: '同事改的标题', update_time: '2026-01-04 11:00:00', update_operator: 'li', version: (mine.version ?? 0) + 60_000 };
    backend.current.onSequence(UPDATE, [staleAnswer(theirs), { body: ok({ ...theirs, remark: '新推荐语' }) }]);
    const onClose = jest.fn();
    const { user, title, conflict } = await editTitle(mine, onClose);
    expect(within(conflict).getByText(staleAnswer(theirs).body.msg)).toBeTruthy();
    await user.click(within(conflict).getByRole('button', { name: '比较差异' }));
    expect(within(conflict).getByText('展示标题')).toBeTruthy();
    expect(title.value).toBe('我改的标题');

    await user.click(within(conflict).getByRole('button', { name: '重新加载' }));
    expect(title.value).toBe('同事改的标题');
    // What was typed is one click away.
    await user.click(screen.getByRole('button', { name: '恢复我的内容' }));
    expect(title.value).toBe('我改的标题');
    await user.clear(title);
    await user.type(title, '同事改的标题');
    const remark = screen.getByLabelText(/推荐语/) as HTMLInputElement;
    await user.clear(remark);
    await user.type(remark, '新推荐语');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(backend.current.callsTo(UPDATE)[0]?.body).toMatchObject({ title: '我改的标题', base_version: mine.version });
    expect(backend.current.callsTo(UPDATE)[1]?.body).toMatchObject({ id: 3, title: '同事改的标题', remark: '新推荐语', base_version: theirs.version });
  });

  it('覆盖保存 sends what was typed again, based on the version the refusal named', async () => {
    const mine = fundRow(4, '恒盈稳健债券基金');
    const theirs = { ...mine, title: '同事改的标题', update_operator: 'li', version: (mine.version ?? 0) + 1 };
    backend.current.onSequence(UPDATE, [staleAnswer(theirs), { body: ok({ ...theirs, title: '我改的标题' }) }]);
    const onClose = jest.fn();
    const { user, conflict } = await editTitle(mine, onClose);
    await user.click(within(conflict).getByRole('button', { name: '覆盖保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(backend.current.callsTo(UPDATE)[1]?.body).toMatchObject({ id: 4, title: '我改的标题', base_version: theirs.version });
  });
});
