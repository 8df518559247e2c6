import { CONTENT_JUMPS, carouselFields, carouselSeedSlides } from './carousel';
import type { ListFieldDef } from './fields';

const slidesOf = (fields: ReturnType<typeof carouselFields>) => fields.find((f) => f.name === 'slides') as ListFieldDef;

describe('carouselFields', () => {
  it('builds name, interval and slides with the jump types, targets and badge it is given', () => {
    const fields = carouselFields({
      jumps: { types: [{ value: 'stock', label: '个股行情' }], targets: { stock: { library: 'stocks' } }, defaultType: 'stock', hint: '个股从库中选择' },
      slides: { min: 1, max: 3 },
      placementHint: '首页顶部',
      badge: { name: 'remark', hint: '可不填' },
    });
    expect(fields.map((f) => f.name)).toEqual(['name', 'interval', 'slides']);
    const slides = slidesOf(fields);
    expect([slides.min, slides.max, slides.hint]).toEqual([1, 3, '首页顶部']);
    expect(slides.itemFields.map((f) => f.name)).toEqual(['carousel_img', 'title', 'jump_type', 'jump_target', 'remark']);
    const jumpType = slides.itemFields.find((f) => f.name === 'jump_type');
    expect(jumpType).toMatchObject({ kind: 'select', options: [{ value: 'stock', label: '个股行情' }], defaultValue: 'stock' });
    expect(slides.itemFields.find((f) => f.name === 'jump_target')).toMatchObject({ kind: 'jumpTarget', typeField: 'jump_type', targets: { stock: { library: 'stocks' } } });
    expect(slides.itemFields.find((f) => f.name === 'carousel_img')).toMatchObject({ kind: 'image', width: 375, height: 170 });
  });

  it('offers the content jumps (fund, article, H5) where a placement takes those', () => {
    const slides = slidesOf(carouselFields({ jumps: { ...CONTENT_JUMPS, defaultType: 'fund' }, slides: { min: 1, max: 5 }, placementHint: '', badge: { name: 'badge', hint: '' } }));
    expect(slides.itemFields.find((f) => f.name === 'jump_type')).toMatchObject({ options: CONTENT_JUMPS.types.map((t) => expect.objectContaining({ value: t.value })) });
  });
});

describe('carouselSeedSlides', () => {
  it('numbers the slides, names each seeded picture and puts the badge under its wire name', () => {
    expect(carouselSeedSlides('focus-roll', 'remark', [['标题一', 'fund', '1', '新发'], ['标题二', 'h5', 'https://m.example.com/a']])).toEqual([
      { position: 1, carousel_img: '/v2/cms/upload/files/seed-focus-roll-1-375x170.jpg', title: '标题一', jump_type: 'fund', jump_target: '1', remark: '新发' },
      { position: 2, carousel_img: '/v2/cms/upload/files/seed-focus-roll-2-375x170.jpg', title: '标题二', jump_type: 'h5', jump_target: 'https://m.example.com/a', remark: '' },
    ]);
  });
});
