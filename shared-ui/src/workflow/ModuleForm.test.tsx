import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ModuleValues } from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { FormHarness } from './testing/FormHarness';
import { renderWorkflow } from './testing/renderWorkflow';
import { everyKindModule } from './testing/testModules';

const Harness = FormHarness;

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend();
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const sent = () => JSON.parse(screen.getByTestId('sent').textContent || 'null') as ModuleValues | null;
const validate = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
};
/** The helper line under an input (MUI links it with aria-describedby). */
const helperOf = (input: HTMLElement) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';

describe('ModuleForm', () => {
  it('renders one input per field kind, with Chinese labels, required marks and hints', () => {
    const { container } = renderWorkflow(<Harness module={everyKindModule} />);
    expect(field(/^标题/).required).toBe(true);
    expect(field(/^摘要/).tagName).toBe('TEXTAREA');
    // The number's unit (the pickers' empty sections also read 年-月-日 时:分:秒).
    expect(screen.getAllByText('分').some((el) => el.closest('.MuiInputAdornment-root'))).toBe(true);
    expect(screen.getByRole('combobox', { name: /适用人群/ })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: /开屏类型/ })).toBeTruthy();
    expect((screen.getByRole('radio', { name: '证券 App' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('switch', { name: /启用/ })).toBeTruthy();
    expect(field(/名称（简体中文）/).required).toBe(true);
    expect(field(/名称（繁體中文）/).required).toBe(false);
    expect(field(/名称（英文）/)).toBeTruthy();
    expect(field(/跳转链接/).placeholder).toBe('https://…');
    expect(field(/^配置/).style.fontFamily).toBe('monospace');
    expect(screen.getByRole('button', { name: '上传图片' })).toBeTruthy();
    expect(screen.getByText('尺寸 375×170，JPG，不超过 2MB')).toBeTruthy();
    expect(helperOf(field(/白名单 UIN/))).toBe('多个 UIN 以分号分隔，中英文分号均可');
    expect(container.querySelector('input[name="showAt"]')).not.toBeNull();
  });

  it('refuses empty required fields with the schema messages and sends nothing', async () => {
    const user = userEvent.setup();
    renderWorkflow(<Harness module={everyKindModule} />);
    await validate(user);
    expect(sent()).toBeNull();
    expect(helperOf(field(/^标题/))).toContain('请输入标题');
    expect(screen.getByText('请选择适用人群')).toBeTruthy();
    expect(helperOf(field(/名称（简体中文）/))).toBe('请输入名称（简体中文）');
    expect(helperOf(field(/名称（英文）/))).toBe('');
  });

  it('counts characters, warns past the length hint and refuses past maxLength', async () => {
    const user = userEvent.setup();
    renderWorkflow(<Harness module={everyKindModule} />);
    await user.type(field(/^标题/), '一二三四五六七');
    expect(helperOf(field(/^标题/))).toContain('已超过建议长度 6 个字');
    expect(helperOf(field(/^标题/))).toContain('7/10');
    await user.type(field(/^标题/), '八九十一');
    // Past the hard limit the schema's message shows at once, and the form refuses it.
    expect(helperOf(field(/^标题/))).toContain('标题不能超过 10 个字');
    await validate(user);
    expect(sent()).toBeNull();
    expect(helperOf(field(/^标题/))).toContain('标题不能超过 10 个字');
  });

  it('refuses a link that is not http(s), text that is not JSON (inline while typing), a bad UIN list and a non-number', async () => {
    const user = userEvent.setup();
    renderWorkflow(<Harness module={everyKindModule} />);
    await user.type(field(/跳转链接/), 'ftp://example.com');
    await user.click(field(/^配置/));
    await user.paste('{"a": 1');
    // Before any validation: the JSON rule speaks as one types.
    expect(helperOf(field(/^配置/))).toBe('配置项必须为 JSON 格式');
    await user.type(field(/白名单 UIN/), '123456;abc');
    await user.type(field(/^权重/), 'abc');
    await validate(user);
    expect(helperOf(field(/跳转链接/))).toBe('跳转链接必须以 http:// 或 https:// 开头');
    expect(helperOf(field(/白名单 UIN/))).toBe('白名单 UIN须为以分号分隔的数字 UIN');
    expect(helperOf(field(/^权重/))).toBe('请输入权重（数字）');
    await user.clear(field(/^权重/));
    await user.type(field(/^权重/), '101');
    expect(helperOf(field(/^权重/))).toBe('权重不能大于 100');
    await user.type(field(/^配置/), '}');
    expect(helperOf(field(/^配置/))).toBe('');
  });

  it('sends the values in the contract shapes: numbers, option values, 0/1, languages, Shanghai time', async () => {
    const user = userEvent.setup();
    const { container } = renderWorkflow(<Harness module={everyKindModule} />);
    await user.type(field(/^标题/), '  开屏  ');
    await user.type(field(/^权重/), '42');
    await user.click(screen.getByRole('combobox', { name: /适用人群/ }));
    await user.click(await screen.findByRole('option', { name: '已注册用户' }));
    await user.click(screen.getByRole('combobox', { name: /系统/ }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'iOS' }));
    await user.click(within(listbox).getByRole('option', { name: 'Android' }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: '理财 App' }));
    await user.click(screen.getByRole('switch', { name: /启用/ }));
    await user.type(field(/名称（简体中文）/), '名称');
    await user.type(field(/跳转链接/), 'https://example.com/a');
    await user.click(field(/^配置/));
    await user.paste('{"a":1}');
    // Typed with a Chinese keyboard's semicolon: the module's normalisation runs before the schema.
    await user.type(field(/白名单 UIN/), '10001；10002');
    fireEvent.change(container.querySelector('input[name="showAt"]')!, { target: { value: '2030-01-02 03:04:05' } });
    await validate(user);
    expect(sent()).toEqual({
      title: '开屏',
      summary: '',
      weight: 42,
      crowd: 1,
      systems: [1, 2],
      splash: 'super_app',
      enabled: 1,
      name: { 'zh-hans': '名称', 'zh-hant': '', en: '' },
      url: 'https://example.com/a',
      config: '{"a":1}',
      image: '',
      uins: '10001;10002',
      showAt: '2030-01-02 03:04:05',
    });
  });
});
