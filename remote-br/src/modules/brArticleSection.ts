/**
 * The br article sections (stocksScience, homepageRecommend): a section title and an ordered list of articles from
 * the article library, each with a one-line reason, one list live at a time per section (a second live list would
 * leave the app to pick one). Each module file states what differs: the section, which articles it may show, how
 * many, and its seed. Bases sit under `operation/broker/<name>/`.
 */
import { ARTICLE_MODULES, defineModule, field, optionLabel, type LibraryFilter, type ModuleDefinition, type ModuleSeed, type RefListItem } from 'shared-ui/contract';

export interface BrArticleSectionInput {
  name: string;
  title: string;
  description: string;
  /** Only articles of this `article_module` are offered and accepted; any article when absent. */
  articleModule?: 'macro' | 'hot' | 'managerbrand' | 'education';
  max: number;
  defaultTitle: string;
  /** What the per-article line is called in this section (推荐语, 一句话看点 …). */
  remarkLabel: string;
  seed: readonly ModuleSeed[];
}

/** A seed's articles in display order, each with its one-line remark. */
export const seedArticles = (...items: readonly (readonly [linkId: string, remark: string])[]): RefListItem[] =>
  items.map(([id, remark], i) => ({ id, position: i + 1, remark }));

export function brArticleSection(input: BrArticleSectionInput): ModuleDefinition {
  const filter: LibraryFilter | undefined = input.articleModule ? { article_module: input.articleModule } : undefined;
  const kind = input.articleModule ? `「${optionLabel(ARTICLE_MODULES, input.articleModule)}」类` : '';
  return defineModule({
    area: 'br',
    name: input.name,
    title: input.title,
    description: input.description,
    apiBase: `operation/broker/${input.name.toLowerCase()}/`,
    schedule: 'push_time',
    // Its heading is the slot's constant title: the picks say which entry (issue 44, item 6).
    entryName: ['title', 'articles'],
    fields: [
      field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: input.defaultTitle, inList: true, hint: '栏目上方的标题' }),
      field.refList('articles', '文章', 'articles', {
        min: 1,
        max: input.max,
        inList: true,
        ...(filter ? { filter, filterMessage: `只能选择${kind}文章` } : {}),
        hint: `从文章库的${kind}文章中选择`,
        itemFields: [field.text('remark', input.remarkLabel, { maxLength: 20, hint: '标题下方的一句话，可不填' })],
      }),
    ],
    limits: { maxLive: 1 },
    seed: input.seed,
  });
}
