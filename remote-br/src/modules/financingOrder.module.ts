/**
 * 融资认购 (financingOrder): a new share's margin-subscription offer (modules.md §3 Finance order) — how many times
 * the deposit may be financed, the pool for all clients, each client's min and max, the window in which orders are
 * taken and how long a reserved quota is held. The window's close is the spec's `end_time`, sent and stored under
 * that name: the module publishes at a push time, so the workflow's own start/end window columns are never its own
 * (freeScheduleNames) and its rows carry the field. One config per stock live at a time.
 */
import { APPLICABLE_CROWD, defineModule, field, parseCmsTime, type ModuleValues } from 'shared-ui/contract';

const num = (values: ModuleValues, name: string): number => Number(values[name]);
const timeOf = (values: ModuleValues, name: string): number | null => parseCmsTime(values[name]);

export const financingOrder = defineModule({
  area: 'br',
  name: 'financingOrder',
  title: '融资认购',
  description: '新股融资认购配置：融资倍数、总额度、单户上下限、认购时间窗与额度保留时长',
  apiBase: 'operation/broker/financingorder/',
  schedule: 'push_time',
  fields: [
    field.text('stock_code', '股票代码', { required: true, maxLength: 10, inList: true, hint: '如 02599' }),
    field.text('stock_name', '股票名称', { required: true, maxLength: 20, inList: true }),
    field.select('population_type', '适用人群', APPLICABLE_CROWD, { required: true, defaultValue: 2 }),
    field.number('finance_times', '融资倍数', { required: true, min: 1, max: 20, unit: '倍', defaultValue: 10 }),
    field.number('total_finance_quota', '融资总额度', { required: true, min: 1, unit: '港元', amount: true }),
    field.switch('limit_open', '单户额度限制', { onLabel: '限制', offLabel: '不限', defaultValue: 1 }),
    field.number('min_finance_quota', '单户最低融资额', { required: true, min: 1, unit: '港元', amount: true }),
    field.number('max_finance_quota', '单户最高融资额', { required: true, min: 1, unit: '港元', amount: true }),
    field.datetime('open_time', '认购开始时间', { required: true, inList: true }),
    field.datetime('end_time', '认购截止时间', { required: true, inList: true }),
    field.number('order_quota', '每户认购笔数上限', { required: true, integer: true, min: 1, max: 10, defaultValue: 1 }),
    field.number('limit_retain_time', '额度保留时长', { required: true, integer: true, min: 1, max: 1440, unit: '分钟', defaultValue: 30, hint: '提交认购后未付款，额度保留的时长' }),
  ],
  // Quotas are positive by each field's min (1); the rules below are the ones across fields.
  rules: [
    { field: 'max_finance_quota', message: '单户最高融资额不能低于最低融资额', test: (v) => num(v, 'min_finance_quota') <= num(v, 'max_finance_quota') },
    { field: 'max_finance_quota', message: '单户最高融资额不能超过融资总额度', test: (v) => num(v, 'max_finance_quota') <= num(v, 'total_finance_quota') },
    {
      field: 'end_time',
      message: '认购截止时间必须晚于开始时间',
      test: (v) => {
        const open = timeOf(v, 'open_time');
        const end = timeOf(v, 'end_time');
        return open === null || end === null || open < end;
      },
    },
  ],
  uniqueWhileLive: { fields: ['stock_code'], message: '该股票已有上线的融资认购配置，请先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '梁志豪',
      values: { stock_code: '02599', stock_name: '祥生控股', population_type: 2, finance_times: 10, total_finance_quota: 500000000, limit_open: 1, min_finance_quota: 10000, max_finance_quota: 5000000, open_time: '2026-11-24 09:00:00', end_time: '2026-11-27 12:00:00', order_quota: 1, limit_retain_time: 30 },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '黄诗韵',
      values: { stock_code: '09868', stock_name: '小鹏汽车-W', population_type: 2, finance_times: 20, total_finance_quota: 800000000, limit_open: 1, min_finance_quota: 20000, max_finance_quota: 10000000, open_time: '2026-11-30 09:00:00', end_time: '2026-12-03 12:00:00', order_quota: 2, limit_retain_time: 60 },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '梁志豪',
      values: { stock_code: '01810', stock_name: '小米集团-W', population_type: 0, finance_times: 10, total_finance_quota: 300000000, limit_open: 0, min_finance_quota: 5000, max_finance_quota: 3000000, open_time: '2026-11-02 09:00:00', end_time: '2026-11-05 12:00:00', order_quota: 1, limit_retain_time: 30 },
    },
  ],
});
