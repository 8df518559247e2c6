import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from 'shared-ui';
import { ConfirmDeleteDialog, refusedInUse } from './ConfirmDeleteDialog';

describe('ConfirmDeleteDialog', () => {
  it('asks with 取消 focused, so Enter alone deletes nothing; 删除 confirms', async () => {
    const onConfirm = jest.fn();
    const onClose = jest.fn();
    render(<ConfirmDeleteDialog title="删除基金" question="确定从基金库删除「甲」吗？" refusal={null} pending={false} onConfirm={onConfirm} onClose={onClose} />);
    expect(screen.getByRole('dialog', { name: '删除基金' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '取消' }));
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: '删除' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('shows the refusal instead of the question, and then only closes', () => {
    render(<ConfirmDeleteDialog title="删除文章" question="确定删除吗？" refusal="文章正在使用" pending={false} onConfirm={jest.fn()} onClose={jest.fn()} />);
    expect(screen.getByRole('alert').textContent).toBe('文章正在使用');
    expect(screen.queryByText('确定删除吗？')).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
  });

  it('does not close on Escape while the delete is on its way', async () => {
    const onClose = jest.fn();
    render(<ConfirmDeleteDialog title="删除基金" question="确定吗？" refusal={null} pending onConfirm={jest.fn()} onClose={onClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('refusedInUse', () => {
  it('reads the uses of a 1019 refusal, only those with a slot; nothing from any other failure', () => {
    const slot = { module_key: 'wm/top3Fund', entry_id: 3 };
    const inUse = new ApiError(1019, '正在使用', [{ id: 1, slots: [slot] }, { id: 2, slots: [] }]);
    expect(refusedInUse<{ id: number; slots: unknown[] }>(inUse)).toEqual([{ id: 1, slots: [slot] }]);
    expect(refusedInUse(new ApiError(1043, '已被修改', [{ id: 1, slots: [slot] }]))).toEqual([]);
    expect(refusedInUse(new Error('网络错误'))).toEqual([]);
  });
});
