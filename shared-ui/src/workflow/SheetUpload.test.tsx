import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineModule, field, type LibraryItem } from 'shared-ui/contract';
import { ok } from 'shared-ui';
import { installFakeBackend, type FakeBackend } from 'shared-ui/testing';
import { strToU8, zipSync } from 'fflate';
import { FormHarness } from './testing/FormHarness';
import { renderWorkflow } from './testing/renderWorkflow';

const FUNDS: LibraryItem[] = [
  { id: '1', label: '恒盈美元货币基金', detail: 'HK0000000001 · LV1' },
  { id: '12', label: '远航环球科技基金', detail: 'IE0000000012 · LV5' },
];

const disclosure = defineModule({
  area: 'wm',
  name: 'testFees',
  title: '测试费率',
  apiBase: 'test/fees/',
  schedule: 'push_time',
  fields: [
    field.refList('funds', '基金费率', 'funds', {
      min: 1,
      sheet: { templateName: '费率表', keyHeader: '基金编号', labelHeader: '基金名称' },
      itemFields: [
        field.number('management_fee', '管理费率', { required: true, min: 0, max: 3, unit: '%/年' }),
        field.number('trailer_fee', '尾随佣金比例', { required: true, min: 0, max: 1.5, unit: '%/年' }),
      ],
      itemRules: [{ field: 'trailer_fee', message: '尾随佣金比例不能高于该基金的管理费率', test: (row) => typeof row.trailer_fee !== 'number' || typeof row.management_fee !== 'number' || row.trailer_fee <= row.management_fee }],
    }),
  ],
});

let backend: FakeBackend;
beforeEach(() => {
  backend = installFakeBackend().on('GET /console/v1/library/funds/items', (request) => {
    const { ids = '', by } = request.params as { ids?: string; by?: string };
    const asked = ids.split(',');
    // By ISIN (the alias): the ISIN is the detail's first part here; the answer names the value that matched.
    if (by === 'isin') return { body: ok(asked.flatMap((isin) => FUNDS.filter((fund) => fund.detail?.startsWith(isin.toUpperCase())).map((fund) => ({ ...fund, alias: isin })))) };
    return { body: ok(FUNDS.filter((fund) => asked.includes(fund.id))) };
  });
});
afterEach(() => {
  expect(backend.unexpected).toEqual([]);
  backend.restore();
});

const user = () => userEvent.setup({ applyAccept: false });
const csv = (text: string, name = '费率.csv') => new File([`\uFEFF${text}`], name, { type: 'text/csv' });
const rows = () => screen.queryAllByTestId('ref-list-item');

