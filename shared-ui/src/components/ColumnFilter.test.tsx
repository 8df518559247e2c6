import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ColumnFilter, COLUMN_FILTER_RESET_CLOSE_MS } from './ColumnFilter';

const OPTIONS = [
  { value: '1', label: '全部客户' },
  { value: '2', label: '新客' },
];

function Harness({ emitted }: { emitted: string[] }) {
  const [value, setValue] = useState('');
  return (
    <ColumnFilter
      label="展示人群"
      options={OPTIONS}
      value={value}
      onChange={(next) => {
        emitted.push(next);
        setValue(next);
      }}
    />
  );
}

const openFilter = async () => {
  await userEvent.click(screen.getByRole('button', { name: '筛选展示人群' }));
  return screen.findByRole('dialog', { name: '筛选展示人群' });
};
const pick = async (dialog: HTMLElement, label: string) => {
  await userEvent.click(within(dialog).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: label }));
};

describe('ColumnFilter', () => {
  it('shows 请选择 until a choice is made, and emits only on 确认', async () => {
    const emitted: string[] = [];
    render(<Harness emitted={emitted} />);
    const dialog = await openFilter();
    expect(within(dialog).getByText('请选择')).toBeTruthy();
    await pick(dialog, '新客');
    expect(emitted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(emitted).toEqual(['2']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: '筛选展示人群' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('emits the pending choice when closed without 确认 (Escape), and nothing when it did not change', async () => {
    const emitted: string[] = [];
    render(<Harness emitted={emitted} />);
    await openFilter();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(emitted).toEqual([]);
    const dialog = await openFilter();
    await pick(dialog, '全部客户');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(emitted).toEqual(['1']);
  });

  it('重置 clears at once and closes 50 ms later', async () => {
    const emitted: string[] = [];
    render(<Harness emitted={emitted} />);
    let dialog = await openFilter();
    await pick(dialog, '新客');
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    dialog = await openFilter();
    jestTimers();
    await act(async () => {
      within(dialog).getByRole('button', { name: '重置' }).click();
      await Promise.resolve();
    });
    expect(emitted).toEqual(['2', '']);
    expect(within(dialog).getByText('请选择')).toBeTruthy();
    const state = () => dialog.querySelector('[data-open]')?.getAttribute('data-open');
    act(() => jest.advanceTimersByTime(COLUMN_FILTER_RESET_CLOSE_MS - 10));
    expect(state()).toBe('true');
    act(() => jest.advanceTimersByTime(20));
    expect(state()).toBe('false');
    jest.useRealTimers();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(emitted).toEqual(['2', '']);
  });
});

function jestTimers() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}
