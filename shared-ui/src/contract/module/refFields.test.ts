import { ErrorCode } from '../errors';
import { defineModule, moduleSchema, valueShapeErrors } from './defineModule';
import { emptyValue, field, fieldSchema } from './fields';
import { entryRefs } from './references';

const funds = field.refList('funds', '基金', 'funds', { max: 3 });
const scroll = field.refList('articles', '滚动新闻', 'articles', { exact: 5 });
const candidates = field.refList('managers', '候选经理', 'managers', {
  exact: 3,
  itemFields: [field.image('image', '经理照片', { width: 375, height: 170 }, { required: true }), field.switch('is_checked', '选中')],
});
const items = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1 }));
const issuesOf = (def: Parameters<typeof fieldSchema>[0], value: unknown) => {
  const result = fieldSchema(def).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message, code: (i as { params?: { code?: number } }).params?.code }));
};

describe('field.refList', () => {
  it.each<[string, Parameters<typeof fieldSchema>[0], unknown, string[]]>([
    ['at most 3: 3 pass', funds, items('F1', 'F2', 'F3'), []],
    ['at most 3: 4 refused', funds, items('F1', 'F2', 'F3', 'F4'), ['基金最多 3 项']],
    ['no bound below: empty passes', funds, [], []],
    ['exactly 5: 4 refused', scroll, items('A1', 'A2', 'A3', 'A4'), ['滚动新闻须为 5 项（当前 4 项）']],
    ['exactly 5 implies required', scroll, [], ['请选择滚动新闻']],
    ['an item without a key: the library’s words', funds, [{ id: '', position: 1 }], ['基金不存在，请从下拉列表中选择']],
    ['two items in one position', funds, [{ id: 'F1', position: 1 }, { id: 'F2', position: 1 }], ['基金的排序不能重复']],
    ['not a list', funds, 'F1', ['请选择基金']],
  ])('%s', (_label, def, value, messages) => {
    expect(issuesOf(def, value).map((i) => i.message)).toEqual(messages);
  });

  it('refuses a duplicate with 1019 and the library’s message, on the repeated item', () => {
    expect(issuesOf(funds, items('F1', 'F2', 'F1'))).toEqual([{ path: '2.id', message: '基金重复添加', code: ErrorCode.Duplicate }]);
    const own = field.refList('articles', '推荐文章', 'articles', { duplicateMessage: '文章已在推荐列表中' });
    expect(issuesOf(own, items('A1', 'A1'))[0]?.message).toBe('文章已在推荐列表中');
  });

  it('checks each item’s own fields', () => {
    const value = [
      { id: 'M1', position: 1, image: '/a.jpg', is_checked: 1 },
      { id: 'M2', position: 2, image: '', is_checked: 1 },
      { id: 'M3', position: 3, image: '/c.jpg', is_checked: 0 },
    ];
    expect(issuesOf(candidates, value)).toEqual([{ path: '1.image', message: '请上传经理照片', code: undefined }]);
  });

  it('stores items in position order, renumbered 1..n', () => {
    const parsed = fieldSchema(funds).parse([
      { id: 'F9', position: 7 },
      { id: 'F1', position: 2 },
    ]);
    expect(parsed).toEqual([
      { id: 'F1', position: 1 },
      { id: 'F9', position: 2 },
    ]);
    expect(emptyValue(funds)).toEqual([]);
  });

  it('has a shape check that refuses what is not a list of {id, position}', () => {
    const def = defineModule({ area: 'wm', name: 'openScreen', title: '开屏', apiBase: 'x/', schedule: 'push_time', fields: [funds, candidates] });
    expect(valueShapeErrors(def, { funds: items('F1') })).toEqual([]);
    expect(valueShapeErrors(def, { funds: [{ id: 1, position: 1 }] })).toEqual([{ field: 'funds', message: '基金的类型不正确' }]);
    expect(valueShapeErrors(def, { funds: [{ id: 'F1', position: '1' }] })).toEqual([{ field: 'funds', message: '基金的类型不正确' }]);
    expect(valueShapeErrors(def, { managers: [{ id: 'M1', position: 1, image: { toString: 1 } }] })).toEqual([{ field: 'managers', message: '候选经理的类型不正确' }]);
  });
});

describe('field.ref', () => {
  const manager = field.ref('manager', '基金经理', 'managers', { required: true });
  it('takes a key, never anything else; required means picked', () => {
    expect(issuesOf(manager, 'M1001')).toEqual([]);
    expect(issuesOf(manager, '').map((i) => i.message)).toEqual(['请选择基金经理']);
    expect(issuesOf(manager, 3).map((i) => i.message)).toEqual(['请选择基金经理']);
  });
});

describe('entryRefs', () => {
  it('lists every item an entry names: references and collection items with their positions', () => {
    const def = defineModule({
      area: 'wm',
      name: 'slot',
      title: '运营位',
      apiBase: 'x/',
      schedule: 'push_time',
      fields: [field.ref('manager', '基金经理', 'managers'), funds, field.text('target', '跳转')],
    });
    const values = moduleSchema(def).parse({ manager: 'M1', funds: [{ id: 'F2', position: 2 }, { id: 'F1', position: 1 }], target: 'A7' });
    expect(entryRefs(def, values)).toEqual([
      { library: 'managers', key: 'M1', field: 'manager', position: 1, path: 'manager' },
      { library: 'funds', key: 'F1', field: 'funds', position: 1, path: 'funds.0.id' },
      { library: 'funds', key: 'F2', field: 'funds', position: 2, path: 'funds.1.id' },
    ]);
    expect(entryRefs(def, { manager: '', funds: [], target: '' })).toEqual([]);
  });
});
