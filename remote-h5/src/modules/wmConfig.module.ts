/** 理财 H5 配置: the wealth app's H5 pages (fund detail, investment-plan calculator). Fields and workflow: h5ConfigBase. */
import { h5ConfigModule } from './h5ConfigBase';

export const wmConfig = h5ConfigModule('wm', {
  title: '理财 H5 配置',
  description: '理财 App 内 H5 页面的配置项：基金详情页风险提示、定投计算器参数等',
  seed: [
    {
      status: 'draft',
      values: {
        config_key: 'risk.assessment_reminder',
        config_value: '{"enabled":true,"daysBeforeExpiry":30,"text":"您的风险测评即将到期，请及时重新测评"}',
        remark: '风险测评到期前在基金详情页提醒的天数与文案',
      },
    },
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '陈浩然',
      values: {
        config_key: 'fund.risk_disclaimer',
        config_value:
          '{"zh-hans":"基金有风险，投资需谨慎。过往业绩不代表未来表现。","zh-hant":"基金有風險，投資需謹慎。過往業績不代表未來表現。","en":"Investment involves risks. Past performance is not indicative of future results."}',
        remark: '基金详情页底部风险提示文案，三种语言',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: {
        config_key: 'sip.calculator',
        config_value: '{"currency":"HKD","minAmount":100,"maxAmount":100000,"defaultYears":3,"annualReturnOptions":[0.04,0.06,0.08]}',
        remark: '定投计算器参数：起投金额、默认年限与可选年化收益率',
      },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '王晓雯',
      values: {
        config_key: 'sip.calculator',
        config_value: '{"currency":"HKD","minAmount":500,"maxAmount":50000,"defaultYears":5,"annualReturnOptions":[0.05,0.08]}',
        remark: '旧版定投计算器参数（起投 500 港元）',
      },
    },
  ],
});
