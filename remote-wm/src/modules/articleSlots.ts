/**
 * The wm home page's article sections (analysis, marketHotSpots, fundManagerBrand, investorEducation) share one shape:
 * a section title and an ordered list of articles of one `article_module`, one list live at a time. Each module file
 * states what differs: the section, the article module it draws from, how many it shows, and its seed.
 */
import { ARTICLE_MODULES, defineModule, field, optionLabel, type ModuleDefinition, type ModuleSeed, type RefListItem } from 'shared-ui/contract';

type ArticleModule = 'macro' | 'hot' | 'managerbrand' | 'education';

export interface ArticleSlotInput {
  name: string;
  title: string;
  description: string;
  /** The articles it may show: only this `article_module` is offered and accepted. */
  articleModule: ArticleModule;
  /** How many the app's section shows. */
  max: number;
  defaultTitle: string;
  seed: readonly ModuleSeed[];
}

/** A seed's articles, in display order. */
export const pickedArticles = (...linkIds: string[]): RefListItem[] => linkIds.map((id, i) => ({ id, position: i + 1 }));

export function articleSlot(input: ArticleSlotInput): ModuleDefinition {
  const kind = optionLabel(ARTICLE_MODULES, input.articleModule);
  return defineModule({
    area: 'wm',
    name: input.name,
    title: input.title,
    description: input.description,
    apiBase: `operation/wm/articles/${input.name}/`,
    schedule: 'push_time',
    // Its heading is the slot's constant title: the picks say which entry (issue 44, item 6).
    entryName: ['title', 'articles'],
    fields: [
      field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: input.defaultTitle, inList: true, hint: 'App 首页栏目上方的标题' }),
      field.refList('articles', '文章', 'articles', {
        min: 1,
        max: input.max,
        inList: true,
        filter: { article_module: input.articleModule },
        filterMessage: `只能选择「${kind}」类文章`,
        hint: `从文章库的「${kind}」类文章中选择`,
      }),
    ],
    // One list per section is live; a second would leave the app to pick one.
    limits: { maxLive: 1 },
    seed: input.seed,
  });
}
