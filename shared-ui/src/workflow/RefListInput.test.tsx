import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineModule, field, type LibraryItem } from 'shared-ui/contract';
import { ok } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { FormHarness } from './testing/FormHarness';
import { renderWorkflow } from './testing/renderWorkflow';

const MANAGERS: LibraryItem[] = [
  { id: 'M1', label: '陈思远', detail: '恒盈基金 · M1' },
  { id: 'M2', label: '林雅琴', detail: '恒盈基金 · M2' },
  { id: 'M3', label: '周振华', detail: '华晟资产 · M3' },
  { id: 'M4', label: '王海涛', detail: '华晟资产 · M4' },
];

const slot = defineModule({
  area: 'wm',
  name: 'testCandidate',
  title: '测试推荐',
  apiBase: 'test/candidate/',
  schedule: 'push_time',
  fields: [
    field.ref('lead', '主推经理', 'managers', { required: true }),
    field.refList('managers', '推荐基金经理', 'managers', { exact: 3, itemFields: [field.text('slogan', '推荐语', { maxLength: 24 })] }),
  ],
});

const Harness = () => <FormHarness module={slot} />;

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend()
    .on('GET test/candidate/content', { body: ok(null) })
    .on('GET /console/v1/library/managers/items', (request) => {
      const params = request.params as { search?: string; ids?: string };
      if (params.ids !== undefined) return { body: ok(MANAGERS.filter((m) => params.ids?.split(',').includes(m.id))) };
      const text = params.search ?? '';
      return { body: ok(MANAGERS.filter((m) => m.label.includes(text) || m.id.includes(text))) };
    });
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

