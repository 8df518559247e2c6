import { PUSH_JUMP_TARGETS } from '../enums';
import { defineModule, moduleSchema, normaliseValues, valueShapeErrors } from './defineModule';
import { emptyValue, field, fieldSchema, type FieldDef } from './fields';
import { assertJumpTypesDeclared, jumpTargetRules } from './jumpTargets';
import { entryRefs, fieldLibraries } from './references';

const JUMPS = [
  { value: 'fund', label: '基金' },
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
  { value: 'none', label: '不跳转' },
];
const target = field.jumpTarget('jump_target', '跳转目标', {
  typeField: 'jump_type',
  targets: { fund: { library: 'funds' }, article: { library: 'articles', filter: { article_module: 'hot' }, filterMessage: '请选择热点文章' }, h5: 'url' },
});
const slideFields = [
  field.image('image', '轮播图片', { width: 375, height: 170 }, { required: true }),
  field.text('title', '标题', { required: true, maxLength: 20 }),
  field.select('jump_type', '跳转类型', JUMPS, { required: true }),
  target,
];
const slides = field.list('slides', '轮播图', { min: 1, max: 3, itemFields: slideFields });
const slide = (over: Record<string, unknown> = {}, position = 1) => ({ position, image: '/a.jpg', title: '年末理财季', jump_type: 'fund', jump_target: '3', ...over });

const issuesOf = (def: FieldDef, value: unknown) => {
  const result = fieldSchema(def).safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('field.list', () => {
  it.each<[string, unknown, string[]]>([
    ['one slide passes', [slide()], []],
    ['three pass', [slide({}, 1), slide({}, 2), slide({}, 3)], []],
    ['four: the same words as refList', [1, 2, 3, 4].map((p) => slide({}, p)), [': 轮播图最多 3 项']],
    ['min 1 implies required', [], [': 请添加轮播图']],
    ['not a list', 'slide', [': 请添加轮播图']],
    ['two slides in one position', [slide({}, 1), slide({}, 1)], [': 轮播图的排序不能重复']],
    ['a slide without its image', [slide(), slide({ image: '' }, 2)], ['1.image: 请上传轮播图片']],
    ['a slide without a title', [slide({ title: ' ' })], ['0.title: 请输入标题']],
    ['a position that is not a positive integer', [slide({}, 0)], ['0.position: 排序必须是正整数']],
  ])('%s', (_label, value, messages) => {
    expect(issuesOf(slides, value)).toEqual(messages);
  });

  it('stores items in position order, renumbered 1..n', () => {
    const parsed = fieldSchema(slides).parse([slide({ title: '乙' }, 9), slide({ title: '甲' }, 4)]) as { position: number; title: string }[];
    expect(parsed.map((s) => [s.position, s.title])).toEqual([
      [1, '甲'],
      [2, '乙'],
    ]);
    expect(emptyValue(slides)).toEqual([]);
    expect(issuesOf(field.list('slides', '轮播图', { exact: 2, itemFields: slideFields }), [slide()])).toEqual([': 轮播图须为 2 项（当前 1 项）']);
  });

  it('has a shape check: a list of objects with a numeric position and typed fields', () => {
    const def = defineModule({ area: 'wm', name: 'probe', title: '轮播', apiBase: 'x/', schedule: 'push_time', fields: [slides] });
    expect(valueShapeErrors(def, { slides: [slide()] })).toEqual([]);
    expect(valueShapeErrors(def, { slides: [{ ...slide(), position: '1' }] })).toEqual([{ field: 'slides', message: '轮播图的类型不正确' }]);
    expect(valueShapeErrors(def, { slides: [slide({ jump_target: 3 })] })).toEqual([{ field: 'slides', message: '轮播图的类型不正确' }]);
  });
});

describe('field.jumpTarget in a collection item', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['a fund key', { jump_type: 'fund', jump_target: '3' }, []],
    ['fund, no target', { jump_type: 'fund', jump_target: '' }, ['0.jump_target: 请选择要跳转的基金']],
    ['article, no target', { jump_type: 'article', jump_target: '' }, ['0.jump_target: 请选择要跳转的文章']],
    ['an http(s) link', { jump_type: 'h5', jump_target: 'https://m.example-wealth.com/year-end' }, []],
    ['a link that is not http(s)', { jump_type: 'h5', jump_target: 'm.example-wealth.com/year-end' }, ['0.jump_target: 跳转目标的 H5 链接必须以 http:// 或 https:// 开头']],
    ['h5, no link', { jump_type: 'h5', jump_target: '' }, ['0.jump_target: 请输入跳转目标（H5 链接）']],
    ['a type that opens nothing takes no target', { jump_type: 'none', jump_target: 'left over' }, []],
  ])('%s', (_label, over, messages) => {
    expect(issuesOf(slides, [slide(over)])).toEqual(messages);
  });

  it('clears a left-over target when the type opens nothing, and trims the rest', () => {
    const parsed = fieldSchema(slides).parse([slide({ jump_type: 'none', jump_target: 'https://x.example.com' }), slide({ jump_target: ' 5 ' }, 2)]) as Record<string, unknown>[];
    expect(parsed.map((s) => s.jump_target)).toEqual(['', '5']);
  });
});

