/**
 * 理财 App 推荐文章 (recommend): the home page's 「为你推荐」 feed head — articles of any kind picked from the library,
 * in the order they show, each with an optional corner tag. Base `operation/wm/recommend/articles/` speaks its own
 * dialect (spec §7: base, list, add, modify, delete, offshell, update). A duplicate is refused with 1019
 * (文章重复添加), a key that names no article with 文章不存在.
 */
import { RECOMMEND_ARTICLES_DIALECT, defineModule, field } from 'shared-ui/contract';
import { pickedArticles } from './articleSlots';

/** Corner tags the app draws in the card's top-left corner; none is the common case. */
const TAGS = [
  { value: '', label: '无' },
  { value: 'hot', label: '热门' },
  { value: 'new', label: '最新' },
  { value: 'exclusive', label: '独家' },
] as const;

export const recommend = defineModule({
  area: 'wm',
  name: 'recommend',
  title: '推荐文章',
  description: '首页「为你推荐」文章列表：从文章库选择 1–10 篇，按展示顺序排列，可加角标',
  apiBase: 'operation/wm/recommend/articles/',
  dialect: RECOMMEND_ARTICLES_DIALECT,
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'articles'],
  fields: [
    field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: '为你推荐', inList: true, hint: '首页栏目上方的标题' }),
    field.refList('articles', '推荐文章', 'articles', {
      min: 1,
      max: 10,
      inList: true,
      hint: '从文章库搜索选择',
      itemFields: [field.select('tag', '角标', TAGS, { defaultValue: '' })],
    }),
  ],
  // One feed head at a time.
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '王晓雯',
      values: {
        title: '为你推荐',
        articles: pickedArticles('A20261121008', 'A20261117013', 'A20261111017').map((item, i) => ({ ...item, tag: i === 0 ? 'hot' : '' })),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: { title: '年末配置必读', articles: pickedArticles('A20261114018', 'A20261110011').map((item) => ({ ...item, tag: 'new' })) },
    },
    { status: 'history', offsetMinutes: -10080, operator: '陈浩然', values: { title: '为你推荐', articles: pickedArticles('A20261112012').map((item) => ({ ...item, tag: '' })) } },
  ],
});
