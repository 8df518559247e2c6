/**
 * App 远程配置 (/operation/{wm,br}/appconfig), base operation/common/appconfig/: key → JSON value entries the apps read
 * at start, per platform and from a minimum app version. Written once for both apps; each area's module file adds
 * its scope. A value that is not JSON is refused with 1023 (the json field's rule).
 */
import { field, type FieldDef } from '../module';
import { isCodeToken, stringValue, type AreaScopes, type SharedBase } from './sharedBase';

export const APP_CONFIG_PLATFORMS = [
  { value: 'all', label: '全部' },
  { value: 'ios', label: 'iOS' },
  { value: 'android', label: 'Android' },
] as const;

/** 1 to 4 dot-separated numbers, as the stores show app versions (6.3 / 6.3.0 / 6.3.0.1). */
export const APP_VERSION_PATTERN = /^\d{1,3}(\.\d{1,3}){0,3}$/;

const appConfigFields: readonly FieldDef[] = [
  field.text('config_key', '配置键', { required: true, maxLength: 64, inList: true, hint: '字母、数字、下划线或短横线，App 按此键读取' }),
  field.json('config_value', '配置值', { required: true, hint: '必须为合法 JSON' }),
  field.select('platform', '平台', APP_CONFIG_PLATFORMS, { required: true, defaultValue: 'all', inList: true }),
  field.text('min_version', '最低 App 版本', { required: true, maxLength: 15, defaultValue: '1.0.0', inList: true, hint: '低于此版本的 App 不下发此配置' }),
  field.textarea('remark', '备注', { maxLength: 200 }),
];

export const appConfigBase = {
  apiBase: 'operation/common/appconfig/',
  route: 'appconfig',
  schedule: 'push_time',
  description: '按平台和最低版本下发给 App 的远程配置（键值为 JSON）',
  fields: appConfigFields,
  rules: [
    { field: 'config_key', message: '配置键只能包含字母、数字、下划线或短横线', test: (values) => isCodeToken(stringValue(values.config_key)) },
    { field: 'min_version', message: '版本号格式应为 6.3.0', test: (values) => APP_VERSION_PATTERN.test(stringValue(values.min_version)) },
  ],
  // One live value per key and platform: a newer one supersedes it (asked on save, retired when the newer goes live,
  // the change shown before publish), since a config is changed far more often than it is removed.
  supersedes: { fields: ['config_key', 'platform'], subject: '该配置键在此平台' },
  listFilters: [{ kind: 'search', param: 'searchContent', label: '搜索配置键', fields: ['config_key', 'remark'] }],
} satisfies SharedBase;

export const appConfigScopes = { wm: { product: 'wm' }, br: { product: 'br' } } as const satisfies AreaScopes;
