/**
 * Push messages (spec §3 "Push"), base operation/common/pushs/, used by the wm and br push screens (pre-push and
 * already pushed). Content is capped at 100 characters: that is about what a lock-screen notification shows on
 * both iOS and Android before it truncates, so a longer text would be cut off for the user anyway.
 */
import { APPLICABLE_CROWD, PUSH_JUMP_TARGETS } from '../enums';
import { field, type FieldDef } from '../module';
import type { AreaScopes, SharedBase } from './sharedBase';

export const PUSH_CONTENT_MAX_LENGTH = 100;
export const PUSH_EFFECTIVE_HOURS = { min: 1, max: 72, default: 24 } as const;

/**
 * What a push opens: a fund of the fund library (its library id), an article of the article library (its linkId),
 * both picked and never typed, so a push cannot point at a fund or article that does not exist; or an H5 link. 新股日历
 * and 打开 App open a fixed screen and take no target. (br keeps 基金 too: its app sells money-market funds for idle cash.)
 */
const pushFields: readonly FieldDef[] = [
  field.textarea('content', '推送内容', { required: true, maxLength: PUSH_CONTENT_MAX_LENGTH, inList: true, hint: '锁屏通知只显示前两行，要点写在前面' }),
  field.select('jump_type', '点击跳转', PUSH_JUMP_TARGETS, { required: true, defaultValue: 'open_app', inList: true }),
  field.jumpTarget('jump_target', '跳转目标', {
    typeField: 'jump_type',
    targets: { fund: { library: 'funds' }, article: { library: 'articles' }, h5: 'url' },
    // One picker per target type; a type that opens a fixed screen has no target at all (not shown, not sent).
    visibleWhen: { field: 'jump_type', in: ['fund', 'article', 'h5'] },
    hint: '基金、文章从库中搜索选择；H5 填 http(s) 链接',
  }),
  field.select('apply_crowd', '适用人群', APPLICABLE_CROWD, { required: true, defaultValue: 0, inList: true }),
  field.number('effective_hours', '有效时长', {
    required: true,
    integer: true,
    unit: '小时',
    min: PUSH_EFFECTIVE_HOURS.min,
    max: PUSH_EFFECTIVE_HOURS.max,
    defaultValue: PUSH_EFFECTIVE_HOURS.default,
    inList: true,
    hint: '超过有效时长仍未送达的设备不再补发',
  }),
];

export const pushBase = {
  apiBase: 'operation/common/pushs/',
  route: 'push',
  wording: 'push',
  schedule: 'push_time',
  description: '编辑推送内容与点击跳转，预推送后在预设时间推送给目标人群',
  fields: pushFields,
  // The target must fit the jump type (a fund or article that exists, an http(s) link): the engine's jump-target
  // rules, run for every module; the reference index keeps a pushed fund or article in use while the push waits or
  // is live (references.ts reads jump targets).
} satisfies SharedBase;

export const pushScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
