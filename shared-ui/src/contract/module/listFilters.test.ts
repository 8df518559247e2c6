import { FUND_RISK_LEVELS } from '../funds';
import { SYSTEM_TYPE } from '../enums';
import { defineModule, type ModuleInput } from './defineModule';
import { field } from './fields';
import { listFilter, listFilterOptions, listFilterSchema, type ListFilterDef } from './listFilters';

const fields = [
  field.text('title', '标题', { required: true }),
  field.select('system', '系统类型', SYSTEM_TYPE, { required: true }),
  field.switch('enabled', '启用'),
  field.number('sort', '排序'),
  field.image('banner', '横幅', { width: 375, height: 170 }),
  field.refList('funds', '基金', 'funds', { max: 3 }),
  field.refList('articles', '文章', 'articles', { max: 3 }),
];
const base: ModuleInput = { area: 'wm', name: 'filterTest', title: '筛选测试', apiBase: 'test/filters/', schedule: 'push_time', fields };
const withFilters = (listFilters: readonly ListFilterDef[], more: Partial<ModuleInput> = {}) => () => defineModule({ ...base, ...more, listFilters });

describe('defineModule · listFilters', () => {
  it('takes filters on the module’s own fields, with the spec’s parameter names', () => {
    const def = withFilters([
      listFilter.search('搜索', ['title', 'funds']),
      listFilter.select('system', '系统类型'),
      listFilter.select('status', '状态', { field: 'enabled' }),
      listFilter.itemAttribute('risk', '风险等级', 'funds', FUND_RISK_LEVELS),
    ])();
    expect(def.listFilters?.map((f) => f.param)).toEqual(['searchContent', 'system', 'status', 'risk']);
  });

  it.each<[string, readonly ListFilterDef[], string]>([
    ['a search over an unknown field', [listFilter.search('搜索', ['title', 'subtitle'])], '筛选条件 searchContent 指向未知字段 subtitle'],
    ['a select on an unknown field', [listFilter.select('system', '系统', { field: 'platform' })], '筛选条件 system 指向未知字段 platform'],
    ['a search over an image', [listFilter.search('搜索', ['banner'])], '筛选条件 searchContent 的字段 banner 不能按文字搜索'],
    ['a search over no field', [listFilter.search('搜索', [])], '筛选条件 searchContent 没有可搜索的字段'],
    ['a select on a number field', [listFilter.select('turn_type', '排序', { field: 'sort' })], '筛选条件 turn_type 的字段 sort 不是选择字段'],
    ['a parameter outside the spec', [{ ...listFilter.select('system', '系统'), param: 'platform' as 'system' }], '筛选参数 platform 不是规范中的列表参数'],
    ['a parameter twice', [listFilter.select('system', '系统'), listFilter.select('system', '系统', { field: 'enabled' })], '筛选参数 system 重复'],
    ['a library attribute the library lacks', [listFilter.itemAttribute('risk', '风险', 'articles', FUND_RISK_LEVELS)], '筛选条件 risk: 文章库不能按 risk 筛选'],
    ['a library attribute of a plain field', [listFilter.itemAttribute('risk', '风险', 'title', FUND_RISK_LEVELS)], '筛选条件 risk 按库属性筛选，字段 title 须为引用字段'],
    ['a select without choices', [listFilter.select('system', '系统', { options: [] })], '筛选条件 system 没有可选项'],
  ])('refuses %s', (_what, filters, message) => {
    expect(withFilters(filters)).toThrow(`模块 wm/filterTest: ${message}`);
  });

  it('refuses a filter named like a scope parameter (the scope would override it)', () => {
    expect(withFilters([listFilter.select('system', '系统')], { scope: { system: 1 } })).toThrow('筛选参数 system 与模块参数同名');
  });
});

describe('listFilterOptions', () => {
  it('uses the filter’s own choices, else the select’s, else a switch’s on / off', () => {
    expect(listFilterOptions(fields, listFilter.select('system', '系统'))).toBe(SYSTEM_TYPE);
    expect(listFilterOptions(fields, listFilter.select('status', '状态', { field: 'enabled' })).map((o) => o.value)).toEqual([1, 0]);
    expect(listFilterOptions(fields, listFilter.itemAttribute('risk', '风险', 'funds', FUND_RISK_LEVELS))).toBe(FUND_RISK_LEVELS);
  });
});

describe('listFilterSchema', () => {
  const schema = listFilterSchema(fields, [listFilter.search('搜索', ['title']), listFilter.select('system', '系统类型'), listFilter.itemAttribute('risk', '风险等级', 'funds', FUND_RISK_LEVELS)]);

  it('reads the query’s text as the options’ own values (several for a filter of more than two choices), drops empties, and leaves other parameters alone', () => {
    expect(schema.parse({ system: '1', risk: 'LV3', searchContent: ' 稳健 ', currPage: '2', product: 'wm' })).toEqual({ system: [1], risk: ['LV3'], searchContent: '稳健' });
    expect(schema.parse({ system: '2,0', risk: 'LV5,unassessed,LV5' })).toEqual({ system: [0, 2], risk: ['unassessed', 'LV5'] });
    expect(schema.parse({ system: '', searchContent: '   ' })).toEqual({});
  });

  it('keeps a two-way choice, or one declared so, to one value', () => {
    const single = listFilterSchema(fields, [listFilter.select('status', '状态', { field: 'enabled' }), listFilter.select('system', '系统类型', { multiple: false })]);
    expect(single.parse({ status: '1', system: '2' })).toEqual({ status: 1, system: 2 });
    expect(single.safeParse({ system: '1,2' }).error?.issues[0]?.message).toBe('筛选条件「系统类型」不支持 1,2');
    expect(single.safeParse({ status: ['0', '1'] }).error?.issues[0]?.message).toBe('筛选条件「状态」只能有一个值');
  });

  it('refuses a value that is no option, a repeated parameter, and search text over 64 characters', () => {
    expect(schema.safeParse({ system: '3' }).error?.issues[0]?.message).toBe('筛选条件「系统类型」不支持 3');
    expect(schema.safeParse({ risk: ['LV1', 'LV2'] }).error?.issues[0]?.message).toBe('筛选条件「风险等级」的多个值请用英文逗号分隔，如 1,2');
    expect(schema.safeParse({ searchContent: '长'.repeat(65) }).error?.issues[0]?.message).toBe('搜索不能超过 64 个字');
    expect(schema.safeParse({ searchContent: '长'.repeat(64) }).success).toBe(true);
  });
});
