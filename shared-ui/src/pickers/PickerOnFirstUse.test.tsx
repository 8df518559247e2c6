import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CmsDateTimePicker, type CmsDateTimePickerProps } from './CmsDateTimePicker';
import { CmsDatePicker } from './CmsDatePicker';
import { LIVE_DATE_PICKER, LIVE_DATE_TIME_PICKER, type LoadablePicker } from './lazyPickers';
import { LiveDateTimePicker } from './livePickers';
import { PickerOnFirstUse } from './PickerOnFirstUse';
import { pickerTime } from './pickerTime';

/** The picker's own sectioned field: what only a mounted MUI X picker renders. */
const pickerSections = () => document.querySelector('.MuiPickersSectionList-root');
const input = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

function Held(props: Partial<CmsDateTimePickerProps> & { initial?: string; changes?: string[]; blurs?: string[] }) {
  const { initial = '', changes = [], blurs = [], ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <>
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
    </>
  );
}

describe('CmsDateTimePicker, mounted on first use (PickerOnFirstUse)', () => {
  // The pickers' code has arrived (as it does while the pointer reaches a field): a focus mounts the picker. Before
  // it arrives: 'a picker whose code has not arrived yet' below.
  beforeAll(async () => {
    await Promise.all([LIVE_DATE_TIME_PICKER.load(), LIVE_DATE_PICKER.load()]);
  });

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
        <>
          <CmsDatePicker
            label="结束日期"
            name="end_date"
            value={value}
            onChange={(text) => {
              changes.push(text);
              setValue(text);
            }}
          />
        </>
      );
    }
    render(<Day />);
    await user.click(screen.getByRole('button', { name: /选择日期/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('.MuiPickersCalendarHeader-label')?.textContent).toBe('2026 年 11 月');
    await user.keyboard('{Escape}');
    // Closed, the focus is back on the field's calendar button (the picker's own, which replaced the plain one).
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toMatch(/^选择日期/));
    expect(document.activeElement?.closest('.MuiFormControl-root')?.querySelector('input[name]')?.getAttribute('name')).toBe('end_date');
    act(() => input('end_date').focus());
    await user.keyboard('20270230');
    await waitFor(() => expect(changes.at(-1)).toBe('2027-02-30'));
    expect(input('end_date').value).toBe('2027-02-30');
  });
});

describe('a picker whose code has not arrived yet', () => {
  /** A picker whose load is held until `arrive()`: the real date-time picker, late. */
  function latePicker() {
    let arrive: () => void = () => undefined;
    const asked = { count: 0 };
    const picker: LoadablePicker = {
      current: null,
      load: () => {
        asked.count += 1;
        return new Promise((resolve) => {
          arrive = () => resolve(LiveDateTimePicker);
        });
      },
    };
    return { picker, asked, arrive: () => act(() => arrive()) };
  }

  function Field({ picker, changes, blurs }: { picker: LoadablePicker; changes: string[]; blurs: string[] }) {
    const [value, setValue] = useState('');
    return (
      <PickerOnFirstUse
        label="开始时间"
        name="start_time"
        value={value}
        format={pickerTime}
        picker={picker}
        onChange={(text) => {
          changes.push(text);
          setValue(text);
        }}
        onBlur={() => blurs.push('blur')}
      />
    );
  }

  it('asks for the code as the pointer reaches the field', () => {
    const late = latePicker();
    render(<Field picker={late.picker} changes={[]} blurs={[]} />);
    fireEvent.pointerEnter(input('start_time'));
    expect(late.asked.count).toBe(1);
  });

  it('keeps what is typed meanwhile, passes it on once whole (an impossible time too), and mounts the picker once the text is one it can show', async () => {
    const late = latePicker();
    const changes: string[] = [];
    const blurs: string[] = [];
    const user = userEvent.setup();
    render(<Field picker={late.picker} changes={changes} blurs={blurs} />);
    act(() => input('start_time').focus());
    await user.keyboard('2027023008');
    expect(input('start_time').value).toBe('2027023008');
    expect(changes).toEqual([]);
    // The code arrives mid-typing: the typing goes on in the same field.
    late.arrive();
    await user.keyboard('0000');
    expect(pickerSections()).toBeNull();
    expect(input('start_time').value).toBe('20270230080000');
    expect(changes).toEqual(['2027-02-30 08:00:00']);
    act(() => input('start_time').blur());
    expect(blurs).toEqual(['blur']);
    // Left, it shows the impossible time as the form holds it, beside the form's message.
    expect(input('start_time').value).toBe('2027-02-30 08:00:00');
    // Focused again (the form focuses a refused field): still the plain field, the text there to be typed over.
    act(() => input('start_time').focus());
    expect(pickerSections()).toBeNull();
    expect(input('start_time').value).toBe('2027-02-30 08:00:00');
    await user.keyboard('20270228080000');
    expect(changes.at(-1)).toBe('2027-02-28 08:00:00');
    act(() => input('start_time').blur());
    // A time the picker can show: the next focus mounts it.
    act(() => input('start_time').focus());
    await waitFor(() => expect(pickerSections()).not.toBeNull());
    expect(input('start_time').value).toBe('2027-02-28 08:00:00');
  });
});

describe('a picker left half typed before its code arrived', () => {
  it('passes the text on as it stands, so the form can say what is missing', async () => {
    const changes: string[] = [];
    const picker: LoadablePicker = { current: null, load: () => new Promise(() => undefined) };
    function Field() {
      const [value, setValue] = useState('2026-12-01 09:30:00');
      return <PickerOnFirstUse label="开始时间" name="start_time" value={value} format={pickerTime} picker={picker} onChange={(text) => { changes.push(text); setValue(text); }} />;
    }
    const user = userEvent.setup();
    render(<Field />);
    act(() => input('start_time').focus());
    await user.clear(input('start_time'));
    await user.keyboard('202701');
    act(() => input('start_time').blur());
    expect(changes).toEqual(['202701']);
    expect(input('start_time').value).toBe('202701');
  });
});
