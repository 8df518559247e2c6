import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok } from 'shared-ui';
import { defineModule, field, type LibraryItem } from 'shared-ui/contract';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { FormHarness } from './testing/FormHarness';
import { renderWorkflow } from './testing/renderWorkflow';

const FUNDS: LibraryItem[] = [
  { id: '1', label: '恒盈美元货币市场基金', detail: 'LV1 · 1' },
  { id: '3', label: '华晟环球投资级债券基金', detail: 'LV2 · 3' },
];

const carousel = defineModule({
  area: 'wm',
  name: 'testCarousel',
  title: '测试轮播',
  apiBase: 'test/carousel/',
  schedule: 'push_time',
  fields: [
    field.list('slides', '轮播图', {
      min: 1,
      max: 3,
      itemFields: [
        field.text('title', '标题', { required: true, maxLength: 20 }),
        field.select('jump_type', '跳转类型', [
          { value: 'fund', label: '基金' },
          { value: 'h5', label: 'H5 页面' },
        ], { required: true, defaultValue: 'fund' }),
        field.jumpTarget('jump_target', '跳转目标', { typeField: 'jump_type', targets: { fund: { library: 'funds' }, h5: 'url' } }),
      ],
    }),
  ],
});

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend().on('GET /console/v1/library/funds/items', (request) => {
    const params = request.params as { search?: string; ids?: string };
    if (params.ids !== undefined) return { body: ok(FUNDS.filter((one) => params.ids?.split(',').includes(one.id))) };
    return { body: ok(FUNDS.filter((one) => one.label.includes(params.search ?? ''))) };
  });
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

type User = ReturnType<typeof userEvent.setup>;
const rows = () => screen.queryAllByTestId('list-item');
const row = (index: number) => within(rows()[index] as HTMLElement);
/** Types by pasting: the same change events, a fraction of the time of key-by-key typing in jsdom. */
async function fill(user: User, box: HTMLElement, text: string) {
  await user.click(box);
  await user.paste(text);
}
const add = (user: User) => user.click(screen.getByRole('button', { name: '添加一项' }));
const titles = () => rows().map((one) => (within(one).getByRole('textbox', { name: /标题/ }) as HTMLInputElement).value);
async function pickFund(user: User, index: number, name: string) {
  await user.click(row(index).getByRole('combobox', { name: /跳转目标（基金）/ }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}
const sent = async (user: User) => {
  await user.click(screen.getByRole('button', { name: '校验' }));
  await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
  return JSON.parse(screen.getByTestId('sent').textContent ?? 'null') as unknown;
};

describe('ListInput', () => {
  it('adds blank items up to the maximum, reorders and removes them, and sends positions 1..n', async () => {
    const user = userEvent.setup();
    renderWorkflow(<FormHarness module={carousel} />);
    expect(screen.getByText(/已添加 0 项（至少 1 项，最多 3 项）/)).toBeTruthy();
    await add(user);
    await fill(user, row(0).getByRole('textbox', { name: /标题/ }), '美元理财');
    await pickFund(user, 0, '恒盈美元');
    await add(user);
    await fill(user, row(1).getByRole('textbox', { name: /标题/ }), '环球债');
    await pickFund(user, 1, '华晟环球');
    await add(user);
    await fill(user, row(2).getByRole('textbox', { name: /标题/ }), '年终活动');
    // Three is the most: the adder is gone.
    expect(screen.queryByRole('button', { name: '添加一项' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '上移 环球债' }));
    expect(titles()).toEqual(['环球债', '美元理财', '年终活动']);
    expect(screen.getByText('环球债 已移到第 1 位')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '移除 年终活动' }));
    expect(titles()).toEqual(['环球债', '美元理财']);

    expect(await sent(user)).toEqual({
      slides: [
        { position: 1, title: '环球债', jump_type: 'fund', jump_target: '3' },
        { position: 2, title: '美元理财', jump_type: 'fund', jump_target: '1' },
      ],
    });
  });

  it('follows each item’s own jump type: a new type clears the item’s target, and the item’s messages stay with it', async () => {
    const user = userEvent.setup();
    renderWorkflow(<FormHarness module={carousel} />);
    expect(await sent(user)).toBeNull();
    expect(screen.getByText('请添加轮播图')).toBeTruthy();

    await add(user);
    await add(user);
    await fill(user, row(0).getByRole('textbox', { name: /标题/ }), '环球债');
    await pickFund(user, 0, '华晟环球');
    await fill(user, row(1).getByRole('textbox', { name: /标题/ }), '年终活动');
    await user.click(row(1).getByRole('combobox', { name: /跳转类型/ }));
    await user.click(await screen.findByRole('option', { name: 'H5 页面' }));
    await fill(user, row(1).getByRole('textbox', { name: /跳转目标（H5 链接）/ }), 'm.example-wealth.com/a');
    // The first item's fund is untouched by the second item's type.
    expect((row(0).getByRole('combobox', { name: /跳转目标（基金）/ }) as HTMLInputElement).value).toBe('华晟环球投资级债券基金');

    expect(await sent(user)).toBeNull();
    expect(row(1).getByText('跳转目标的 H5 链接必须以 http:// 或 https:// 开头')).toBeTruthy();

    // Back to 基金: the link is gone, and the fund must be picked.
    await user.click(row(1).getByRole('combobox', { name: /跳转类型/ }));
    await user.click(await screen.findByRole('option', { name: '基金' }));
    expect((row(1).getByRole('combobox', { name: /跳转目标（基金）/ }) as HTMLInputElement).value).toBe('');
    expect(await sent(user)).toBeNull();
    expect(row(1).getByText('请选择要跳转的基金')).toBeTruthy();
  });
});

describe('a switch with a limit across the collection (maxOn: 轮播展示 at most N)', () => {
  const limited = defineModule({
    area: 'wm',
    name: 'testMaxOn',
    title: '测试上限',
    apiBase: 'test/maxon/',
    schedule: 'push_time',
    fields: [field.list('items', '文章', { max: 3, itemFields: [field.text('title', '标题'), field.switch('featured', '轮播展示', { maxOn: 2 })] })],
  });
  const items = [1, 2, 3].map((position) => ({ position, title: `第 ${String(position)} 篇`, featured: position <= 2 ? 1 : 0 }));
  const switchOf = (index: number) => row(index).getByRole('switch') as HTMLInputElement;

  it('disables the other switches at the limit with a hint, and frees them when one is turned off', async () => {
    const user = userEvent.setup();
    renderWorkflow(<FormHarness module={limited} initialValues={{ items }} />);
    await waitFor(() => expect(rows()).toHaveLength(3));
    expect([switchOf(0).disabled, switchOf(1).disabled, switchOf(2).disabled]).toEqual([false, false, true]);
    expect(row(2).getByText('「轮播展示」最多开启 2 项，已达上限')).toBeTruthy();
    await user.click(switchOf(0));
    expect(switchOf(2).disabled).toBe(false);
    expect(row(2).queryByText(/已达上限/)).toBeNull();
  });
});
