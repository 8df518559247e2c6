/**
 * 首页推荐 (homepageRecommend): the 「为你推荐」 list on the 证券 App home page — hand-picked reading of any article
 * module (broker research, hot topics, macro), each with a reason. Shape: brArticleSection.ts.
 */
import { brArticleSection, seedArticles } from './brArticleSection';

export const homepageRecommend = brArticleSection({
  name: 'homepageRecommend',
  title: '首页推荐',
  description: '首页「为你推荐」列表：从文章库任选 1–5 篇并写推荐语，一次一组上线',
  max: 5,
  defaultTitle: '为你推荐',
  remarkLabel: '推荐语',
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '黄诗韵',
      values: { title: '为你推荐', articles: seedArticles(['N20261122015', '南向资金连续净流入'], ['A20261119014', '年末分红季怎么配'], ['A20261117013', '算力链订单排到明年']) },
    },
    { status: 'prepublished', offsetMinutes: 720, operator: '梁志豪', values: { title: '周末必读', articles: seedArticles(['A20261110011', '美元走弱利好港股'], ['A20261112012', 'PMI 重回扩张']) } },
    { status: 'draft', values: { title: '为你推荐', articles: seedArticles(['A20261119014', '']) } },
  ],
});
