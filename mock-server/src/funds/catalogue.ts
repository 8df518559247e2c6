/**
 * The product catalogue (`GET operation/wm/origin/funds`): in the real system the fund-data service's list; here about
 * 200 funds built from fixed tables, so the same ISIN names the same fund on every start and in every test. Fund houses
 * are the fictional companies of articles/managers.ts and a few more; ISINs carry a valid ISO 6166 check digit.
 */
import { isinCheckDigit, type FundType } from 'shared-ui/contract';

export interface CatalogueEntry {
  isin: string;
  name: string;
  currency: 'HKD' | 'USD' | 'CNY';
  risk_level: string;
  fund_house: string;
  fund_type: FundType;
}

/** Each house, the brand its fund names start with, the country its funds are domiciled in (ISIN prefix) and a short code for their ISINs. */
const HOUSES = [
  { name: '恒盈基金', brand: '恒盈', country: 'HK', code: 'HY' },
  { name: '华晟资产', brand: '华晟', country: 'LU', code: 'HS' },
  { name: '鼎泰基金', brand: '鼎泰', country: 'HK', code: 'DT' },
  { name: '远航资本', brand: '远航', country: 'IE', code: 'YH' },
  { name: '博睿基金', brand: '博睿', country: 'KY', code: 'BR' },
  { name: '中润基金', brand: '中润', country: 'HK', code: 'ZR' },
  { name: '港汇资产管理', brand: '港汇', country: 'HK', code: 'GH' },
  { name: '泰和环球投资', brand: '泰和', country: 'LU', code: 'TH' },
  { name: '瑞联资产', brand: '瑞联', country: 'IE', code: 'RL' },
] as const;

interface Product {
  theme: string;
  type: FundType;
  risk: string;
  currency: CatalogueEntry['currency'];
}

const PRODUCTS: readonly Product[] = [
  { theme: '港元货币市场基金', type: '货币', risk: 'LV1', currency: 'HKD' },
  { theme: '美元货币市场基金', type: '货币', risk: 'LV1', currency: 'USD' },
  { theme: '人民币现金管理基金', type: '货币', risk: 'LV1', currency: 'CNY' },
  { theme: '短期债券基金', type: '债券', risk: 'LV2', currency: 'USD' },
  { theme: '环球投资级债券基金', type: '债券', risk: 'LV2', currency: 'USD' },
  { theme: '亚洲高息债券基金', type: '债券', risk: 'LV3', currency: 'USD' },
  { theme: '中国美元债基金', type: '债券', risk: 'LV3', currency: 'USD' },
  { theme: '点心债基金', type: '债券', risk: 'LV2', currency: 'CNY' },
  { theme: '亚太收益混合基金', type: '混合', risk: 'LV3', currency: 'USD' },
  { theme: '环球多元资产基金', type: '混合', risk: 'LV3', currency: 'USD' },
  { theme: '稳健配置基金', type: '混合', risk: 'LV3', currency: 'HKD' },
  { theme: '均衡增长基金', type: '混合', risk: 'LV4', currency: 'HKD' },
  { theme: '中国新经济股票基金', type: '股票', risk: 'LV5', currency: 'USD' },
  { theme: '亚洲科技股票基金', type: '股票', risk: 'LV5', currency: 'USD' },
  { theme: '环球医疗健康基金', type: '股票', risk: 'LV4', currency: 'USD' },
  { theme: '港股高股息基金', type: '股票', risk: 'LV4', currency: 'HKD' },
  { theme: '美国成长股基金', type: '股票', risk: 'LV4', currency: 'USD' },
  { theme: '恒生指数追踪基金', type: '指数', risk: 'LV4', currency: 'HKD' },
  { theme: '沪深300指数基金', type: '指数', risk: 'LV4', currency: 'CNY' },
  { theme: '标普500指数基金', type: '指数', risk: 'LV4', currency: 'USD' },
  { theme: '纳斯达克100指数基金', type: '指数', risk: 'LV5', currency: 'USD' },
  { theme: '全球科技QDII基金', type: 'QDII', risk: 'LV5', currency: 'CNY' },
  { theme: '美国消费QDII基金', type: 'QDII', risk: 'LV4', currency: 'CNY' },
  // New launches the distributor has not rated yet (modules.md §3: risk "unassessed"). Appended, so the ISINs above
  // (numbered by each product's place) stay the same.
  { theme: '新兴市场新成立基金', type: '股票', risk: 'unassessed', currency: 'USD' },
  { theme: '绿色债券新成立基金', type: '债券', risk: 'unassessed', currency: 'HKD' },
];

/** Share classes: each product is sold in one or two of them (chosen by position, so the list stays fixed). */
const CLASSES: readonly { suffix: string; currency?: CatalogueEntry['currency'] }[] = [
  { suffix: 'A 类累积' },
  { suffix: 'A 类派息' },
  { suffix: 'I 类累积' },
  { suffix: '人民币对冲类', currency: 'CNY' },
];

const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function isinOf(country: string, houseCode: string, serial: number): string {
  // Nine characters: the house code, then the serial in base 36, zero-padded.
  const body = `${houseCode}${serial.toString(36).toUpperCase().padStart(7, '0')}`;
  const first11 = `${country}${body}`;
  return `${first11}${String(isinCheckDigit(first11))}`;
}

function build(): CatalogueEntry[] {
  const entries: CatalogueEntry[] = [];
  HOUSES.forEach((house, h) => {
    PRODUCTS.forEach((product, p) => {
      // Not every house sells every product: about three in four, the same ones on every start.
      if ((h * 7 + p * 3) % 4 === 0) return;
      const single = product.type === '货币' || product.type === 'QDII';
      const classes = single ? [CLASSES[0]] : (h + p) % 3 === 0 ? [CLASSES[0], CLASSES[(h + p) % CLASSES.length]] : [CLASSES[(h * 5 + p) % CLASSES.length]];
      for (const cls of [...new Set(classes)]) {
        if (!cls) continue;
        // QDII funds are mainland funds: a CN ISIN, in yuan.
        const country = product.type === 'QDII' ? 'CN' : house.country;
        const currency = single ? product.currency : cls.currency ?? product.currency;
        entries.push({
          isin: isinOf(country, house.code, 1000 + h * 100 + p * 4 + CLASSES.indexOf(cls)),
          name: `${house.brand}${product.theme}${single ? '' : ` ${cls.suffix}`}`,
          currency,
          risk_level: product.risk,
          fund_house: house.name,
          fund_type: product.type,
        });
      }
    });
  });
  return entries;
}

export const CATALOGUE: readonly CatalogueEntry[] = build();
// A guard for the tables above: characters outside the ISIN alphabet would make every check digit wrong.
if (CATALOGUE.some((e) => ![...e.isin].every((c) => ALPHANUMERIC.includes(c)))) throw new Error('catalogue: bad ISIN characters');