const list = () => within(screen.getByTestId('ref-list-managers'));
const rows = () => screen.queryAllByTestId('ref-list-item').map((row) => row.textContent ?? '');
async function pick(user: ReturnType<typeof userEvent.setup>, label: RegExp, name: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('RefListInput and RefInput', () => {
  it('picks from the server’s search, refuses a picked item again with the repeat words, reorders, and stops at the count', async () => {
    const user = userEvent.setup();
    renderWorkflow(<Harness />);
    await pick(user, /添加基金经理/, '陈思远');
    await pick(user, /添加基金经理/, '周振华');
    // A picked manager is still found by search, marked 已添加; picked again it is not added (spec §5: the repeat message).
    await user.click(screen.getByRole('combobox', { name: /添加基金经理/ }));
    const again = await screen.findByRole('option', { name: /陈思远/ });
    expect(again.textContent).toContain('已添加');
    await user.click(again);
    expect(list().getByText('基金经理重复添加')).toBeTruthy();
    expect(rows().map((r) => r.slice(0, 5))).toEqual(['1.陈思远', '2.周振华']);
    // Under each picked item, what its library says of it (company and key), not the bare key.
    expect(list().getByText('恒盈基金 · M1')).toBeTruthy();
    expect(list().getByText('华晟资产 · M3')).toBeTruthy();
    await pick(user, /添加基金经理/, '林雅琴');
    expect(list().queryByText('基金经理重复添加')).toBeNull();
    expect(rows().map((r) => r.slice(0, 5))).toEqual(['1.陈思远', '2.周振华', '3.林雅琴']);
    // Exactly three: the picker is gone once the third is in.
    expect(list().queryByRole('combobox')).toBeNull();

    await user.click(screen.getByRole('button', { name: '上移 林雅琴' }));
    expect(rows().map((r) => r.slice(0, 5))).toEqual(['1.陈思远', '2.林雅琴', '3.周振华']);
    expect(screen.getByText('林雅琴 已移到第 2 位')).toBeTruthy();
    await user.type(list().getAllByRole('textbox', { name: /推荐语/ })[0] as HTMLElement, '债券老将');

    await pick(user, /主推经理/, '王海涛');
    await user.click(screen.getByRole('button', { name: '校验' }));
    await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
    expect(JSON.parse(screen.getByTestId('sent').textContent ?? 'null')).toEqual({
      lead: 'M4',
      managers: [
        { id: 'M1', position: 1, slogan: '债券老将' },
        { id: 'M2', position: 2, slogan: '' },
        { id: 'M3', position: 3, slogan: '' },
      ],
    });
  });

  it('opens a saved list with each item’s label and detail from one lookup of the library', async () => {
    const saved = { lead: 'M4', managers: [{ id: 'M2', position: 1, slogan: '', label: '林雅琴' }, { id: 'M3', position: 2, slogan: '' }, { id: 'M9', position: 3, slogan: '' }] };
    renderWorkflow(<FormHarness module={slot} initialValues={saved} />);
    await list().findByText('恒盈基金 · M2');
    expect(list().getByText('林雅琴')).toBeTruthy();
    expect(list().getByText('华晟资产 · M3')).toBeTruthy();
    // The server sends labels with saved items (M2 here); the line of detail comes from the lookup all the same.
    // A key the library no longer has says so in its place.
    expect(list().getByText('基金经理不存在，请从下拉列表中选择')).toBeTruthy();
    expect(backend.callsTo('GET /console/v1/library/managers/items').filter((call) => (call.params as { ids?: string }).ids === 'M2,M3,M9')).toHaveLength(1);
    // Removing one asks for the rest again; what the others say stays on show meanwhile.
    await userEvent.setup().click(screen.getByRole('button', { name: '移除 林雅琴' }));
    expect(list().getByText('华晟资产 · M3')).toBeTruthy();
    expect(list().queryByText('恒盈基金 · M2')).toBeNull();
  });

  it('says what the count asks for, and removes an item', async () => {
    const user = userEvent.setup();
    renderWorkflow(<Harness />);
    await pick(user, /添加基金经理/, '陈思远');
    await pick(user, /添加基金经理/, '林雅琴');
    await user.click(screen.getByRole('button', { name: '移除 陈思远' }));
    expect(rows().map((r) => r.slice(0, 5))).toEqual(['1.林雅琴']);
    await user.click(screen.getByRole('button', { name: '校验' }));
    await waitFor(() => expect(screen.getByTestId('sent').textContent).toBe('null'));
    expect(list().getByText('推荐基金经理须为 3 项（当前 1 项）')).toBeTruthy();
    expect(screen.getByText('请选择主推经理')).toBeTruthy();
  });

  it('waits for the field its library filter reads (filterFrom), then asks the server for that part only', async () => {
    const user = userEvent.setup();
    const matched = defineModule({
      area: 'wm',
      name: 'testSubjectFunds',
      title: '测试专题基金',
      apiBase: 'test/subjectfunds/',
      schedule: 'push_time',
      fields: [
        field.select('risk', '专题风险等级', [
          { value: 'LV4', label: 'LV4 中高风险' },
          { value: 'LV5', label: 'LV5 高风险' },
        ]),
        field.refList('funds', '相关基金', 'funds', { max: 3, filterFrom: { risk: 'risk' } }),
      ],
    });
    backend
      .on('GET test/subjectfunds/content', { body: ok(null) })
      .on('GET /console/v1/library/funds/items', (request) => {
        const { risk } = request.params as { risk?: string };
        return { body: ok(risk === 'LV5' ? [{ id: '12', label: '博睿全球科技QDII', detail: 'LV5' }] : []) };
      });
    renderWorkflow(<FormHarness module={matched} />);
    const picker = await screen.findByRole('combobox', { name: /添加基金/ });
    expect((picker as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByText('请先选择专题风险等级')).toBeTruthy();

    await user.click(screen.getByRole('combobox', { name: /专题风险等级/ }));
    await user.click(await screen.findByRole('option', { name: 'LV5 高风险' }));
    await waitFor(() => expect((screen.getByRole('combobox', { name: /添加基金/ }) as HTMLInputElement).disabled).toBe(false));
    await pick(user, /添加基金/, '博睿全球科技QDII');
    expect(backend.callsTo('GET /console/v1/library/funds/items').every((call) => (call.params as { risk?: string }).risk === 'LV5')).toBe(true);
    expect(rows()[0]).toContain('博睿全球科技QDII');
  });
});
