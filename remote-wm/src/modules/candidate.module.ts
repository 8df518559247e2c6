/**
 * 理财 App 基金经理推荐 (candidate): the home page's "明星基金经理" cards. Exactly three managers picked from the fund
 * manager library, in the order they show, each with a portrait photo and a one-line recommendation (spec §5:
 * candidate pre-publish needs exactly three selected entries, all with an image). The collection is the selection:
 * a manager is either among the three or not, so there is no separate 选中 flag to forget.
 */
import { MANAGER_LIBRARY_PATH, defineModule, field, seedImagePath } from 'shared-ui/contract';

/** A portrait card: 3:4 at twice the 120×160 pt the app draws it. */
export const CANDIDATE_PHOTO_SLOT = { width: 240, height: 320 } as const;
const photo = seedImagePath('candidate', CANDIDATE_PHOTO_SLOT);

const three = (ids: readonly [string, string, string], slogans: readonly [string, string, string]) =>
  ids.map((id, i) => ({ id, position: i + 1, photo, slogan: slogans[i] ?? '' }));

export const candidate = defineModule({
  area: 'wm',
  name: 'candidate',
  title: '基金经理推荐',
  description: '首页「明星基金经理」卡片：从基金经理库选 3 位，每位配照片与推荐语',
  apiBase: 'operation/wm/managers/',
  schedule: 'push_time',
  links: [{ label: '管理基金经理库', to: MANAGER_LIBRARY_PATH }],
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'managers'],
  fields: [
    field.text('title', '模块标题', { required: true, maxLength: 12, defaultValue: '明星基金经理', inList: true, hint: '首页卡片上方的标题' }),
    field.refList('managers', '推荐基金经理', 'managers', {
      exact: 3,
      inList: true,
      duplicateMessage: '该基金经理已在推荐列表中',
      itemFields: [
        field.image('photo', '经理照片', CANDIDATE_PHOTO_SLOT, { required: true }),
        field.text('slogan', '推荐语', { maxLength: 24, hint: '卡片上的一句话' }),
      ],
    }),
  ],
  // One set of cards shows at a time; a second live set would have the app pick one at random.
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '王晓雯',
      values: {
        title: '明星基金经理',
        managers: three(['M1001', 'M1002', 'M1004'], ['14 年债券老将，稳字当头', '消费医药赛道长跑者', '深耕港股 9 年']),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        title: '年度人气经理',
        managers: three(['M1006', 'M1003', 'M1011'], ['把握科技产业周期拐点', '量化增强，稳中求进', '红利策略，现金流为王']),
      },
    },
    {
      status: 'draft',
      values: { title: '明星基金经理', managers: three(['M1005', 'M1007', 'M1009'], ['多资产配置，控制回撤', '亚洲美元债中短久期', 'ESG 投资践行者']) },
    },
  ],
});
