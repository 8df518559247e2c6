/**
 * The holiday notice's form under the one date rule (issue 35): 结束日期 typed as 2027-02-30 is refused beside the
 * field with the contract's message — the words mock-server answers — and the field keeps what was typed.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { ModuleValues } from 'shared-ui/contract';
import { ModuleForm, useModuleForm } from 'shared-ui/workflow';
import { holiday } from './holiday.module';

function HolidayForm() {
  const controller = useModuleForm(holiday, { initialValues: holiday.seed?.[0]?.values });
  const [sent, setSent] = useState<ModuleValues | null | undefined>(undefined);
  return (
    <>
      <ModuleForm controller={controller} canUpload={false} />
      <button type="button" onClick={() => void controller.validate().then(setSent)}>
        校验
      </button>
      <output data-testid="sent">{sent === undefined ? '' : JSON.stringify(sent)}</output>
    </>
  );
}

const hiddenInput = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;
const helperOf = (name: string) => {
  const described = hiddenInput(name).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root');
  return described?.textContent ?? '';
};

it('refuses 结束日期 2027-02-30 with the field’s message, keeping 2027-02-30 in the field', async () => {
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HolidayForm />
    </QueryClientProvider>,
  );
  expect(hiddenInput('end_date').value).toBe('2027-02-11');
  // The pickers' code has not arrived (nothing pointed at the field first): the focused field takes the typing
  // itself, as the picker would, section digits in order.
  act(() => hiddenInput('end_date').focus());
  await user.keyboard('20270230');

  await user.click(screen.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(screen.getByTestId('sent').textContent).toBe('null'));
  await waitFor(() => expect(helperOf('end_date')).toBe('结束日期不是有效日期：2027 年 2 月只有 28 天'));
  // What was typed stays in the field, beside the message.
  expect(hiddenInput('end_date').value).toBe('2027-02-30');
});
