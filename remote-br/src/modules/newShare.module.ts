/**
 * 新股认购 (newShare, modules.md §3 New share): how the 证券 App's IPO centre offers one new share — to whom, the
 * hints a client without the needed permission sees (简体 / 繁體 / English), the financing terms (annual rate, the pool
 * and what is left of it), zero-cost subscription (0 本认购) and how many subscription coupons a client may use.
 * One configuration per share: a newer one supersedes the older (spec §4): saving asks 是否覆盖 when the share already
 * has a draft of someone else, a pre-published or a live configuration; the older live one goes when the newer does.
 */
import { APPLICABLE_CROWD, defineModule, field, type ModuleValues } from 'shared-ui/contract';

const num = (values: ModuleValues, name: string): number => Number(values[name]);

/** Hong Kong stock codes are five digits (02599); a new share has its code from the exchange before listing. */
export const HK_STOCK_CODE = /^\d{5}$/;

export const newShare = defineModule({
  area: 'br',
  name: 'newShare',
  title: '新股认购',
  description: '新股认购配置：适用人群、权限不足提示（简繁英）、融资利率与额度、0 本认购、认购券；同一新股只保留一份生效配置',
  apiBase: 'operation/broker/newshare/',
  schedule: 'push_time',
  fields: [
    field.text('stock_code', '股票代码', { required: true, maxLength: 5, inList: true, hint: '港股 5 位代码，如 02599' }),
    field.text('stock_name', '股票名称', { required: true, maxLength: 20, inList: true }),
    field.select('population_type', '适用人群', APPLICABLE_CROWD, { required: true, defaultValue: 2, inList: true }),
    field.textarea('tips_cn', '权限不足提示（简体）', { required: true, maxLength: 80, hint: '客户无认购权限时 App 弹出的提示' }),
    field.textarea('tips_hk', '权限不足提示（繁體）', { required: true, maxLength: 80 }),
    field.textarea('tips_en', '权限不足提示（英文）', { required: true, maxLength: 200 }),
    field.number('finance_rate', '融资年利率', { required: true, min: 0, max: 20, unit: '%', defaultValue: 3.8, hint: '0 表示免息，最多两位小数' }),
    field.number('fund_limit', '融资总额度', { required: true, min: 1, unit: '港元', amount: true, inList: true }),
    field.number('remain_limit', '剩余融资额度', { required: true, min: 0, unit: '港元', amount: true, hint: 'App 展示的剩余可融资额度，不能超过融资总额度' }),
    field.switch('is_renewal', '0 本认购', { onLabel: '支持', offLabel: '不支持', defaultValue: 0, hint: '支持时客户可不入金直接融资认购' }),
    field.number('num_coupons', '可用认购券', { required: true, integer: true, min: 0, max: 5, unit: '张', defaultValue: 1, hint: '每位客户本次认购最多可用的免手续费认购券' }),
  ],
  rules: [
    { field: 'stock_code', message: '股票代码应为 5 位数字，如 02599', test: (v) => HK_STOCK_CODE.test(String(v.stock_code ?? '')) },
    { field: 'finance_rate', message: '融资年利率最多两位小数', test: (v) => Math.abs(num(v, 'finance_rate') * 100 - Math.round(num(v, 'finance_rate') * 100)) < 1e-9 },
    { field: 'remain_limit', message: '剩余融资额度不能超过融资总额度', test: (v) => num(v, 'remain_limit') <= num(v, 'fund_limit') },
  ],
  supersedes: { fields: ['stock_code'], subject: '该新股' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -600,
      operator: '梁志豪',
      values: {
        stock_code: '02599', stock_name: '祥生控股', population_type: 2,
        tips_cn: '您尚未开通新股认购权限，请先完成风险评估。', tips_hk: '您尚未開通新股認購權限，請先完成風險評估。', tips_en: 'Please complete the risk assessment to subscribe to IPOs.',
        finance_rate: 3.8, fund_limit: 500000000, remain_limit: 126000000, is_renewal: 1, num_coupons: 1,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '黄诗韵',
      values: {
        stock_code: '09868', stock_name: '小鹏汽车-W', population_type: 2,
        tips_cn: '融资认购仅限已开户客户，请先完成开户。', tips_hk: '融資認購僅限已開戶客戶，請先完成開戶。', tips_en: 'Margin subscription is for account holders only. Please open an account first.',
        finance_rate: 2.5, fund_limit: 800000000, remain_limit: 800000000, is_renewal: 0, num_coupons: 2,
      },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '梁志豪',
      values: {
        stock_code: '01810', stock_name: '小米集团-W', population_type: 0,
        tips_cn: '您暂无认购权限，请联系客户经理。', tips_hk: '您暫無認購權限，請聯繫客戶經理。', tips_en: 'You are not eligible to subscribe. Please contact your account manager.',
        finance_rate: 0, fund_limit: 300000000, remain_limit: 0, is_renewal: 0, num_coupons: 0,
      },
    },
  ],
});
