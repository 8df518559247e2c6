/** 证券 App 配置 (/operation/br/appconfig): the broker app's remote configuration. Rules: sharedBases/appConfig. */
import { appConfigBase, appConfigScopes, defineModule } from 'shared-ui/contract';

export const appconfig = defineModule({
  ...appConfigBase,
  area: 'br',
  name: 'appconfig',
  title: 'App 配置',
  scope: appConfigScopes.br,
  seed: [
    { status: 'draft', values: { config_key: 'ipo_dark_pool', config_value: '{"enabled":true,"brokers":["辉立","耀才"]}', platform: 'all', min_version: '6.4.0', remark: '新股暗盘入口，待上线' } },
    { status: 'prepublished', offsetMinutes: 720, operator: '周婉婷', values: { config_key: 'quote_refresh_ms', config_value: '{"hk":3000,"us":5000}', platform: 'android', min_version: '6.2.0', remark: 'Android 行情刷新间隔' } },
    { status: 'published', offsetMinutes: -60, operator: '张子健', values: { config_key: 'quote_refresh_ms', config_value: '{"hk":3000,"us":3000}', platform: 'ios', min_version: '6.2.0', remark: 'iOS 行情刷新间隔' } },
    { status: 'history', offsetMinutes: -10080, operator: '刘嘉欣', values: { config_key: 'force_upgrade', config_value: '{"below":"6.0.0"}', platform: 'all', min_version: '1.0.0', remark: '' } },
  ],
});