describe('field.jumpTarget at the top level', () => {
  const fields = [field.select('jump_type', '跳转类型', PUSH_JUMP_TARGETS, { required: true }), field.jumpTarget('jump_target', '跳转目标', { typeField: 'jump_type', targets: { fund: { library: 'funds' }, h5: 'url' } })];
  const def = defineModule({
    area: 'wm',
    name: 'probe',
    title: '推送',
    apiBase: 'x/',
    schedule: 'push_time',
    // Nothing else: the engine runs the jump-target rules and clears a stray target for every module.
    fields,
  });
  const issues = (values: Record<string, string>) => {
    const result = moduleSchema(def).safeParse(normaliseValues(def, values));
    return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it.each<[Record<string, string>, string[]]>([
    [{ jump_type: 'fund', jump_target: '3' }, []],
    [{ jump_type: 'fund', jump_target: '' }, ['jump_target: 请选择要跳转的基金']],
    [{ jump_type: 'h5', jump_target: 'http://m.example.com' }, []],
    [{ jump_type: 'h5', jump_target: 'javascript:alert(1)' }, ['jump_target: 跳转目标的 H5 链接必须以 http:// 或 https:// 开头']],
    [{ jump_type: 'open_app', jump_target: 'anything' }, []],
  ])('%p', (values, messages) => {
    expect(issues(values)).toEqual(messages);
  });

  it('refuses a jump target whose type field is not a select beside it', () => {
    expect(() => assertJumpTypesDeclared([target])).toThrow('跳转目标 jump_target 的跳转类型字段 jump_type 须为同级的单选字段');
    expect(() => jumpTargetRules([field.text('jump_type', '类型'), target])).toThrow();
  });
});

describe('entryRefs and fieldLibraries with jump targets', () => {
  const def = defineModule({ area: 'wm', name: 'probe', title: '轮播', apiBase: 'x/', schedule: 'push_time', fields: [slides] });

  it('names each slide’s fund or article at its position, never a link or a type that opens nothing', () => {
    const values = moduleSchema(def).parse({
      slides: [slide({ jump_type: 'h5', jump_target: 'https://m.example.com' }, 1), slide({ jump_type: 'article', jump_target: 'A1' }, 2), slide({}, 3)],
    });
    expect(entryRefs(def, values)).toEqual([
      { library: 'articles', key: 'A1', field: 'slides.jump_target', position: 2, path: 'slides.1.jump_target', filter: { article_module: 'hot' }, filterMessage: '请选择热点文章' },
      { library: 'funds', key: '3', field: 'slides.jump_target', position: 3, path: 'slides.2.jump_target' },
    ]);
    expect(entryRefs(def, { slides: [slide({ jump_type: 'none', jump_target: '3' })] })).toEqual([]);
  });

  it('lists the libraries a module may name, jump targets and items included', () => {
    expect(fieldLibraries(def.fields)).toEqual(['funds', 'articles']);
    expect(fieldLibraries([field.refList('managers', '经理', 'managers', { itemFields: [field.select('jump_type', '类型', JUMPS), field.jumpTarget('t', '目标', { typeField: 'jump_type', targets: { x: { library: 'stocks' } } })] })])).toEqual([
      'managers',
      'stocks',
    ]);
  });
});
