/**
 * 理财 App 开屏推荐 (openScreen): the funds shown on the first screen after the app opens — at most three (spec §5, §9),
 * picked from the fund library, in display order, each with a short reason. Base `operation/wm/funds/start/`.
 */
import { defineModule, field } from 'shared-ui/contract';

/**
 * A seed's funds (fund library ids as a fresh database numbers its seeded funds: 4 港汇亚洲高息, 5 博睿短债, 7 瑞联多元资产,
 * 8 恒盈港股高股息, 9 华晟中国新经济, 10 鼎泰恒指, 11 瑞联标普500), in display order, each with its reason.
 */
const funds = (...picked: readonly (readonly [id: string, reason: string])[]) => picked.map(([id, reason], i) => ({ id, position: i + 1, reason }));

export const openScreen = defineModule({
  area: 'wm',
  name: 'openScreen',
  title: '开屏推荐',
  description: '打开 App 后首屏推荐的基金：从基金库选择，最多 3 只，每只配一句推荐理由',
  apiBase: 'operation/wm/funds/start/',
  schedule: 'push_time',
  fields: [
    field.text('title', '推荐标题', { required: true, maxLength: 16, defaultValue: '今日精选基金', inList: true, hint: '首屏卡片上方的标题' }),
    field.refList('funds', '推荐基金', 'funds', {
      min: 1,
      max: 3,
      inList: true,
      hint: '从基金库中选择',
      itemFields: [field.text('reason', '推荐理由', { required: true, maxLength: 20, hint: '基金名称下方的一句话' })],
    }),
  ],
  // One set greets the user at a time.
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '王晓雯',
      values: { title: '今日精选基金', funds: funds(['8', '精选高股息蓝筹'], ['5', '短久期，回撤可控'], ['9', '聚焦科技、消费与医疗']) },
    },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { title: '年末配置精选', funds: funds(['4', '亚洲高息债，每月派息'], ['7', '跨资产分散单一市场风险']) } },
    { status: 'history', offsetMinutes: -20160, operator: '陈浩然', values: { title: '双十一精选', funds: funds(['11', '低成本配置美国大盘股'], ['10', '一键配置恒指成分股']) } },
  ],
});
