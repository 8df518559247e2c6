import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ok } from 'shared-ui';
import { clearStrayJumpTargets, defineModule, field, jumpTargetRules, type LibraryItem, type ModuleValues } from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { ModuleForm } from './ModuleForm';
import { useModuleForm } from './useModuleForm';
import { renderWorkflow } from './testing/renderWorkflow';

const FUNDS: LibraryItem[] = [
  { id: '3', label: '华晟环球投资级债券基金', detail: 'LV2 · 3' },
  { id: '5', label: '博睿短期债券基金', detail: 'LV2 · 5' },
];
const ARTICLES: LibraryItem[] = [{ id: 'A20261110011', label: '美元指数回落至 100 下方', detail: '投资策略团队' }];

const fields = [
  field.select('jump_type', '点击跳转', [
    { value: 'fund', label: '基金' },
    { value: 'article', label: '文章' },
    { value: 'h5', label: 'H5 页面' },
    { value: 'open_app', label: '打开 App' },
  ], { required: true, defaultValue: 'open_app' }),
  field.jumpTarget('jump_target', '跳转目标', { typeField: 'jump_type', targets: { fund: { library: 'funds' }, article: { library: 'articles' }, h5: 'url' } }),
];
const push = defineModule({
  area: 'wm',
  name: 'testPushTarget',
  title: '测试推送',
  apiBase: 'test/jump/',
  schedule: 'push_time',
  fields,
  rules: jumpTargetRules(fields),
  normalise: (values) => clearStrayJumpTargets(fields, values),
});

/** The form with 校验 (what would be sent) and 载入 (a saved entry loaded, as a draft restore does). */
function Harness() {
  const controller = useModuleForm(push);
  const [sent, setSent] = useState<ModuleValues | null | undefined>(undefined);
  return (
    <>
      <ModuleForm controller={controller} />
      <button type="button" onClick={() => void controller.validate().then(setSent)}>
        校验
      </button>
      <button type="button" onClick={() => controller.load({ jump_type: 'fund', jump_target: '5' })}>
        载入
      </button>
      <output data-testid="sent">{sent === undefined ? '' : JSON.stringify(sent)}</output>
    </>
  );
}

const library = (items: LibraryItem[]) => (request: { params?: unknown }) => {
  const params = request.params as { search?: string; ids?: string };
  if (params.ids !== undefined) return { body: ok(items.filter((one) => params.ids?.split(',').includes(one.id))) };
  return { body: ok(items.filter((one) => one.label.includes(params.search ?? ''))) };
};

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend().on('GET /console/v1/library/funds/items', library(FUNDS)).on('GET /console/v1/library/articles/items', library(ARTICLES));
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

async function chooseType(user: ReturnType<typeof userEvent.setup>, label: string) {
  await user.click(screen.getByRole('combobox', { name: /点击跳转/ }));
  await user.click(await screen.findByRole('option', { name: label }));
}
const sent = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
  return JSON.parse(screen.getByTestId('sent').textContent ?? 'null') as ModuleValues | null;
};

describe('JumpTargetInput at the top level', () => {
  it('shows the input of the current jump type, picks from the library and clears the target when the type changes', async () => {
    const user = userEvent.setup();
    renderWorkflow(<Harness />);
    // 打开 App opens nothing in particular: no target to fill in.
    expect(screen.queryByRole('combobox', { name: /跳转目标/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /跳转目标/ })).toBeNull();

    await chooseType(user, '基金');
    await user.click(screen.getByRole('combobox', { name: /跳转目标（基金）/ }));
    await user.click(await screen.findByRole('option', { name: /华晟环球投资级债券基金/ }));
    expect((screen.getByRole('combobox', { name: /跳转目标（基金）/ }) as HTMLInputElement).value).toBe('华晟环球投资级债券基金');

    // Another type: the fund id must not stay behind as an article's key.
    await chooseType(user, '文章');
    expect((screen.getByRole('combobox', { name: /跳转目标（文章）/ }) as HTMLInputElement).value).toBe('');
    expect(await sent(user)).toBeNull();
    expect(screen.getByText('请选择要跳转的文章')).toBeTruthy();

    await chooseType(user, 'H5 页面');
    const link = screen.getByRole('textbox', { name: /跳转目标（H5 链接）/ });
    expect((link as HTMLInputElement).value).toBe('');
    await user.type(link, 'https://m.example-wealth.com/year-end');
    expect(await sent(user)).toEqual({ jump_type: 'h5', jump_target: 'https://m.example-wealth.com/year-end' });
  });

  it('keeps a loaded target: a load sets type and target together and is not a change of type', async () => {
    const user = userEvent.setup();
    renderWorkflow(<Harness />);
    await user.click(screen.getByRole('button', { name: '载入' }));
    const picker = await screen.findByRole('combobox', { name: /跳转目标（基金）/ });
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('博睿短期债券基金'));
    expect(await sent(user)).toEqual({ jump_type: 'fund', jump_target: '5' });
  });

  it('says so in the library’s words when a saved key names nothing', async () => {
    backend.on('GET /console/v1/library/funds/items', { body: ok([]) });
    const user = userEvent.setup();
    renderWorkflow(<Harness />);
    await user.click(screen.getByRole('button', { name: '载入' }));
    const form = screen.getByTestId('module-form');
    expect(await within(form).findByText('基金不存在，请从下拉列表中选择')).toBeTruthy();
  });
});
