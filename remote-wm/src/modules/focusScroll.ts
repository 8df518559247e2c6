/**
 * The wm carousels (focusRoll, focusRolling, homeFocusRoll, focusRollModule) share one shape (modules.md §5: focus
 * scroll needs a carousel image; §9: carousel image 375×170, JPG ≤ 2 MB): a name for the back office, the seconds
 * between slides, and an ordered list of slides, each a 375×170 picture with a title (also its alt text), where a tap
 * goes — a fund of the fund library, an article of the article library, or an H5 page — and an optional corner badge.
 * One set is live at a time per placement (a second live set would leave the app to pick one). Each module file
 * states what differs: the placement, its base under `operation/wm/focusscroll/`, how many slides it takes, when it
 * goes live, and its seed.
 */
import { defineModule, field, seedImagePath, type ListItem, type ModuleDefinition, type ModuleSeed, type Option, type ScheduleVariant } from 'shared-ui/contract';

/** The carousel picture (modules.md §9): 375×170 at 1×, JPG only, at most 2 MB (the image field's default). */
export const CAROUSEL_IMAGE_SLOT = { width: 375, height: 170 } as const;

/** Where a slide goes when tapped: the three kinds the spec names for a focus-scroll carousel. */
export const FOCUS_JUMP_TYPES: readonly Option<string>[] = [
  { value: 'fund', label: '基金' },
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
];

export const SLIDE_INTERVAL_SECONDS = { min: 2, max: 10, default: 4 } as const;

export interface FocusScrollInput {
  name: string;
  title: string;
  description: string;
  /** `operation/wm/focusscroll/{a}/{b}/` (modules.md §7). */
  apiBase: string;
  schedule: Extract<ScheduleVariant, 'push_time' | 'effect_dead'>;
  /** How many slides the placement shows. */
  slides: { min: number; max: number };
  /** A line under the slides: where they show, and how. */
  placementHint: string;
  seed: readonly ModuleSeed[];
}

/** One seeded slide: a seeded picture of this placement, its title, where it goes and its badge. */
export type SeedSlide = readonly [title: string, jumpType: 'fund' | 'article' | 'h5', target: string, remark?: string];

/** A seed's slides in display order, each with the placement's seeded 375×170 picture. */
export const seedSlides = (placement: string, ...slides: readonly SeedSlide[]): ListItem[] =>
  slides.map(([title, jump_type, jump_target, remark = ''], i) => ({
    position: i + 1,
    carousel_img: seedImagePath(`${placement}-${String(i + 1)}`, CAROUSEL_IMAGE_SLOT),
    title,
    jump_type,
    jump_target,
    remark,
  }));

export function focusScrollSlot(input: FocusScrollInput): ModuleDefinition {
  return defineModule({
    area: 'wm',
    name: input.name,
    title: input.title,
    description: input.description,
    apiBase: input.apiBase,
    schedule: input.schedule,
    fields: [
      field.text('name', '轮播名称', { required: true, maxLength: 20, inList: true, hint: '仅后台可见，便于区分各期轮播，如「12 月年终理财季」' }),
      field.number('interval', '轮播间隔', {
        required: true,
        integer: true,
        unit: '秒',
        min: SLIDE_INTERVAL_SECONDS.min,
        max: SLIDE_INTERVAL_SECONDS.max,
        defaultValue: SLIDE_INTERVAL_SECONDS.default,
        hint: '每张图片停留的秒数',
      }),
      field.list('slides', '轮播图', {
        ...input.slides,
        inList: true,
        hint: input.placementHint,
        itemFields: [
          field.image('carousel_img', '轮播图片', CAROUSEL_IMAGE_SLOT, { required: true }),
          field.text('title', '标题', { required: true, maxLength: 20, hint: '图片的替代文字，读屏软件会朗读' }),
          field.select('jump_type', '跳转类型', FOCUS_JUMP_TYPES, { required: true, defaultValue: 'fund' }),
          field.jumpTarget('jump_target', '跳转目标', {
            typeField: 'jump_type',
            targets: { fund: { library: 'funds' }, article: { library: 'articles' }, h5: 'url' },
            hint: '基金、文章从库中搜索选择；H5 填 http(s) 链接',
          }),
          field.text('remark', '角标', { maxLength: 4, hint: '图片左上角的小标签，如「新发」「热门」，可不填' }),
        ],
      }),
    ],
    limits: { maxLive: 1 },
    seed: input.seed,
  });
}
