/**
 * 尾随佣金 (trailerFees): the trailer-fee disclosure the platform owes its clients (a distributor in Hong Kong must
 * disclose the trailer fees it receives from fund houses; the app shows it on each fund's fee page and in a
 * disclosure list). The spec calls it "trailer-fee upload": the rows — per fund of the fund library, the fund's
 * annual management fee and the trailer fee the platform receives out of it, both in % a year — come from a
 * spreadsheet (.xlsx or .csv, the engine's `sheet` upload, with a template) and may be fixed or added by hand; the
 * signed PDF disclosure is uploaded beside them (a file field). Base `operation/wm/trailerfees/`. Design:
 * - Disclosure period (「2026 年度」) and effective day `YYYY-MM-DD` (a real date); a statement shown above the table.
 * - 1–50 funds, none twice; rates at most 3 decimals (0.375), management fee 0–3 %, trailer fee 0–1.5 %, and a
 *   trailer fee never above the fund's management fee (it is paid out of it): each refused beside its row.
 * - One disclosure live at a time (the newest replaces the old: take the old off shelf first); schedule `push_time`.
 * Seeds name fund library ids 1–12.
 */
import { FILE_TYPES, MB, defineModule, field, type RefListItem } from 'shared-ui/contract';

export const TRAILER_FEE_LIMITS = { managementFee: 3, trailerFee: 1.5, decimals: 3, funds: 50 } as const;

/**
 * At most `TRAILER_FEE_LIMITS.decimals` decimals: the fund houses' agreements state rates to a thousandth of a
 * percent. The sign is the range check's business, so a negative rate gets that one message only.
 */
const FEW_DECIMALS = new RegExp(`^-?\\d+(\\.\\d{1,${String(TRAILER_FEE_LIMITS.decimals)}})?$`);
const hasFewDecimals = (rate: unknown): boolean => typeof rate !== 'number' || FEW_DECIMALS.test(String(rate));

type SeedRow = readonly [fundId: string, managementFee: number, trailerFee: number];
const rows = (...items: readonly SeedRow[]): RefListItem[] => items.map(([id, management_fee, trailer_fee], i) => ({ id, position: i + 1, management_fee, trailer_fee }));

const STATEMENT = '本平台作为基金分销商，会从基金公司收取的管理费中获得尾随佣金，以下为各基金的年化费率。尾随佣金不会从您的投资中额外扣除。';

const YEAR_2026: readonly SeedRow[] = [
  ['1', 0.3, 0.1],
  ['2', 0.3, 0.1],
  ['3', 0.9, 0.4],
  ['4', 1.2, 0.5],
  ['5', 0.6, 0.25],
  ['6', 1.2, 0.5],
  ['7', 1.35, 0.55],
  ['8', 1.5, 0.6],
  ['9', 1.75, 0.75],
  ['10', 0.5, 0.2],
  ['11', 0.6, 0.25],
  ['12', 1.75, 0.875],
];

export const trailerFees = defineModule({
  area: 'wm',
  name: 'trailerFees',
  title: '尾随佣金',
  description: '尾随佣金披露：按基金列出年管理费率与平台所获尾随佣金比例，App 基金费用页与披露列表展示，同一时间上线一份',
  apiBase: 'operation/wm/trailerfees/',
  schedule: 'push_time',
  fields: [
    field.text('period', '披露期间', { required: true, maxLength: 20, inList: true, hint: '如「2026 年度」「2026 年下半年」' }),
    field.date('effective_date', '生效日期', { required: true, inList: true, hint: '费率开始适用的日期' }),
    field.textarea('statement', '披露说明', { required: true, maxLength: 500, defaultValue: STATEMENT, hint: '显示在费率表上方' }),
    field.refList('funds', '基金费率', 'funds', {
      min: 1,
      max: TRAILER_FEE_LIMITS.funds,
      inList: true,
      hint: '上传费率表（.xlsx 或 .csv，可下载模板），或从基金库逐个选择基金并填写年化费率（%）',
      sheet: { templateName: '尾随佣金费率表', keyHeader: '基金编号', labelHeader: '基金名称' },
      itemFields: [
        field.number('management_fee', '管理费率', { required: true, min: 0, max: TRAILER_FEE_LIMITS.managementFee, unit: '%/年' }),
        field.number('trailer_fee', '尾随佣金比例', { required: true, min: 0, max: TRAILER_FEE_LIMITS.trailerFee, unit: '%/年', hint: '平台从管理费中获得的部分' }),
      ],
      itemRules: [
        { field: 'management_fee', message: `费率最多保留 ${String(TRAILER_FEE_LIMITS.decimals)} 位小数`, test: (row) => hasFewDecimals(row.management_fee) },
        { field: 'trailer_fee', message: `费率最多保留 ${String(TRAILER_FEE_LIMITS.decimals)} 位小数`, test: (row) => hasFewDecimals(row.trailer_fee) },
        {
          field: 'trailer_fee',
          message: '尾随佣金比例不能高于该基金的管理费率',
          // A management fee out of its range, or a rate with too many decimals, has its message already: one
          // mistake, one message.
          reads: ['management_fee'],
          test: (row) =>
            typeof row.management_fee !== 'number' || typeof row.trailer_fee !== 'number' || !hasFewDecimals(row.management_fee) || !hasFewDecimals(row.trailer_fee) || row.trailer_fee <= row.management_fee,
        },
      ],
    }),
    field.file('document', '披露文件', { accept: [FILE_TYPES.pdf], maxBytes: 10 * MB, hint: '已签署的 PDF 披露文件，App 披露列表中可下载；可不上传' }),
  ],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -43200,
      operator: '王晓雯',
      values: { period: '2026 年度', effective_date: '2026-01-01', statement: STATEMENT, funds: rows(...YEAR_2026), document: '' },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        period: '2027 年度',
        effective_date: '2027-01-01',
        statement: STATEMENT,
        funds: rows(...YEAR_2026.map(([id, management, trailer]): SeedRow => (id === '9' || id === '12' ? [id, 1.5, 0.625] : [id, management, trailer]))),
        document: '',
      },
    },
    { status: 'draft', values: { period: '2027 年上半年（草稿）', effective_date: '2027-01-01', statement: STATEMENT, funds: rows(['12', 1.5, 0.625]), document: '' } },
    {
      status: 'history',
      offsetMinutes: -525600,
      operator: '陈浩然',
      values: { period: '2025 年度', effective_date: '2025-01-01', statement: STATEMENT, funds: rows(...YEAR_2026.slice(0, 8)), document: '' },
    },
  ],
});
