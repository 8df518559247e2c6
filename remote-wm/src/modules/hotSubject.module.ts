/** 理财 App 热门专题 (hotSubject): base `operation/wm/recommend/articles/hot/`. Shape and rules: curatedArticles.ts. */
import { seedImagePath } from 'shared-ui/contract';
import { CAROUSEL_SLOT, curatedArticles } from './curatedArticles';

const carousel = seedImagePath('hot-subject', CAROUSEL_SLOT);

export const hotSubject = curatedArticles({
  name: 'hotSubject',
  title: '热门专题',
  description: '首页「热门专题」：精选热点文章，勾选的文章同时进入顶部轮播',
  segment: 'hot',
  moduleId: 1,
  defaultTitle: '热门专题',
  disjointFrom: { key: 'wm/marketReference', title: '市场参考' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -720,
      operator: '陈浩然',
      values: {
        title: '热门专题',
        rm_articles: [
          { id: 'A20261117013', position: 1, is_checked: 1, remark: 'AI 算力链景气延续', carousel_img: carousel },
          { id: 'A20261119014', position: 2, is_checked: 0, remark: '高股息防守反击', carousel_img: '' },
        ],
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2160,
      operator: '李思琪',
      values: {
        title: '年末热门专题',
        rm_articles: [
          { id: 'A20261119014', position: 1, is_checked: 1, remark: '红利策略跨年配置', carousel_img: carousel },
          { id: 'A20261114018', position: 2, is_checked: 0, remark: '债基入门三问', carousel_img: '' },
        ],
      },
    },
    {
      status: 'history',
      offsetMinutes: -10080,
      operator: '王晓雯',
      values: { title: '热门专题', rm_articles: [{ id: 'A20261113015', position: 1, is_checked: 0, remark: '基金经理谈消费复苏', carousel_img: '' }] },
    },
  ],
});
