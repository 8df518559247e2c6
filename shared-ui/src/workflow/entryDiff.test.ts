import { defineModule, field } from 'shared-ui/contract';
import { entryDiff, type FieldChange } from './entryDiff';
import { textDiff, textTokens } from './textDiff';

const side = (change: FieldChange | undefined, keep: 'removed' | 'added') =>
  change?.kind === 'text' ? change.parts.filter((p) => p.kind === 'same' || p.kind === keep).map((p) => p.text).join('') : null;
const marked = (change: FieldChange | undefined, kind: 'removed' | 'added') =>
  change?.kind === 'text' ? change.parts.filter((p) => p.kind === kind).map((p) => p.text) : null;

const slot = defineModule({
  area: 'wm',
  name: 'diffDemo',
  title: '对比演示',
  apiBase: 'operation/test/diff/',
  schedule: 'effect_dead',
  fields: [
    field.text('title', '标题', { required: true }),
    field.richText('body', '正文'),
    field.image('banner', '横幅', { width: 375, height: 170 }),
    field.select('platform', '平台', [{ value: 'ios', label: 'iOS' }, { value: 'android', label: 'Android' }]),
    field.switch('enabled', '启用'),
    field.date('showDay', '展示日期'),
    field.json('config', '配置'),
    field.multiLanguage('name', '名称'),
    field.refList('funds', '基金', 'funds', { max: 5, itemFields: [field.text('remark', '推荐语')] }),
    field.list('slides', '轮播', { itemFields: [field.text('caption', '标题'), field.image('picture', '图片', { width: 375, height: 170 })] }),
  ],
});
const of = (diff: ReturnType<typeof entryDiff>, name: string) => diff.changes.find((c) => c.field.name === name);

describe('textDiff', () => {
  it('splits Chinese by character and Latin by word, so one changed character is all that is marked', () => {
    expect(textTokens('申购截止 QDII 14:30')).toEqual(['申', '购', '截', '止', ' ', 'QDII', ' ', '14', ':', '30']);
    const parts = textDiff('申购截止时间为下午三点', '赎回截止时间为下午三点');
    expect(parts).toEqual([
      { kind: 'removed', text: '申购' },
      { kind: 'added', text: '赎回' },
      { kind: 'same', text: '截止时间为下午三点' },
    ]);
  });

  it('keeps both sides readable: what is kept plus each side gives back the whole text', () => {
    const parts = textDiff('QDII 基金 14:30 截止', 'QDII 基金 15:00 截止，节假日顺延');
    expect(parts.filter((p) => p.kind !== 'added').map((p) => p.text).join('')).toBe('QDII 基金 14:30 截止');
    expect(parts.filter((p) => p.kind !== 'removed').map((p) => p.text).join('')).toBe('QDII 基金 15:00 截止，节假日顺延');
    expect(parts.filter((p) => p.kind === 'added').map((p) => p.text)).toEqual(['15', '00', '，节假日顺延']);
  });
});

