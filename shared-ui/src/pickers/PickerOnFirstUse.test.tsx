import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CmsDateTimePicker, type CmsDateTimePickerProps } from './CmsDateTimePicker';
import { CmsDatePicker } from './CmsDatePicker';
import { CmsPickersProvider } from './CmsPickersProvider';

/** The picker's own sectioned field: what only a mounted MUI X picker renders. */
const pickerSections = () => document.querySelector('.MuiPickersSectionList-root');
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

function Held(props: Partial<CmsDateTimePickerProps> & { initial?: string; changes?: string[]; blurs?: string[] }) {
  const { initial = '', changes = [], blurs = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <CmsPickersProvider>
      <CmsDateTimePicker
        label="预设发布时间"
        name="push_time"
        value={value}
        onChange={(text) => {
          changes.push(text);
          setValue(text);
        }}
        onBlur={() => blurs.push('blur')}
        {...rest}
      />
    </CmsPickersProvider>
  );
}

describe('CmsDateTimePicker, mounted on first use (PickerOnFirstUse)', () => {
  it('shows a plain field with the label, the value, the error and the calendar button until it is used', () => {
    render(<Held initial="2026-12-01 09:30:00" error="请选择晚于当前的时间" required />);
    expect(pickerSections()).toBeNull();
    expect(input('push_time').value).toBe('2026-12-01 09:30:00');
    expect(screen.getByLabelText(/预设发布时间/)).toBe(input('push_time'));
    expect(screen.getByText('请选择晚于当前的时间')).toBeTruthy();
    expect(screen.getByRole('button', { name: '选择日期，已选择2026-12-01 09:30:00' })).toBeTruthy();
  });

  it('shows a value the picker could not show (a half-typed one) as empty', () => {
    render(<Held initial="invalid" />);
    expect(input('push_time').value).toBe('');
    expect(screen.getByRole('button', { name: '选择日期' })).toBeTruthy();
  });

  it('mounts the picker focused when its field is focused, without marking the field as left', async () => {
    const blurs: string[] = [];
    render(<Held initial="2026-12-01 09:30:00" blurs={blurs} />);
    act(() => input('push_time').focus());
    await waitFor(() => expect(pickerSections()).not.toBeNull());
    expect(pickerSections()?.contains(document.activeElement)).toBe(true);
    // The picker keeps the value, in its hidden input.
    expect(input('push_time').value).toBe('2026-12-01 09:30:00');
    expect(blurs).toEqual([]);
  });

  it('mounts the picker open when its calendar button is pressed, and picking a day changes the value', async () => {
    const changes: string[] = [];
    const user = userEvent.setup();
    render(<Held initial="2026-12-01 09:30:00" changes={changes} />);
    await user.click(screen.getByRole('button', { name: /选择日期/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(pickerSections()).not.toBeNull();
    await user.click(screen.getByRole('gridcell', { name: '15' }));
    await waitFor(() => expect(changes.at(-1)).toBe('2026-12-15 09:30:00'));
  });

  it('takes a whole value put in without focus (autofill), and leaves a partial one alone', () => {
    const changes: string[] = [];
    render(<Held changes={changes} />);
    fireEvent.change(input('push_time'), { target: { value: '2026-13-01' } });
    expect(changes).toEqual([]);
    fireEvent.change(input('push_time'), { target: { value: '2026-12-24 18:00:00' } });
    expect(changes).toEqual(['2026-12-24 18:00:00']);
    expect(input('push_time').value).toBe('2026-12-24 18:00:00');
    expect(pickerSections()).toBeNull();
  });

  it('stays disabled while disabled: neither its field nor its button starts the picker', async () => {
    render(<Held disabled />);
    expect(input('push_time').disabled).toBe(true);
    expect((screen.getByRole('button', { name: '选择日期' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.setup().click(screen.getByLabelText(/预设发布时间/));
    expect(pickerSections()).toBeNull();
  });
});

describe('the calendar of every picker (issue 35)', () => {
  it('heads its month 2026 年 11 月, the date-time picker and the day picker alike', async () => {
    const user = userEvent.setup();
    render(<Held initial="2026-11-21 09:30:00" />);
    await user.click(screen.getByRole('button', { name: /选择日期/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('2026 年 11 月');
  });

  it('heads the day picker’s month the same way, and passes an impossible typed day on as typed', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Day() {
      const [value, setValue] = useState('2026-11-21');
      return (
        <CmsPickersProvider>
          <CmsDatePicker
            label="结束日期"
            name="end_date"
            value={value}
            onChange={(text) => {
              changes.push(text);
              setValue(text);
            }}
          />
        </CmsPickersProvider>
      );
    }
    render(<Day />);
    await user.click(screen.getByRole('button', { name: /选择日期/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('2026 年 11 月');
    await user.keyboard('{Escape}');
    act(() => input('end_date').focus());
    await user.keyboard('20270230');
    await waitFor(() => expect(changes.at(-1)).toBe('2027-02-30'));
    expect(input('end_date').value).toBe('2027-02-30');
  });
});
