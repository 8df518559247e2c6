import { field } from './fields';
import { SHEET_MAX_ROWS, itemsFromSheet, sheetColumns, sheetRowLimit, sheetTemplateRows, type SheetCollectionDef } from './sheetUpload';
import { fieldSchema } from './fields';

const funds = field.refList('funds', '基金费率', 'funds', {
  max: 3,
  sheet: { templateName: '费率表', keyHeader: '基金编号', labelHeader: '基金名称' },
  itemFields: [
    field.number('management_fee', '管理费率', { required: true, min: 0, max: 3, unit: '%/年' }),
    field.number('trailer_fee', '尾随佣金比例', { required: true, min: 0, max: 1.5, unit: '%/年' }),
  ],
  itemRules: [{ field: 'trailer_fee', message: '尾随佣金比例不能高于该基金的管理费率', test: (row) => typeof row.trailer_fee !== 'number' || typeof row.management_fee !== 'number' || row.trailer_fee <= row.management_fee }],
}) as SheetCollectionDef;

describe('a collection filled from a spreadsheet', () => {
  it('has the columns its data implies: the key, the library’s alias (ISIN), the name, the item fields with their units', () => {
    expect(sheetColumns(funds).map((c) => c.header)).toEqual(['基金编号', 'ISIN', '基金名称', '管理费率（%/年）', '尾随佣金比例（%/年）']);
  });

  it('reads rows by their headings in any order, keeping a key’s leading zeros and skipping blank rows', () => {
    const { items, problem, skipped } = itemsFromSheet(funds, [
      ['尾随佣金费率表'],
      ['尾随佣金比例（%/年）', '基金编号', '管理费率（%/年）', '备注'],
      [0.1, '0012', '0.3%', '忽略'],
      [null, '', null, ''],
      ['0,5', 7, 'abc', ''],
      [0.2, '0012', 0.5, '同一基金第二次'],
    ]);
    expect(problem).toBeNull();
    expect(skipped).toEqual(['第 6 行：基金编号 0012 与第 3 行重复，未导入']);
    expect(items).toEqual([
      { id: '0012', position: 1, management_fee: 0.3, trailer_fee: 0.1 },
      { id: '7', position: 2, management_fee: 'abc', trailer_fee: '0,5' },
    ]);
  });

  it('takes rows keyed by ISIN instead of the number (the key first when a row gives both), to be looked up', () => {
    const { items, byAlias, problem, skipped } = itemsFromSheet(funds, [
      ['ISIN', '基金名称', '管理费率（%/年）', '尾随佣金比例（%/年）', '基金编号'],
      ['hk0000123456', '恒盈亚洲债券基金', 1.5, 0.5, ''],
      ['LU0000000001', '', 1.2, 0.4, '12'],
      ['HK0000123456 ', '重复', 1, 0.2, ''],
    ]);
    expect([problem, skipped]).toEqual([null, ['第 4 行：ISIN HK0000123456 与第 2 行重复，未导入']]);
    expect(items).toEqual([
      { id: '', position: 1, management_fee: 1.5, trailer_fee: 0.5 },
      { id: '12', position: 2, management_fee: 1.2, trailer_fee: 0.4 },
    ]);
    expect(byAlias).toEqual([{ index: 0, by: 'isin', header: 'ISIN', value: 'hk0000123456', rowNumber: 2 }]);
  });

  it('refuses a sheet with more data rows than the collection holds, whole, saying its count and the limit', () => {
    const header = ['基金编号', '管理费率（%/年）', '尾随佣金比例（%/年）'];
    const table = [header, ...[1, 2, 3, 4].map((n) => [String(n), 0.5, 0.1]), [null, null, null]];
    expect(itemsFromSheet(funds, table)).toEqual({ items: [], byAlias: [], problem: '表格有 4 行数据，超过上限 3 行：请删减到 3 行以内再上传', skipped: [] });
    // A collection without a limit of its own takes SHEET_MAX_ROWS.
    const open = { ...funds, max: undefined } as SheetCollectionDef;
    expect(sheetRowLimit(open)).toBe(SHEET_MAX_ROWS);
    expect(itemsFromSheet(open, table).items).toHaveLength(4);
  });

  it('says what the sheet lacks as a whole', () => {
    expect(itemsFromSheet(funds, [['a', 'b']]).problem).toBe('表格中没有找到表头，请使用模板：基金编号 或 ISIN、管理费率（%/年）、尾随佣金比例（%/年）');
    expect(itemsFromSheet(funds, [['基金编号', '管理费率（%/年）']]).problem).toBe('表格缺少列：尾随佣金比例（%/年）');
    expect(itemsFromSheet(funds, [['基金名称', '管理费率（%/年）', '尾随佣金比例（%/年）']]).problem).toBe('表格缺少列：基金编号 或 ISIN');
    expect(itemsFromSheet(funds, [['基金编号', '管理费率（%/年）', '尾随佣金比例（%/年）']]).problem).toBe('表格中没有数据行');
  });

  it('leaves each row’s mistakes to the schema, beside the row: not a number, above the management fee', () => {
    const { items } = itemsFromSheet(funds, [
      ['基金编号', '管理费率（%/年）', '尾随佣金比例（%/年）'],
      ['1', 0.5, 0.2],
      ['2', 'abc', 0.2],
      ['3', 0.5, 0.6],
    ]);
    const issues = fieldSchema(funds).safeParse(items).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['1.management_fee', '请输入管理费率（数字）'],
      ['2.trailer_fee', '尾随佣金比例不能高于该基金的管理费率'],
    ]);
  });

  it('writes a template of the header and the rows as they stand', () => {
    const rows = sheetTemplateRows(funds, [{ id: '12', position: 1, management_fee: 1.5, trailer_fee: 0.625 }], () => '恒盈亚洲债券基金');
    expect(rows).toEqual([
      ['基金编号', 'ISIN', '基金名称', '管理费率（%/年）', '尾随佣金比例（%/年）'],
      ['12', null, '恒盈亚洲债券基金', 1.5, 0.625],
    ]);
  });
});