describe('entryDiff', () => {
  const live = {
    title: '春季理财节',
    body: '<p>活动期间<strong>申购费</strong>一折。</p><p>详见规则。</p>',
    banner: 'https://cdn.example/old.png',
    platform: 'ios',
    enabled: 1,
    showDay: '2026-03-01',
    config: '{"b":2,"a":1}',
    name: { 'zh-hans': '理财节', en: 'Wealth Festival' },
    funds: [
      { id: 'F1', position: 1, label: '稳健债券A', remark: '' },
      { id: 'F2', position: 2, label: '科技成长', remark: '' },
      { id: 'F3', position: 3, label: '港股通精选', remark: '' },
      { id: 'F4', position: 4, label: '全球医疗', remark: '' },
    ],
    slides: [{ position: 1, caption: '首页', picture: 'https://cdn.example/s1.png' }],
  };

  it('says a first publish instead of diffing against nothing', () => {
    expect(entryDiff(slot.fields, null, live)).toEqual({ first: true, changes: [], unchanged: [] });
  });

  it('shows nothing changed when the entry is what is live, every field counted as unchanged', () => {
    const diff = entryDiff(slot.fields, live, { ...live, name: { en: 'Wealth Festival', 'zh-hans': '理财节' } });
    expect(diff.changes).toEqual([]);
    expect(diff.unchanged).toHaveLength(slot.fields.length);
  });

  it('diffs Chinese text by word, and a rich text by its text with a formatting change noted', () => {
    const diff = entryDiff(slot.fields, live, {
      ...live,
      title: '秋季理财节',
      body: '<p>活动期间<em>申购费</em>一折。</p><p>详见规则。</p>',
    });
    expect(marked(of(diff, 'title'), 'removed')).toEqual(['春']);
    expect(marked(of(diff, 'title'), 'added')).toEqual(['秋']);
    const body = of(diff, 'body');
    expect(body?.kind === 'text' && body.formattingChanged).toBe(true);
    expect(marked(body, 'added')).toEqual([]);
    expect(side(body, 'added')).toBe('活动期间申购费一折。\n详见规则。');
    expect(diff.unchanged.map((f) => f.label)).toEqual(['横幅', '平台', '启用', '展示日期', '配置', '名称', '基金', '轮播']);
  });

  it('shows choices, switches and dates in their display form, a JSON value line by line with sorted keys', () => {
    const diff = entryDiff(slot.fields, live, { ...live, platform: 'android', enabled: 0, showDay: '2026-03-08', config: '{"a":1,"b":3}' });
    expect(of(diff, 'platform')).toMatchObject({ kind: 'value', before: 'iOS', after: 'Android' });
    expect(of(diff, 'enabled')).toMatchObject({ kind: 'value', before: '是', after: '否' });
    expect(of(diff, 'showDay')).toMatchObject({ kind: 'value', before: '2026-03-01', after: '2026-03-08' });
    expect(marked(of(diff, 'config'), 'removed')).toEqual(['  "b": 2\n']);
    expect(marked(of(diff, 'config'), 'added')).toEqual(['  "b": 3\n']);
  });

  it('a multi-language text reads per language', () => {
    const diff = entryDiff(slot.fields, live, { ...live, name: { 'zh-hans': '理财节', en: 'Wealth Week' } });
    expect(side(of(diff, 'name'), 'added')).toBe('简体中文：理财节\n英文：Wealth Week');
    expect(marked(of(diff, 'name'), 'removed')).toEqual(['Festival']);
  });

  it('puts an image beside the live one, and says where one is removed', () => {
    expect(of(entryDiff(slot.fields, live, { ...live, banner: 'https://cdn.example/new.png' }), 'banner')).toMatchObject({
      kind: 'image',
      before: 'https://cdn.example/old.png',
      after: 'https://cdn.example/new.png',
    });
    expect(of(entryDiff(slot.fields, live, { ...live, banner: '' }), 'banner')).toMatchObject({ kind: 'image', after: '' });
  });

  it('names a collection\'s added, removed, moved and edited items by their library labels', () => {
    const diff = entryDiff(slot.fields, live, {
      ...live,
      funds: [
        { id: 'F4', position: 1, label: '全球医疗', remark: '' },
        { id: 'F1', position: 2, label: '稳健债券A', remark: '低波动' },
        { id: 'F3', position: 3, label: '港股通精选', remark: '' },
        { id: 'F9', position: 4, label: '红利低波', remark: '' },
      ],
    });
    const funds = of(diff, 'funds');
    // F1 and F3 kept their order around the removed F2: only F4 moved.
    expect(funds?.kind === 'collection' && funds.items).toEqual([
      { label: '全球医疗', change: 'moved', from: 4, to: 1, edited: [] },
      { label: '稳健债券A', change: 'kept', from: 1, to: 2, edited: ['推荐语'] },
      { label: '港股通精选', change: 'kept', from: 3, to: 3, edited: [] },
      { label: '红利低波', change: 'added', to: 4, edited: [] },
      { label: '科技成长', change: 'removed', from: 2, edited: [] },
    ]);
  });

  it('of two swapped items, says the one that jumped furthest moved', () => {
    const funds = of(entryDiff(slot.fields, live, { ...live, funds: [live.funds[2], live.funds[0]] }), 'funds');
    expect(funds?.kind === 'collection' && funds.items.map((i) => [i.label, i.change])).toEqual([
      ['港股通精选', 'moved'],
      ['稳健债券A', 'kept'],
      ['科技成长', 'removed'],
      ['全球医疗', 'removed'],
    ]);
  });

  it('labels an item whose label only one side carries (a form value picked before the server labelled it)', () => {
    const diff = entryDiff(slot.fields, live, { ...live, funds: [{ id: 'F3', position: 1 }, { id: 'F1', position: 2 }, { id: 'F2', position: 3 }, { id: 'F7', position: 4 }] });
    const funds = of(diff, 'funds');
    expect(funds?.kind === 'collection' && funds.items.map((i) => [i.label, i.change])).toEqual([
      ['港股通精选', 'moved'],
      ['稳健债券A', 'kept'],
      ['科技成长', 'kept'],
      ['F7', 'added'],
      ['全球医疗', 'removed'],
    ]);
  });

  it('an own list\'s items are known by their content: an edited slide is removed and added, named by its title', () => {
    const diff = entryDiff(slot.fields, live, {
      ...live,
      slides: [{ position: 1, caption: '首页（新）', picture: 'https://cdn.example/s1.png' }, { position: 2, caption: '', picture: 'https://cdn.example/s2.png' }],
    });
    const slides = of(diff, 'slides');
    expect(slides?.kind === 'collection' && slides.items.map((i) => [i.label, i.change])).toEqual([
      ['首页（新）', 'added'],
      ['第 2 项', 'added'],
      ['首页', 'removed'],
    ]);
  });
});
