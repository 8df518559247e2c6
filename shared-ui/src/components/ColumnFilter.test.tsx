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

const CROWDS = [
  { value: '0', label: '全部用户' },
  { value: '1', label: '已注册用户' },
  { value: '2', label: '已开户用户' },
];

function MultipleHarness({ emitted, max }: { emitted: string[][]; max?: number }) {
  const [value, setValue] = useState<string[]>([]);
  return (
    <ColumnFilter
      multiple
      label="适用人群"
      options={CROWDS}
      value={value}
      {...(max === undefined ? {} : { max })}
      onChange={(next) => {
        emitted.push(next);
        setValue(next);
      }}
    />
  );
}

describe('ColumnFilter with several choices (spec §3 filterMultiple, issue 30)', () => {
  const open = async () => {
    await userEvent.click(screen.getByRole('button', { name: '筛选适用人群' }));
    return screen.findByRole('dialog', { name: '筛选适用人群' });
  };
  const tick = async (label: string) => userEvent.click(await screen.findByRole('option', { name: label }));

  it('ticks several, shows them joined, and emits them together on 确认; 重置 clears them all', async () => {
    const emitted: string[][] = [];
    render(<MultipleHarness emitted={emitted} />);
    const dialog = await open();
    expect(within(dialog).getByText('请选择')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox'));
    await tick('已注册用户');
    await tick('已开户用户');
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).getByRole('combobox').textContent).toBe('已注册用户、已开户用户');
    expect(emitted).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: '确认' }));
    expect(emitted).toEqual([['1', '2']]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const button = screen.getByRole('button', { name: '筛选适用人群' });
    expect([button.getAttribute('aria-pressed'), button.getAttribute('title')]).toEqual(['true', '筛选适用人群：已注册用户、已开户用户']);

    const again = await open();
    await userEvent.click(within(again).getByRole('button', { name: '重置' }));
    expect(emitted).toEqual([['1', '2'], []]);
  });

  it('disables the other choices at the maximum', async () => {
    render(<MultipleHarness emitted={[]} max={1} />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('combobox'));
    await tick('全部用户');
    expect((await screen.findByRole('option', { name: '已注册用户' })).getAttribute('aria-disabled')).toBe('true');
  });

  it('is at least 90 px wide (spec §9 dropdown width), and a blank placeholder falls back to 请选择', async () => {
    render(<ColumnFilter label="展示人群" options={OPTIONS} value="" placeholder=" " onChange={() => undefined} />);
    const dialog = await openFilter();
    expect(within(dialog).getByText('请选择')).toBeTruthy();
    const box = dialog.querySelector('[data-open]') as HTMLElement;
    expect(getComputedStyle(box).minWidth).toBe('90px');
  });
});

function jestTimers() {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
}
