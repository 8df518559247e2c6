/** 股票 H5 配置: the broker app's H5 pages (quotes, IPO subscription, Stock Connect). Fields and workflow: h5ConfigBase. */
import { h5ConfigModule } from './h5ConfigBase';

export const stockConfig = h5ConfigModule('stock', {
  title: '股票 H5 配置',
  description: '证券 App 内 H5 页面的配置项：行情刷新、新股认购入口、港股通额度等',
  seed: [
    {
      status: 'draft',
      values: {
        config_key: 'quote.delay_notice',
        config_value: '{"enabled":true,"markets":["US"],"text":"美股行情延时 15 分钟，开通 LV1 可查看实时行情"}',
        remark: '未开通美股实时行情的用户在个股页顶部看到的提示',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 120,
      operator: '李思琪',
      values: {
        config_key: 'ipo.subscribe_entry',
        config_value: '{"enabled":true,"markets":["HK","US"],"title":"新股认购","badge":"火热","sortFirst":true}',
        remark: '新股认购入口开关：打新季在交易页置顶并显示角标',
      },
    },
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '陈浩然',
      values: {
        config_key: 'quote.refresh_interval',
        config_value: '{"HK":3,"US":3,"A":5,"lv2":1,"unit":"second"}',
        remark: '行情刷新间隔（秒）：按市场分别设置，LV2 用户 1 秒刷新',
      },
    },
    {
      status: 'published',
      offsetMinutes: -10080,
      operator: '王晓雯',
      values: {
        config_key: 'ggt.quota_display',
        config_value: '{"enabled":true,"showRemaining":true,"directions":["north","south"],"refreshSeconds":60}',
        remark: '港股通额度展示：在港股通专区显示当日剩余额度',
      },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '王晓雯',
      values: {
        config_key: 'ipo.subscribe_entry',
        config_value: '{"enabled":false}',
        remark: '非打新季关闭新股认购入口',
      },
    },
  ],
});
