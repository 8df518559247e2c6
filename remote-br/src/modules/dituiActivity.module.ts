/**
 * 地推链接 (ground-promotion URL), base operation/common/ditui/activity/. Only the broker app runs ground promotions,
 * so the base needs no scope. The channel code attributes the accounts opened through the link to one street team;
 * two live links with one code would mix their numbers, so a live code may not repeat (1019).
 */
import { defineModule, field, isCodeToken, stringValue } from 'shared-ui/contract';

export const dituiActivity = defineModule({
  area: 'br',
  name: 'dituiActivity',
  title: '地推链接',
  description: '线下地推活动的开户链接与渠道号，按渠道统计开户来源',
  apiBase: 'operation/common/ditui/activity/',
  schedule: 'push_time',
  fields: [
    field.text('activity_name', '活动名称', { required: true, maxLength: 30, inList: true }),
    field.link('url', '地推链接', { required: true, inList: true, hint: '扫码后打开的开户页链接，须以 http:// 或 https:// 开头' }),
    field.text('channel_code', '渠道号', { required: true, maxLength: 32, inList: true, hint: '字母、数字、下划线或短横线，如 DT_SZFT_1122' }),
  ],
  rules: [
    {
      field: 'channel_code',
      message: '渠道号只能包含字母、数字、下划线或短横线',
      test: (values) => stringValue(values.channel_code) === '' || isCodeToken(stringValue(values.channel_code)),
    },
  ],
  uniqueWhileLive: { fields: ['channel_code'], message: '该渠道号正在发布中，请先下架' },
  seed: [
    { status: 'draft', values: { activity_name: '杭州西湖区社区投资讲座', url: 'https://m.example-broker.com/ditui/open?ch=DT_HZXH_1212', channel_code: 'DT_HZXH_1212' } },
    { status: 'published', offsetMinutes: -4320, operator: '张子健', values: { activity_name: '深圳福田地铁站开户推广', url: 'https://m.example-broker.com/ditui/open?ch=DT_SZFT_1118', channel_code: 'DT_SZFT_1118' } },
    { status: 'published', offsetMinutes: -1440, operator: '周婉婷', values: { activity_name: '香港中环快闪开户站', url: 'https://m.example-broker.com/ditui/open?ch=DT_HKCT_1120', channel_code: 'DT_HKCT_1120' } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '周婉婷', values: { activity_name: '上海陆家嘴高校金融节', url: 'https://m.example-broker.com/ditui/open?ch=DT_SHLJZ_1205', channel_code: 'DT_SHLJZ_1205' } },
    { status: 'history', offsetMinutes: -72000, operator: '刘嘉欣', values: { activity_name: '广州天河城国庆路演', url: 'https://m.example-broker.com/ditui/open?ch=DT_GZTH_1001', channel_code: 'DT_GZTH_1001' } },
  ],
});
