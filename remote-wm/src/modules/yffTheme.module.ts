/**
 * 理财 App 首页主题投资 (yffTheme): topic cards on the home page — a theme (AI 算力, 高股息 …) with a cover, a line of
 * pitch and the funds that express it. Home common topic: see homeTopics.ts for the base, the live order and 1027.
 */
import { field, seedImagePath } from 'shared-ui/contract';
import { homeTopic } from './homeTopics';

/** A 2:1-ish home card at twice the 345×140 pt the app draws it. */
export const THEME_COVER_SLOT = { width: 690, height: 280 } as const;
const cover = seedImagePath('yff-theme', THEME_COVER_SLOT);
const funds = (...ids: string[]) => ids.map((id, i) => ({ id, position: i + 1 }));

export const yffTheme = homeTopic({
  name: 'yffTheme',
  title: '主题投资',
  description: '首页「主题投资」卡片：主题名称、封面与一句话卖点，关联 1–4 只基金；最多同时上线 20 个主题',
  topicType: 'theme',
  fields: [
    field.text('title', '主题名称', { required: true, maxLength: 14, inList: true, hint: '卡片标题' }),
    field.text('subtitle', '卖点', { required: true, maxLength: 24, hint: '标题下方的一句话' }),
    field.image('cover', '封面图', THEME_COVER_SLOT, { required: true }),
    field.refList('funds', '关联基金', 'funds', { min: 1, max: 4, inList: true, hint: '点击卡片后展示的基金' }),
  ],
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '王晓雯',
      values: { title: 'AI 算力浪潮', subtitle: '从芯片到应用，一站配置科技成长', cover, funds: funds('12', '9'), show_time: '2026-11-20 10:00:00' },
    },
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '陈浩然',
      values: { title: '高股息红利', subtitle: '震荡市里的现金流底仓', cover, funds: funds('8', '10'), show_time: '2026-11-21 09:30:00' },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: { title: '美元稳健收益', subtitle: '降息周期前锁定美元票息', cover, funds: funds('1', '3', '4'), show_time: '2026-11-24 09:00:00' },
    },
    { status: 'history', offsetMinutes: -20160, operator: '王晓雯', values: { title: '双十一理财节', subtitle: '限时费率优惠', cover, funds: funds('5'), show_time: '2026-11-01 10:00:00' } },
  ],
});
