/** An amount field (issue 35): 800,000,000 港元 in the list's cell and under the form's input; separators typed are taken. */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatFieldValue, defineModule, field, type ModuleValues } from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { FormHarness } from './testing/FormHarness';
import { renderWorkflow } from './testing/renderWorkflow';
import { moduleFieldColumns } from './workflowColumns';

const financing = defineModule({
  area: 'br',
  name: 'amountDemo',
  title: '融资额度',
  apiBase: 'operation/broker/amountdemo/',
  schedule: 'push_time',
  fields: [
    field.number('fund_limit', '融资总额度', { required: true, min: 1, unit: '港元', amount: true, inList: true }),
    field.number('seconds', '展示时长', { unit: '秒', inList: true }),
  ],
});
const limit = financing.fields[0]!;

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});
afterEach(() => backend.restore());

it('shows an amount with separators and its unit in the list, and leaves other numbers alone', () => {
  expect(formatFieldValue(limit, 800_000_000)).toBe('800,000,000 港元');
  expect(formatFieldValue(financing.fields[1]!, 1500)).toBe('1500');
  const [column] = moduleFieldColumns(financing);
  const shown = (column?.valueGetter as (value: unknown, row: Record<string, unknown>) => string)(undefined, { fund_limit: 800_000_000 });
  expect(shown).toBe('800,000,000 港元');
});

it('takes 800,000,000 typed with separators and says it under the input as the list will', async () => {
  const user = userEvent.setup();
  renderWorkflow(<FormHarness module={financing} />);
  const input = screen.getByLabelText(/融资总额度/) as HTMLInputElement;
  await user.type(input, '800,000,000');
  expect(document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent).toBe('800,000,000 港元');
  await user.click(screen.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
  expect((JSON.parse(screen.getByTestId('sent').textContent ?? 'null') as ModuleValues).fund_limit).toBe(800_000_000);
});
