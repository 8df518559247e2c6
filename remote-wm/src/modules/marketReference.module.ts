/** 理财 App 市场参考 (marketReference): base `operation/wm/recommend/articles/insider/`. Shape and rules: curatedArticles.ts. */
import { seedImagePath } from 'shared-ui/contract';
import { CAROUSEL_SLOT, curatedArticles } from './curatedArticles';

const carousel = seedImagePath('market-reference', CAROUSEL_SLOT);

export const marketReference = curatedArticles({
  name: 'marketReference',
  title: '市场参考',
  description: '理财频道「市场参考」：宏观与市场解读文章，与热门专题的文章不能相同',
  segment: 'insider',
  moduleId: 2,
  defaultTitle: '市场参考',
  disjointFrom: { key: 'wm/hotSubject', title: '热门专题' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '王晓雯',
      values: {
        title: '市场参考',
        rm_articles: [
          { id: 'A20261110011', position: 1, is_checked: 1, remark: '美元见顶了吗', carousel_img: carousel },
          { id: 'A20261112012', position: 2, is_checked: 0, remark: '政策发力下的中国资产', carousel_img: '' },
          { id: 'A20261121008', position: 3, is_checked: 0, remark: '议息前瞻', carousel_img: '' },
        ],
      },
    },
    {
      status: 'history',
      offsetMinutes: -14400,
      operator: '陈浩然',
      values: { title: '市场参考', rm_articles: [{ id: 'A20261111017', position: 1, is_checked: 0, remark: '认识风险等级', carousel_img: '' }] },
    },
    {
      status: 'draft',
      values: { title: '市场参考', rm_articles: [{ id: 'A20261114018', position: 1, is_checked: 0, remark: '债券基金怎么选', carousel_img: '' }] },
    },
  ],
});
