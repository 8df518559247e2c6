/** 财富 App 配置 (/operation/wm/appconfig): the wealth app's remote configuration. Rules: sharedBases/appConfig. */
import { appConfigBase, appConfigScopes, defineModule } from 'shared-ui/contract';

export const appconfig = defineModule({
  ...appConfigBase,
  area: 'wm',
  name: 'appconfig',
  title: 'App 配置',
  scope: appConfigScopes.wm,
  seed: [
    { status: 'draft', values: { config_key: 'fund_compare_max', config_value: '{"max":4}', platform: 'all', min_version: '5.8.0', remark: '基金对比最多只数，待评审' } },
    { status: 'prepublished', offsetMinutes: 600, operator: '陈嘉怡', values: { config_key: 'purchase_cutoff', config_value: '{"weekday":"15:00","qdii":"14:30"}', platform: 'all', min_version: '5.6.0', remark: '申购截止时间提示，QDII 提前' } },
    { status: 'published', offsetMinutes: -2880, operator: '何俊杰', values: { config_key: 'purchase_cutoff', config_value: '{"weekday":"15:00","qdii":"15:00"}', platform: 'all', min_version: '5.6.0', remark: '申购截止时间提示' } },
    { status: 'published', offsetMinutes: -720, operator: '陈嘉怡', values: { config_key: 'home_banner_interval', config_value: '{"seconds":5}', platform: 'ios', min_version: '5.2.0', remark: '首页轮播间隔' } },
    { status: 'history', offsetMinutes: -14400, operator: '何俊杰', values: { config_key: 'risk_survey_version', config_value: '{"version":"2025A"}', platform: 'all', min_version: '5.0.0', remark: '风险测评问卷版本，已由 2026A 替代' } },
  ],
});
