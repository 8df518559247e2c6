import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineModule, field, type ModuleValues } from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { FormHarness } from './testing/FormHarness';
import { renderWorkflow } from './testing/renderWorkflow';

/** A broker-only currency and a notice's words shown only with the notice on (visibleWhen). */
const conditional = defineModule({
  area: 'common',
  name: 'conditionalDemo',
  title: '条件字段',
  apiBase: 'operation/test/conditional/',
  schedule: 'push_time',
  fields: [
    field.radio('type', '文章位', [
      { value: 'broker', label: '证券 App 市场页' },
      { value: 'recommend', label: '为你推荐' },
    ], { required: true, defaultValue: 'broker' }),
    field.select('currency', '币种', [
      { value: 'HKD', label: '港币' },
      { value: 'USD', label: '美元' },
    ], { required: true, visibleWhen: { field: 'type', in: ['broker'] } }),
    field.text('title', '栏目标题', { required: true }),
    field.switch('is_tips', '更新提示', { defaultValue: 0 }),
    field.textarea('tips', '更新说明', { required: true, visibleWhen: { field: 'is_tips', in: [1] } }),
  ],
});

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

const sent = () => JSON.parse(screen.getByTestId('sent').textContent || 'null') as ModuleValues | null;
const validate = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
};

describe('ModuleForm with conditional fields (visibleWhen)', () => {
  it('shows a field only while its condition holds, requires it then, and sends it only then', async () => {
    const user = userEvent.setup();
    renderWorkflow(<FormHarness module={conditional} />);
    expect(screen.getByRole('combobox', { name: /币种/ })).toBeTruthy();
    expect(screen.queryByLabelText(/更新说明/)).toBeNull();

    await user.type(screen.getByLabelText(/栏目标题/), '港股观察');
    await validate(user);
    expect(sent()).toBeNull();
    expect(screen.getByText('请选择币种')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '为你推荐' }));
    expect(screen.queryByRole('combobox', { name: /币种/ })).toBeNull();
    await validate(user);
    await waitFor(() => expect(sent()).toEqual({ type: 'recommend', title: '港股观察', is_tips: 0 }));
  });

  it('keeps what was picked while a field is hidden, and sends it again when it applies', async () => {
    const user = userEvent.setup();
    renderWorkflow(<FormHarness module={conditional} initialValues={{ type: 'broker', currency: 'USD', title: '美股观察', is_tips: 0, tips: '' }} />);
    await user.click(screen.getByRole('radio', { name: '为你推荐' }));
    await user.click(screen.getByRole('radio', { name: '证券 App 市场页' }));
    await user.click(screen.getByRole('switch', { name: /更新提示/ }));
    expect(screen.getByLabelText(/更新说明/)).toBeTruthy();
    await validate(user);
    expect(sent()).toBeNull();
    expect(screen.getByText('请输入更新说明')).toBeTruthy();
    await user.type(screen.getByLabelText(/更新说明/), '新增美股期权条款');
    await validate(user);
    await waitFor(() => expect(sent()).toEqual({ type: 'broker', currency: 'USD', title: '美股观察', is_tips: 1, tips: '新增美股期权条款' }));
  });
});
