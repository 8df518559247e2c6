/**
 * The carousels of every area (br focusRolling, wm's focus-scroll slots, common rollFocus) are one shape (modules.md
 * §5: focus scroll needs a carousel image; §9: carousel image 375×170, JPG ≤ 2 MB): a name for the back office, the
 * seconds between slides, and an ordered list of slides, each a 375×170 picture with a title (also its alt text),
 * where a tap goes, and an optional corner badge. What differs is given: the jump types a placement offers and what
 * each opens, how many slides, the line under them, and the badge's wire name (`remark` in wm, `badge` elsewhere).
 */
import type { Option } from '../enums';
import { seedImagePath } from '../sharedBases/sharedBase';
import { field, type FieldDef, type JumpTargetSpec, type ListItem } from './fields';

/** The carousel picture (modules.md §9): 375×170 at 1×, JPG only, at most 2 MB (the image field's default). */
export const CAROUSEL_SLIDE_IMAGE = { width: 375, height: 170 } as const;

/**
 * The jumps most placements offer: a fund of the fund library, an article of the article library, or an H5 page. The
 * library keys are picked, never typed (jumpTargets.ts), so a slide can never open a fund or article that does not exist.
 */
export const CONTENT_JUMPS = {
  types: [
    { value: 'fund', label: '基金' },
    { value: 'article', label: '文章' },
    { value: 'h5', label: 'H5 页面' },
  ] as readonly Option<string>[],
  targets: { fund: { library: 'funds' }, article: { library: 'articles' }, h5: 'url' } as Readonly<Record<string, JumpTargetSpec>>,
  hint: '基金、文章从库中搜索选择；H5 填 http(s) 链接',
} as const;

export const CAROUSEL_INTERVAL_SECONDS = { min: 2, max: 10, default: 4 } as const;

export interface CarouselSpec {
  /** Where a tap goes: the types offered (in order), what each opens (a type not listed opens nothing), the hint. */
  jumps: { types: readonly Option<string>[]; targets: Readonly<Record<string, JumpTargetSpec>>; defaultType: string; hint: string };
  /** How many slides the placement shows. */
  slides: { min: number; max: number };
  /** A line under the slides: where they show, and how. */
  placementHint: string;
  /** The corner badge: its wire name and the hint under it. */
  badge: { name: 'badge' | 'remark'; hint: string };
  /** The hint under 轮播名称 (an example name of the area's own). */
  nameHint?: string;
}

/**
 * A carousel's fields: 轮播名称, 轮播间隔 and 轮播图 (`slides`), for `defineModule({ fields: [...] })`.
 *
 * @example fields: carouselFields({ jumps: { types, targets, defaultType: 'fund', hint }, slides: { min: 1, max: 5 }, placementHint: '首页顶部', badge: { name: 'badge', hint: '可不填' } })
 */
export function carouselFields(spec: CarouselSpec): FieldDef[] {
  return [
    field.text('name', '轮播名称', { required: true, maxLength: 20, inList: true, hint: spec.nameHint ?? '仅后台可见，便于区分各期轮播' }),
    field.number('interval', '轮播间隔', {
      required: true,
      integer: true,
      unit: '秒',
      min: CAROUSEL_INTERVAL_SECONDS.min,
      max: CAROUSEL_INTERVAL_SECONDS.max,
      defaultValue: CAROUSEL_INTERVAL_SECONDS.default,
      hint: '每张图片停留的秒数',
    }),
    field.list('slides', '轮播图', {
      ...spec.slides,
      inList: true,
      hint: spec.placementHint,
      itemFields: [
        field.image('carousel_img', '轮播图片', CAROUSEL_SLIDE_IMAGE, { required: true }),
        field.text('title', '标题', { required: true, maxLength: 20, hint: '图片的替代文字，读屏软件会朗读' }),
        field.select('jump_type', '跳转类型', spec.jumps.types, { required: true, defaultValue: spec.jumps.defaultType }),
        field.jumpTarget('jump_target', '跳转目标', { typeField: 'jump_type', targets: spec.jumps.targets, hint: spec.jumps.hint }),
        field.text(spec.badge.name, '角标', { maxLength: 4, hint: spec.badge.hint }),
      ],
    }),
  ];
}

/** One seeded slide: its title, where it goes, and its badge. */
export type CarouselSeedSlide<Jump extends string = string> = readonly [title: string, jumpType: Jump, target: string, badge?: string];

/**
 * A seed's slides in display order, each with a seeded 375×170 picture named `<imagePrefix>-<n>`, the badge under
 * its wire name.
 */
export function carouselSeedSlides(imagePrefix: string, badgeName: CarouselSpec['badge']['name'], slides: readonly CarouselSeedSlide[]): ListItem[] {
  return slides.map(([title, jump_type, jump_target, badge = ''], i) => ({
    position: i + 1,
    carousel_img: seedImagePath(`${imagePrefix}-${String(i + 1)}`, CAROUSEL_SLIDE_IMAGE),
    title,
    jump_type,
    jump_target,
    [badgeName]: badge,
  }));
}
