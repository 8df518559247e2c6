import { field } from './fields';
import { repeatedHintFact, repeatedHintFacts } from './hintFacts';

describe('repeatedHintFact: a hint says nothing the input already shows', () => {
  it('catches a text length the counter shows, not a different number', () => {
    expect(repeatedHintFact(field.text('title', '标题', { maxLength: 12, hint: '栏目上方的标题，不超过 12 字' }))).toBe('字数 12');
    expect(repeatedHintFact(field.textarea('summary', '导语', { lengthHint: 34, hint: '约 34 个字' }))).toBe('字数 34');
    expect(repeatedHintFact(field.text('title', '标题', { maxLength: 120, hint: '如「美联储 12 月议息」' }))).toBeUndefined();
  });

  it('catches an image size or format in the hint or the label (the requirement line says them)', () => {
    const slot = { width: 750, height: 1334 };
    expect(repeatedHintFact(field.image('image', '蒙层图片 750×1334', slot))).toBe('尺寸 750×1334');
    expect(repeatedHintFact(field.image('image', '蒙层图片', slot, { hint: 'JPG，不超过 2MB' }))).toBe('图片格式');
    expect(repeatedHintFact(field.image('image', '蒙层图片', slot, { hint: '铺满整屏' }))).toBeUndefined();
  });

  it('catches counts a collection shows beside its label, in any wording', () => {
    const list = (hint: string) => field.refList('articles', '文章', 'articles', { min: 1, max: 8, hint });
    expect(repeatedHintFact(list('从文章库选择 1–8 篇'))).toBe('数量 1–8');
    expect(repeatedHintFact(list('按顺序最多 8 篇'))).toBe('数量 8');
    expect(repeatedHintFact(field.refList('managers', '基金经理', 'managers', { exact: 3, hint: '恰好 3 位' }))).toBe('数量 3');
    expect(repeatedHintFact(list('从文章库选择'))).toBeUndefined();
  });

  it('catches an item image size repeated in its collection hint, and the UIN separator', () => {
    const slides = field.list('slides', '轮播图', { itemFields: [field.image('img', '图片', { width: 375, height: 170 })], hint: '每张需上传 375×170 图片' });
    expect(repeatedHintFact(slides)).toBe('尺寸 375×170');
    expect(repeatedHintFact(field.uinList('white_list', '白名单', { hint: '以英文分号分隔' }))).toBe('分隔符');
  });

  it('names every repeat of a module with its path', () => {
    const fields = [field.list('slides', '轮播图', { itemFields: [field.text('title', '标题', { maxLength: 20, hint: '不超过 20 字' })] })];
    expect(repeatedHintFacts(fields)).toEqual(['slides.title: 字数 20（不超过 20 字）']);
  });
});
