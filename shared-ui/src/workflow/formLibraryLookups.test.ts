import { defineModule, field } from 'shared-ui/contract';
import { formLibraryLookups } from './formLibraryLookups';

const JUMPS = [
  { value: 'fund', label: '基金' },
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
];
const jumpTarget = (name: string) =>
  field.jumpTarget(name, '跳转目标', { typeField: 'jump_type', targets: { fund: { library: 'funds' }, article: { library: 'articles', filter: { article_module: 'hot' } }, h5: 'url' } });

const lookupModule = defineModule({
  area: 'wm',
  name: 'lookupDemo',
  title: '查找演示',
  apiBase: 'operation/test/lookup/',
  schedule: 'push_time',
  fields: [
    field.ref('manager', '基金经理', 'managers'),
    field.select('jump_type', '跳转类型', JUMPS),
    jumpTarget('jump_target'),
    field.refList('funds', '基金', 'funds', { max: 5 }),
    field.list('slides', '轮播图', { itemFields: [field.text('title', '标题'), field.select('jump_type', '跳转类型', JUMPS), jumpTarget('jump_target')] }),
  ],
});

describe('formLibraryLookups', () => {
  it("lists each reference and jump target on its own, and a collection's items together", () => {
    const values = {
      manager: 'm-7',
      jump_type: 'article',
      jump_target: 'a-100',
      funds: [
        { id: 'f-2', position: 1 },
        { id: 'f-1', position: 2, label: '已存名称的基金' },
        { id: 'f-9', position: 3 },
      ],
      slides: [
        { position: 1, title: '一', jump_type: 'fund', jump_target: 'f-3' },
        { position: 2, title: '二', jump_type: 'h5', jump_target: 'https://example.com' },
      ],
    };
    expect(formLibraryLookups(lookupModule, values)).toEqual([
      { library: 'managers', keys: ['m-7'], filter: undefined },
      { library: 'articles', keys: ['a-100'], filter: { article_module: 'hot' } },
      { library: 'funds', keys: ['f-3'], filter: undefined },
      { library: 'funds', keys: ['f-2', 'f-1', 'f-9'], filter: undefined },
    ]);
  });

  it('asks nothing of an empty form', () => {
    expect(formLibraryLookups(lookupModule, { manager: '', jump_type: '', jump_target: '', funds: [], slides: [] })).toEqual([]);
  });
});
