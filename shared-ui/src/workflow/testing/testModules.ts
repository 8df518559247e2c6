/** Modules for the workflow's tests: every field kind, a shared base with a scope, and a window schedule. */
import { APPLICABLE_CROWD, SPLASH_TYPES, SYSTEM_TYPE, defineModule, field } from 'shared-ui/contract';

export const everyKindModule = defineModule({
  area: 'wm',
  name: 'workflowDemo',
  title: '流程演示',
  apiBase: 'operation/test/demo/',
  scope: { type: 'demo' },
  schedule: 'push_time',
  // A quirk like real modules have: full-width semicolons typed by a Chinese keyboard become English ones.
  normalise: (values) => (typeof values.uins === 'string' ? { ...values, uins: values.uins.replace(/；/g, ';') } : values),
  fields: [
    field.text('title', '标题', { required: true, maxLength: 10, lengthHint: 6, inList: true }),
    field.textarea('summary', '摘要'),
    field.number('weight', '权重', { min: 0, max: 100, integer: true, unit: '分' }),
    field.select('crowd', '适用人群', APPLICABLE_CROWD, { required: true, inList: true }),
    field.select('systems', '系统', SYSTEM_TYPE, { multiple: true }),
    field.radio('splash', '开屏类型', SPLASH_TYPES, { defaultValue: 'broker' }),
    field.switch('enabled', '启用', { inList: true }),
    field.multiLanguage('name', '名称', { required: true, requiredLanguages: ['zh-hans'], inList: true }),
    field.link('url', '跳转链接'),
    field.json('config', '配置'),
    field.image('image', '图片', { width: 375, height: 170 }, { inList: true }),
    field.uinList('uins', '白名单 UIN'),
    field.datetime('showAt', '展示时间'),
  ],
});

/** A small module: one required text, pre-publish with a push time. */
export const noticeModule = defineModule({
  area: 'br',
  name: 'workflowNotice',
  title: '公告演示',
  apiBase: 'operation/test/notice/',
  scope: { channel: 'app' },
  schedule: 'push_time',
  fields: [field.text('title', '标题', { required: true, maxLength: 20, inList: true }), field.link('url', '链接')],
});

/** A window (effect/dead time) and push words. */
export const windowModule = defineModule({
  area: 'br',
  name: 'workflowWindow',
  title: '窗口演示',
  apiBase: 'operation/test/window/',
  schedule: 'effect_dead',
  wording: 'push',
  withdrawConflictRefreshes: true,
  fields: [field.text('title', '标题', { required: true, inList: true }), field.switch('enabled', '启用', { inList: true })],
});

/** A window whose start and end are set on publish, not at pre-publish (the temporary announcement's way). */
export const onPublishModule = defineModule({
  area: 'wm',
  name: 'workflowTemp',
  title: '临时公告演示',
  apiBase: 'operation/test/temp/',
  schedule: 'start_end',
  scheduleSetAt: 'publish',
  fields: [field.text('title', '标题', { required: true, inList: true })],
});