/** An .xlsx of a header and `count` data rows, as Excel lays one out (workbook, its relations, one sheet). */
function xlsx(count: number): File {
  const row = (n: number, cells: string) => `<row r="${String(n)}">${cells}</row>`;
  const sheet = `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${row(1, '<c r="A1" t="inlineStr"><is><t>基金编号</t></is></c>')}${Array.from({ length: count }, (_, i) => row(i + 2, `<c r="A${String(i + 2)}"><v>${String(i + 1)}</v></c>`)).join('')}</sheetData></worksheet>`;
  const files = {
    'xl/workbook.xml': strToU8('<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="费率" sheetId="1" r:id="rId1"/></sheets></workbook>'),
    'xl/_rels/workbook.xml.rels': strToU8('<Relationships><Relationship Id="rId1" Type="worksheet" Target="worksheets/sheet1.xml"/></Relationships>'),
    'xl/worksheets/sheet1.xml': strToU8(sheet),
  };
  return new File([zipSync(files)], '费率.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
}

describe('SheetUpload', () => {
  it('takes rows keyed by ISIN, says which column named the funds, and keeps a row whose ISIN the library lacks for a pick', async () => {
    renderWorkflow(<FormHarness module={disclosure} />);
    const sheet = ['ISIN,基金名称,管理费率（%/年）,尾随佣金比例（%/年）', 'ie0000000012,远航环球科技基金,1.5,0.5', 'XS9999999999,不在库中的基金,1,0.2'].join('\n');
    await user().upload(screen.getByTestId('sheet-file-funds'), csv(sheet));
    expect(await screen.findByText('已从表格导入 2 行（按 ISIN 识别 2 行）')).toBeTruthy();
    expect(screen.getByText('第 3 行：ISIN XS9999999999 不在基金库中，请在该行选择基金')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(2));
    expect(await within(rows()[0]!).findByText('远航环球科技基金')).toBeTruthy();
    expect(backend.callsTo('GET /console/v1/library/funds/items').some((call) => (call.params as { by?: string }).by === 'isin')).toBe(true);
  });


  it('puts a CSV’s rows into the collection with each row’s mistakes beside it; fixed and dropped, the form sends them', async () => {
    renderWorkflow(<FormHarness module={disclosure} />);
    const sheet = ['基金编号,基金名称,管理费率（%/年）,尾随佣金比例（%/年）', '1,恒盈美元货币基金,0.5,0.2', '12,远航环球科技基金,0.5,0.6', '999,不存在的基金,1,0.1', '7,,abc,0.1', '1,恒盈美元货币基金,0.6,0.2'].join('\n');
    await user().upload(screen.getByTestId('sheet-file-funds'), csv(sheet));
    expect(await screen.findByText('已从表格导入 4 行')).toBeTruthy();
    // The same fund twice: said, not silently dropped (a collection holds a fund once).
    expect(screen.getByText('第 6 行：基金编号 1 与第 2 行重复，未导入')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(4));
    // In place: the trailer fee above the management fee, a fund the library lacks, a rate that is no number.
    expect(await within(rows()[1]!).findByText('尾随佣金比例不能高于该基金的管理费率')).toBeTruthy();
    expect(await within(rows()[2]!).findByText('基金不存在，请从下拉列表中选择')).toBeTruthy();
    expect(within(rows()[3]!).getByText('请输入管理费率（数字）')).toBeTruthy();
    // Fix the second row, drop the last two.
    const trailer = within(rows()[1]!).getByRole('textbox', { name: /尾随佣金比例/ });
    await user().clear(trailer);
    await user().type(trailer, '0.25');
    await user().click(within(rows()[3]!).getByRole('button', { name: /移除/ }));
    await user().click(within(rows()[2]!).getByRole('button', { name: /移除/ }));
    await waitFor(() => expect(rows()).toHaveLength(2));
    await user().click(screen.getByRole('button', { name: '校验' }));
    await waitFor(() => expect(screen.getByTestId('sent').textContent).not.toBe(''));
    expect(JSON.parse(screen.getByTestId('sent').textContent ?? '')).toEqual({
      funds: [
        { id: '1', position: 1, management_fee: 0.5, trailer_fee: 0.2 },
        { id: '12', position: 2, management_fee: 0.5, trailer_fee: 0.25 },
      ],
    });
  });

  it('reads a CSV Excel saved on a Chinese Windows (GBK), headers and names alike', async () => {
    renderWorkflow(<FormHarness module={disclosure} />);
    // 基金编号,基金名称,管理费率（%/年）,尾随佣金比例（%/年）\r\n1,恒盈美元货币基金,0.5,0.2\r\n in GBK (code page 936).
    const gbk = Buffer.from(
      'bbf9bdf0b1e0bac52cbbf9bdf0c3fbb3c62cb9dcc0edb7d1c2caa3a8252fc4eaa3a92cceb2cbe6d3b6bdf0b1c8c0fda3a8252fc4eaa3a90d0a312cbae3d3afc3c0d4aabbf5b1d2bbf9bdf02c302e352c302e320d0a',
      'hex',
    );
    await user().upload(screen.getByTestId('sheet-file-funds'), new File([gbk], '费率.csv', { type: 'text/csv' }));
    expect(await screen.findByText('已从表格导入 1 行')).toBeTruthy();
    await waitFor(() => expect(rows()).toHaveLength(1));
  });

  it('refuses a sheet of 5,000 rows at once, counted before it is parsed, with its count and the limit; nothing is added or looked up', async () => {
    renderWorkflow(<FormHarness module={disclosure} />);
    const many = Array.from({ length: 5000 }, (_, i) => `${String(i + 1)},基金${String(i + 1)},0.5,0.2`);
    await user().upload(screen.getByTestId('sheet-file-funds'), csv(['基金编号,基金名称,管理费率（%/年）,尾随佣金比例（%/年）', ...many].join('\r\n')));
    expect(await screen.findByText('表格有 5000 行数据，超过上限 500 行：请删减到 500 行以内再上传')).toBeTruthy();
    await user().upload(screen.getByTestId('sheet-file-funds'), xlsx(5000));
    expect(await screen.findByText('表格有 5000 行数据，超过上限 500 行：请删减到 500 行以内再上传')).toBeTruthy();
    expect(rows()).toHaveLength(0);
    expect(backend.callsTo('GET /console/v1/library/funds/items')).toEqual([]);
  });

  it('looks up the names of many funds in calls of at most 100 keys each', async () => {
    renderWorkflow(<FormHarness module={disclosure} />);
    const many = Array.from({ length: 250 }, (_, i) => `${String(i + 1)},,0.5,0.2`);
    await user().upload(screen.getByTestId('sheet-file-funds'), csv(['基金编号,基金名称,管理费率（%/年）,尾随佣金比例（%/年）', ...many].join('\n')));
    expect(await screen.findByText('已从表格导入 250 行')).toBeTruthy();
    await waitFor(() => expect(backend.callsTo('GET /console/v1/library/funds/items').length).toBeGreaterThanOrEqual(3));
    const asked = backend.callsTo('GET /console/v1/library/funds/items').map((call) => ((call.params as { ids: string }).ids.split(',')));
    expect(Math.max(...asked.map((ids) => ids.length))).toBeLessThanOrEqual(100);
    expect(new Set(asked.flat()).size).toBe(250);
  });

  it('refuses a file that is no sheet before reading it, and a sheet without the columns, saying which', async () => {
    renderWorkflow(<FormHarness module={disclosure} />);
    await user().upload(screen.getByTestId('sheet-file-funds'), new File(['x'], '费率.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('文件类型不支持：仅支持 Excel（.xlsx）、CSV')).toBeTruthy();
    await user().upload(screen.getByTestId('sheet-file-funds'), csv('基金编号,管理费率（%/年）\n1,0.5'));
    expect(await screen.findByText('表格缺少列：尾随佣金比例（%/年）')).toBeTruthy();
    expect(rows()).toHaveLength(0);
  });
});
