/**
 * Small modules for the workflow tests, one per feature the engine must serve: each schedule variant, two scopes on
 * one base, uniqueWhileLive, limits, a JSON field, an image slot and seeds.
 */
import { defineModule, field } from 'shared-ui/contract';

/** push_time, with an image slot (upload tests) and an optional link. */
export const pushModule = defineModule({
  area: 'wm',
  name: 'testPush',
  title: '测试推送',
  // Not `test/push/`: a path segment `push` would make every call a push endpoint to the role rule.
  apiBase: 'test/notice/',
  schedule: 'push_time',
  fields: [
    field.text('title', '标题', { required: true, maxLength: 20, inList: true }),
    field.link('link', '跳转链接'),
    field.image('cover', '封面图', { width: 375, height: 170 }),
  ],
});

/** effect_time / dead_time, saved with PUT. */
export const effectModule = defineModule({
  area: 'br',
  name: 'testEffect',
  title: '测试生效',
  apiBase: 'test/effect/',
  saveMethod: 'PUT',
  schedule: 'effect_dead',
  fields: [field.text('content', '内容', { required: true })],
});

/** start_time / end_time. */
export const windowModule = defineModule({
  area: 'wm',
  name: 'testWindow',
  title: '测试公告',
  apiBase: 'test/window/',
  schedule: 'start_end',
  fields: [field.text('title', '标题', { required: true }), field.number('target_user', '目标用户', { required: true, integer: true, min: 0 })],
});

/** Two modules at one base, told apart by `type`. */
const splash = (area: 'wm' | 'br', type: string) =>
  defineModule({
    area,
    name: 'testSplash',
    title: `测试闪屏（${type}）`,
    apiBase: 'test/splash/',
    scope: { type },
    schedule: 'push_time',
    fields: [field.text('title', '标题', { required: true })],
  });
export const wmSplash = splash('wm', 'super_app');
export const brSplash = splash('br', 'broker');

export const BANNER_LIVE = 'bannerId 正在发布中，请先下架';
export const uniqueModule = defineModule({
  area: 'wm',
  name: 'testUnique',
  title: '测试唯一',
  apiBase: 'test/unique/',
  schedule: 'push_time',
  fields: [field.text('banner_id', 'bannerId', { required: true }), field.text('note', '备注')],
  uniqueWhileLive: { fields: ['banner_id'], message: BANNER_LIVE },
});

export const limitedModule = defineModule({
  area: 'br',
  name: 'testLimited',
  title: '测试限额',
  apiBase: 'test/limited/',
  schedule: 'push_time',
  fields: [field.text('title', '标题', { required: true })],
  limits: { maxPrepublished: 2, maxLive: 1 },
});

/** A JSON config (1023) beside a plain text (1001) and a number, with a cross-field rule. */
export const jsonModule = defineModule({
  area: 'common',
  name: 'testJson',
  title: '测试配置',
  apiBase: 'test/json/',
  schedule: 'push_time',
  fields: [
    field.text('name', '名称', { required: true }),
    field.json('config', '配置项', { required: true }),
    field.number('count', '数量', { min: 1, max: 9 }),
  ],
  rules: [{ field: 'count', message: '名称为 many 时数量必填', test: (v) => v.name !== 'many' || typeof v.count === 'number' }],
});

/** Rows of every seed status. */
export const seededModule = defineModule({
  area: 'common',
  name: 'testSeeded',
  title: '测试种子',
  apiBase: 'test/seeded/',
  schedule: 'effect_dead',
  fields: [field.text('title', '标题', { required: true })],
  seed: [
    { values: { title: '草稿' }, status: 'draft' },
    { values: { title: '预发布' }, status: 'prepublished', operator: 'editor' },
    { values: { title: '已发布' }, status: 'published', offsetMinutes: -60 },
    { values: { title: '待生效' }, status: 'published' },
    { values: { title: '历史' }, status: 'history' },
  ],
});

export const TEST_MODULES = [pushModule, effectModule, windowModule, wmSplash, brSplash, uniqueModule, limitedModule, jsonModule, seededModule];
