/**
 * The wm carousels (focusRoll, focusRolling, homeFocusRoll, focusRollModule) are the contract's one carousel
 * (carouselFields, module/carousel.ts) with wm's jump types — a fund of the fund library, an article of the article
 * library, or an H5 page — and wm's badge name (`remark`).
 * One set is live at a time per placement (a second live set would leave the app to pick one). Each module file
 * states what differs: the placement, its base under `operation/wm/focusscroll/`, how many slides it takes, when it
 * goes live, and its seed.
 */
import { CONTENT_JUMPS, carouselFields, carouselSeedSlides, defineModule, type CarouselSeedSlide, type ModuleDefinition, type ModuleSeed, type ScheduleVariant } from 'shared-ui/contract';

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

/** A seed's slides in display order, each with the placement's seeded 375×170 picture; wm names the badge `remark`. */
export const seedSlides = (placement: string, ...slides: readonly CarouselSeedSlide<'fund' | 'article' | 'h5'>[]) => carouselSeedSlides(placement, 'remark', slides);

export function focusScrollSlot(input: FocusScrollInput): ModuleDefinition {
  return defineModule({
    area: 'wm',
    name: input.name,
    title: input.title,
    description: input.description,
    apiBase: input.apiBase,
    schedule: input.schedule,
    fields: carouselFields({
      // The three kinds the spec names for a focus-scroll carousel: a fund, an article or an H5 link.
      jumps: { ...CONTENT_JUMPS, defaultType: 'fund' },
      slides: input.slides,
      placementHint: input.placementHint,
      badge: { name: 'remark', hint: '图片左上角的小标签，如「新发」「热门」，可不填' },
      nameHint: '仅后台可见，便于区分各期轮播，如「12 月年终理财季」',
    }),
    limits: { maxLive: 1 },
    seed: input.seed,
  });
}
