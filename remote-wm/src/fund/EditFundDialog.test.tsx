import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { FUND_MESSAGES } from 'shared-ui/contract';
import { fakeBackendPerTest } from 'shared-ui/testing';
import { EditFundDialog } from './EditFundDialog';
import { fundRow, renderFundLibrary } from './testing/renderFundLibrary';

const backend = fakeBackendPerTest();
const UPDATE = 'POST operation/wm/funds/update';

describe('EditFundDialog', () => {
  it('on a stale save shows the typed text beside the saved one, keeps it until the person chooses, and reloads on 重新加载', async () => {
    const mine = fundRow(3, '恒盈短期债券基金 A 类累积');
    const theirs = { ...mine, title: '同事改的标题', update_time: '2026-01-04 11:00:00', update_operator: 'li' };
    const stale = FUND_MESSAGES.stale('li', theirs.update_time);
    backend.current.onSequence(UPDATE, [{ body: { code: 1015, msg: stale, data: theirs } }, { body: ok({ ...theirs, remark: '新推荐语' }) }]);
    const onClose = jest.fn();
    renderFundLibrary(<EditFundDialog fund={mine} onClose={onClose} />);
    const user = userEvent.setup();
    const title = screen.getByLabelText(/展示标题/) as HTMLInputElement;
    await user.clear(title);
    await user.type(title, '我改的标题');
    await user.click(screen.getByRole('button', { name: '保存' }));

    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText(stale)).toBeTruthy();
    const table = within(notice).getByRole('table', { name: '您的修改与最新保存的内容' });
    expect(within(table).getByText('我改的标题')).toBeTruthy();
    expect(within(table).getByText('同事改的标题')).toBeTruthy();
    expect(title.value).toBe('我改的标题');
    expect((screen.getByRole('button', { name: '保存' }) as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(notice).getByRole('button', { name: '重新加载' }));
    expect(title.value).toBe('同事改的标题');
    const remark = screen.getByLabelText(/推荐语/) as HTMLInputElement;
    await user.clear(remark);
    await user.type(remark, '新推荐语');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(backend.current.callsTo(UPDATE)[1]?.body).toMatchObject({ id: 3, title: '同事改的标题', remark: '新推荐语', update_time: theirs.update_time });
    expect(backend.current.callsTo(UPDATE)[0]?.body).toMatchObject({ title: '我改的标题', update_time: mine.update_time });
  });
});
