/**
 * 活动配置 (activity, modules.md §3: activity type broker or wm): the campaigns of the 活动中心 in the 证券 App
 * (broker) and the 理财 App (wm). An activity is a title, a 750×300 banner, a one-line summary, where a tap goes (an
 * H5 campaign page, a fund, an article), who may see it (全部 / 已注册 / 已开户, the applicable crowd of modules.md §3)
 * and on which system. It runs from its start time to its end time (schedule `start_end`, the times set on publish):
 * the app shows it in that window and drops it after.
 *
 * Several activities run side by side in one 活动中心 (windows may overlap), at most 10 live or scheduled at a time:
 * more would not fit the centre's first screen, and a cap makes old campaigns come off. A title may not repeat a live one of
 * the same app (two cards with one title confuse users). Seed targets: funds 1, 5; article A20261111017 (风险等级).
 */
import { APPLICABLE_CROWD, SYSTEM_TYPE, defineModule, field, listFilter, seedImagePath, type ModuleValues, type Option } from 'shared-ui/contract';
import { CONTENT_JUMP_HINT, CONTENT_JUMP_TARGETS, CONTENT_JUMP_TYPES } from './commonJumpTargets';
import { BANNER_IMAGE_SLOT } from './imageSlots';

export const ACTIVITY_TYPES: readonly Option<string>[] = [
  { value: 'broker', label: '证券 App' },
  { value: 'wm', label: '理财 App' },
];

const seedValues = (type: string, title: string, banner: string, summary: string, jumpType: string, target: string, crowd: number, system = 0): ModuleValues => ({
  type,
  title,
  banner: seedImagePath(`common-activity-${banner}`, BANNER_IMAGE_SLOT),
  summary,
  jump_type: jumpType,
  jump_target: target,
  target_users: crowd,
  system,
});

export const activity = defineModule({
  area: 'common',
  name: 'activity',
  title: '活动配置',
  description: '证券 App 与理财 App 活动中心的活动：横幅、简介、跳转、目标用户与系统，按开始、结束时间上下线',
  apiBase: 'operation/common/activity/',
  schedule: 'start_end',
  fields: [
    field.radio('type', '所属 App', ACTIVITY_TYPES, { required: true, defaultValue: 'broker', inList: true }),
    field.text('title', '活动标题', { required: true, maxLength: 20, inList: true }),
    field.image('banner', '活动横幅', BANNER_IMAGE_SLOT, { required: true }),
    field.text('summary', '活动简介', { required: true, maxLength: 40, hint: '横幅下方的一句话' }),
    field.select('jump_type', '跳转类型', CONTENT_JUMP_TYPES, { required: true, defaultValue: 'h5' }),
    field.jumpTarget('jump_target', '跳转目标', { typeField: 'jump_type', targets: CONTENT_JUMP_TARGETS, hint: CONTENT_JUMP_HINT }),
    field.select('target_users', '目标用户', APPLICABLE_CROWD, { required: true, defaultValue: 0, inList: true }),
    field.select('system', '系统', SYSTEM_TYPE, { required: true, defaultValue: 0 }),
  ],
  windowsMayOverlap: true,
  limits: { maxLive: 10 },
  uniqueWhileLive: { fields: ['type', 'title'], message: '该 App 已有同名活动上线，请修改标题或先下架' },
  listFilters: [
    { kind: 'search', param: 'searchContent', label: '搜索活动标题', fields: ['title', 'summary'] },
    listFilter.select('apply_crowd', '目标用户', { field: 'target_users' }),
    listFilter.select('system', '系统'),
  ],
  seed: [
    {
      status: 'published',
      offsetMinutes: -600,
      operator: '黄诗韵',
      values: seedValues('broker', '新客开户礼', 'open-gift', '开户即送港股 LV2 行情 3 个月', 'h5', 'https://m.example-broker.com/activity/open-account-gift', 0),
    },
    {
      status: 'published',
      offsetMinutes: -300,
      operator: '王晓雯',
      values: seedValues('wm', '美元理财 新客加息', 'usd-boost', '首投美元货币基金享 7 天加息', 'fund', '1', 1),
    },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '李思琪',
      values: seedValues('wm', '风险测评有礼', 'risk-quiz', '读懂风险等级，完成测评领好礼', 'article', 'A20261111017', 2, 0),
    },
    { status: 'draft', values: seedValues('broker', '美股期权 体验周', 'us-options', '期权交易佣金 5 折', 'h5', 'https://m.example-broker.com/activity/us-options-week', 2, 1) },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '陈浩然',
      values: seedValues('wm', '双十一理财节', 'double11', '短债基金申购费 1 折', 'fund', '5', 0),
    },
  ],
});
