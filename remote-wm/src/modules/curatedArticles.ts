/**
 * 热门专题 (hotSubject) and 市场参考 (marketReference) share one shape: an ordered list of articles (`rm_articles`,
 * spec §3's pre-publish record), each with a one-line remark, and the ones ticked 「轮播展示」 also lead the section's
 * 375×170 carousel (so they need a carousel image). Their bases speak the hot/insider dialect (spec §7), an article
 * joins the edit list through `add` (with `rm_article_mod_id`, `remark`, `carousel_img`) and `list` reads it back;
 * the two modules must not hold the same article (spec §5): an article is read once, in one place.
 */
import {
  HOT_ARTICLES_DIALECT,
  HOT_ARTICLES_EDIT_LIST,
  RECOMMEND_ARTICLE_MODULE_PARAM,
  defineModule,
  field,
  listFilter,
  type ModuleDefinition,
  type ModuleSeed,
  type ModuleValues,
  type RefListItem,
} from 'shared-ui/contract';

export const CAROUSEL_SLOT = { width: 375, height: 170 } as const;
/** The carousel shows at most this many; more ticked would never show. */
export const MAX_CAROUSEL = 3;

/** The collection's name: the pre-publish record's `rm_articles` (spec §3). */
export const ARTICLES_FIELD = 'rm_articles';

const itemsOf = (values: ModuleValues): readonly RefListItem[] => {
  const items = values[ARTICLES_FIELD];
  return Array.isArray(items) ? (items as readonly RefListItem[]) : [];
};

export interface CuratedArticlesInput {
  name: 'hotSubject' | 'marketReference';
  title: string;
  description: string;
  /** `hot` or `insider`: the base under `operation/wm/recommend/articles/`. */
  segment: 'hot' | 'insider';
  /** Its id among the recommend-article modules (`rm_article_mod_id`, listed by `general/modules`). */
  moduleId: number;
  defaultTitle: string;
  /** The module whose live list this one's must not share an article with. */
  disjointFrom: { key: string; title: string };
  seed: readonly ModuleSeed[];
}

/** 1019 when the other module has the article pre-published or live (spec §5). */
export const disjointMessage = (otherTitle: string) => `该文章已在「${otherTitle}」预发布或展示中，两个栏目的文章不能相同`;

export function curatedArticles(input: CuratedArticlesInput): ModuleDefinition {
  return defineModule({
    area: 'wm',
    name: input.name,
    title: input.title,
    description: input.description,
    apiBase: `operation/wm/recommend/articles/${input.segment}/`,
    dialect: HOT_ARTICLES_DIALECT,
    editList: { field: ARTICLES_FIELD, ...HOT_ARTICLES_EDIT_LIST, owner: { param: RECOMMEND_ARTICLE_MODULE_PARAM, id: input.moduleId } },
    schedule: 'push_time',
    // Its heading is the slot's constant title: the picks say which entry (issue 44, item 6).
    entryName: ['title', ARTICLES_FIELD],
    fields: [
      field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: input.defaultTitle, inList: true, hint: '栏目上方的标题' }),
      field.refList(ARTICLES_FIELD, '文章', 'articles', {
        min: 1,
        max: 8,
        inList: true,
        duplicateMessage: '文章重复添加',
        hint: `从文章库选择；勾选「轮播展示」的文章（最多 ${String(MAX_CAROUSEL)} 篇）需上传轮播图`,
        itemFields: [
          // At most 3 in the carousel: the engine disables the other switches at the limit and refuses a fourth.
          field.switch('is_checked', '轮播展示', { defaultValue: 0, onLabel: '轮播', offLabel: '列表', maxOn: MAX_CAROUSEL }),
          field.text('remark', '推荐语', { maxLength: 20, hint: '标题下方的一句话' }),
          field.image('carousel_img', '轮播图', CAROUSEL_SLOT),
        ],
      }),
    ],
    rules: [
      {
        field: ARTICLES_FIELD,
        message: '勾选「轮播展示」的文章须上传轮播图',
        test: (values) => itemsOf(values).every((item) => item.is_checked !== 1 || (typeof item.carousel_img === 'string' && item.carousel_img !== '')),
      },
    ],
    // A pre-published article of the other module counts too (disjoint.ts): it is about to be shown there.
    disjointWith: [{ field: ARTICLES_FIELD, module: input.disjointFrom.key, message: disjointMessage(input.disjointFrom.title) }],
    // Spec §7: `base/publish/list` takes an optional `search`; the other lists take it too.
    listFilters: [listFilter.search('搜索栏目标题或文章', ['title', ARTICLES_FIELD], 'search')],
    limits: { maxLive: 1 },
    seed: input.seed,
  });
}
