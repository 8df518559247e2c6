import { formatCmsTime, parseCmsTime } from '../time';
import { defineModule, defaultSchedule, freeDefaultSchedule, emptyValues, moduleSchema, normaliseValues, scheduleSchema, stepScheduleSchema, stepTimes, PRESET_TIME_TOO_EARLY } from './defineModule';
import { field } from './fields';
import { canPerform, successMessage, workflowPath } from './workflow';

const dialog = defineModule({
  area: 'br',
  name: 'systemModelDialog',
  title: '维护弹窗',
  apiBase: 'operation/broker/message/popup',
  schedule: 'effect_dead',
  fields: [
    field.switch('maintenance', '维护中', { defaultValue: 1 }),
    field.uinList('white_list', '白名单'),
    field.text('tip_content', '提示内容', { inList: true }),
  ],
  normalise: (v) => (v.maintenance === 0 ? { ...v, white_list: '' } : v),
  rules: [{ field: 'tip_content', message: '维护时请填写提示内容', test: (v) => v.maintenance === 0 || String(v.tip_content).length > 0 }],
});

describe('defineModule', () => {
  it('derives key, route, path, base and defaults', () => {
    expect(dialog).toMatchObject({
      key: 'br/systemModelDialog',
      route: 'modules/systemModelDialog',
      path: '/operation/br/modules/systemModelDialog',
      apiBase: 'operation/broker/message/popup/',
      saveMethod: 'POST',
      wording: 'publish',
      prepublishOrderBy: 'effect_time',
      listColumns: ['tip_content'],
    });
  });

  it('refuses a field named like a workflow or draft-version field, a duplicate, or an unknown list column', () => {
    const base = { area: 'wm' as const, name: 'x', title: 'X', apiBase: 'b/', schedule: 'push_time' as const };
    expect(() => defineModule({ ...base, fields: [field.text('push_time', 'T')] })).toThrow('push_time');
    // A draft carries its version and last editor, a save its base version: a field of those names would be lost.
    for (const name of ['version', 'update_operator', 'base_version']) {
      expect(() => defineModule({ ...base, fields: [field.text(name, 'V')] })).toThrow(`字段名 ${name}`);
    }
    expect(() => defineModule({ ...base, fields: [field.text('a', 'A'), field.text('a', 'B')] })).toThrow('重复');
    expect(() => defineModule({ ...base, fields: [field.text('a', 'A')], listColumns: ['b'] })).toThrow('列 b');
    // An item rule speaks of a field of the item: one naming anything else would never be shown beside it.
    const rows = (rule: string) => field.list('rows', '行', { itemFields: [field.number('fee', '费率')], itemRules: [{ field: rule, message: 'm', test: () => true }] });
    expect(() => defineModule({ ...base, fields: [rows('fee')] })).not.toThrow();
    expect(() => defineModule({ ...base, fields: [rows('rate')] })).toThrow('逐项规则指向 rate');
  });

  it('lets a field take a window column its schedule never uses, never its own (financingOrder end_time)', () => {
    const base = { area: 'br' as const, name: 'x', title: 'X', apiBase: 'b/' };
    expect(defineModule({ ...base, schedule: 'push_time', fields: [field.datetime('end_time', '截止')] }).fields[0]?.name).toBe('end_time');
    expect(defineModule({ ...base, schedule: 'effect_dead', fields: [field.datetime('start_time', '开始')] }).fields[0]?.name).toBe('start_time');
    expect(() => defineModule({ ...base, schedule: 'start_end', fields: [field.datetime('end_time', '截止')] })).toThrow('字段名 end_time');
    expect(() => defineModule({ ...base, schedule: 'effect_dead', fields: [field.datetime('dead_time', '失效')] })).toThrow('字段名 dead_time');
    expect(() => defineModule({ ...base, schedule: 'start_end', fields: [field.datetime('push_time', '推送')] })).toThrow('字段名 push_time');
  });

  it('validates values with field schemas and cross-field rules, after the module quirks', () => {
    const schema = moduleSchema(dialog);
    const values = normaliseValues(dialog, { maintenance: 0, white_list: 'not uins', tip_content: '' });
    expect(values.white_list).toBe('');
    expect(schema.safeParse(values).success).toBe(true);
    const refused = schema.safeParse({ maintenance: 1, white_list: '', tip_content: '' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toEqual(['维护时请填写提示内容']);
    expect(refused.error?.issues[0]?.path).toEqual(['tip_content']);
    expect(emptyValues(dialog)).toEqual({ maintenance: 1, white_list: '', tip_content: '' });
  });
});

describe('schedule rules (spec §5)', () => {
  const now = Date.UTC(2026, 10, 21, 10, 0, 0);
  const at = (minutes: number) => formatCmsTime(now + minutes * 60_000);
  it.each([
    ['push_time', { push_time: at(5) }, null],
    ['push_time', { push_time: at(-5) }, PRESET_TIME_TOO_EARLY],
    ['effect_dead', { effect_time: at(5), dead_time: at(60) }, null],
    ['effect_dead', { effect_time: at(60), dead_time: at(5) }, '失效时间不能早于生效时间'],
    ['start_end', { start_time: at(-10), end_time: at(60) }, PRESET_TIME_TOO_EARLY],
    ['start_end', { start_time: at(10) }, '请选择结束时间'],
  ] as const)('%s %j', (variant, times, message) => {
    const r = scheduleSchema(variant, now).safeParse(times);
    if (message === null) expect(r.success).toBe(true);
    else expect(r.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('refuses a preset time even seconds before now, and takes one within the current second (issue 44, item 22: no minute of grace)', () => {
    const second = (offset: number) => formatCmsTime(now + offset * 1000);
    expect(scheduleSchema('push_time', now).safeParse({ push_time: second(-30) }).error?.issues.map((i) => i.message)).toEqual([PRESET_TIME_TOO_EARLY]);
    expect(scheduleSchema('push_time', now).safeParse({ push_time: second(-1) }).success).toBe(false);
    expect(scheduleSchema('push_time', now + 999).safeParse({ push_time: second(0) }).success).toBe(true);
  });

  it('lets publish omit the time to mean now', () => {
    expect(scheduleSchema('push_time', now, { optional: true }).safeParse({}).success).toBe(true);
  });

  it('proposes a default preset ahead of now, with a window a day long', () => {
    expect(defaultSchedule({ schedule: 'effect_dead' }, now, 10)).toEqual({ effect_time: at(10), dead_time: at(10 + 24 * 60) });
  });

  it('moves the default off preset times and windows already held (spec §5: no repeat, no overlap)', () => {
    const ms = (minutes: number) => parseCmsTime(at(minutes)) as number;
    const pushes = [10, 11, 13].map((m) => ({ start: ms(m), end: null }));
    expect(freeDefaultSchedule({ schedule: 'push_time' }, now, pushes, 10)).toEqual({ push_time: at(12) });
    const windows = [{ start: ms(-60), end: ms(120) }, { start: ms(120), end: ms(300) }];
    expect(freeDefaultSchedule({ schedule: 'start_end' }, now, windows, 10)).toEqual({ start_time: at(300), end_time: at(300 + 24 * 60) });
    // Ads run side by side: the plain default.
    expect(freeDefaultSchedule({ schedule: 'start_end', windowsMayOverlap: true }, now, windows, 10)).toEqual({ start_time: at(10), end_time: at(10 + 24 * 60) });
  });
});

describe('scheduleSetAt: which step takes the times (spec §4; modules §3 "on publish"; issue 44, item 27)', () => {
  const now = Date.UTC(2026, 10, 21, 10, 0, 0);
  const at = (minutes: number) => formatCmsTime(now + minutes * 60_000);
  const presetting = defineModule({ area: 'wm', name: 'ads', title: '广告', apiBase: 'x/ads/', schedule: 'start_end', fields: [field.text('title', '标题')] });
  const onPublish = defineModule({ area: 'wm', name: 'notice', title: '公告', apiBase: 'x/notice/', schedule: 'start_end', scheduleSetAt: 'publish', fields: [field.text('title', '标题')] });
  const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) => result.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];

  it('by default: pre-publish presets every time; publish may go live now', () => {
    expect(stepTimes(presetting, 'prepublish')).toEqual({ fields: ['start_time', 'end_time'], nowAllowed: false });
    expect(stepTimes(presetting, 'publish')).toEqual({ fields: ['start_time', 'end_time'], nowAllowed: true });
    expect(messages(stepScheduleSchema(presetting, 'prepublish', now).safeParse({}))).toEqual(['start_time: 请选择开始时间', 'end_time: 请选择结束时间']);
    expect(messages(stepScheduleSchema(presetting, 'publish', now).safeParse({ end_time: at(60) }))).toEqual([]);
    expect(presetting.prepublishOrderBy).toBe('end_time');
  });

  it('on publish: pre-publish takes none (times sent are dropped); publish needs every one, by the same rules', () => {
    expect(stepTimes(onPublish, 'prepublish')).toEqual({ fields: [], nowAllowed: false });
    expect(stepTimes(onPublish, 'publish')).toEqual({ fields: ['start_time', 'end_time'], nowAllowed: false });
    expect(stepScheduleSchema(onPublish, 'prepublish', now).safeParse({ start_time: at(-10) })).toEqual({ success: true, data: {} });
    const publish = stepScheduleSchema(onPublish, 'publish', now);
    expect(messages(publish.safeParse({}))).toEqual(['start_time: 请选择开始时间', 'end_time: 请选择结束时间']);
    expect(messages(publish.safeParse({ end_time: at(60) }))).toEqual(['start_time: 请选择开始时间']);
    expect(messages(publish.safeParse({ start_time: at(-10), end_time: at(60) }))).toEqual([`start_time: ${PRESET_TIME_TOO_EARLY}`]);
    expect(messages(publish.safeParse({ start_time: at(60), end_time: at(10) }))).toEqual(['end_time: 结束时间不能早于开始时间']);
    expect(publish.safeParse({ start_time: at(0), end_time: at(60) }).success).toBe(true);
    // Waiting entries hold no time to order by.
    expect(onPublish.prepublishOrderBy).toBe('pre_time');
  });
});

describe('normaliseValues', () => {
  it('stores a UIN list the way the app reads it: English semicolons, no spaces, no trailing one', () => {
    const whiteList = defineModule({ area: 'br', name: 'uinDemo', title: '演示', apiBase: 'operation/test/uin/', schedule: 'push_time', fields: [field.uinList('white_list', '白名单')] });
    const input = { white_list: ' 100001；100002 ； 100003；' };
    expect(normaliseValues(whiteList, input)).toEqual({ white_list: '100001;100002;100003' });
    expect(input.white_list).toBe(' 100001；100002 ； 100003；');
  });
});

describe('workflow endpoints and roles', () => {
  it('builds paths at the module base', () => {
    expect(workflowPath(dialog.apiBase, 'reprepublish', 7)).toBe('operation/broker/message/popup/prepublish/7');
    expect(workflowPath(dialog.apiBase, 'out')).toBe('operation/broker/message/popup/publish/out');
  });

  it.each([
    ['reader', 'save', false],
    ['reader', 'prepublishList', true],
    ['editor', 'save', true],
    ['editor', 'prepublish', false],
    ['editor', 'publish', false],
    ['editor', 'prepublishDelete', false],
    // Spec §6 read literally: an editor may make any PUT.
    ['editor', 'cancel', true],
    ['publisher', 'publish', true],
  ] as const)('%s may %s: %s', (role, action, allowed) => {
    expect(canPerform(role, dialog.apiBase, action)).toBe(allowed);
  });

  it('says the success toasts of spec §7 in the module\'s words', () => {
    expect(successMessage('reprepublish')).toBe('保存并预发布成功');
    expect(successMessage('publish', 'push')).toBe('推送成功');
    expect(successMessage('prepublish', 'push')).toBe('预推送成功');
  });
});
