/**
 * The fund library (基金管理, `/operation/wm/fund`; modules.md §3 Fund, §5, §7 Funds), written down once for remote-wm and
 * mock-server: calls, shapes, messages, the zod bodies and who owns the calls.
 *
 * | call                                    | body / query                                          | data (refusals)                                   |
 * |-----------------------------------------|-------------------------------------------------------|---------------------------------------------------|
 * | GET  `operation/wm/origin/funds`        | `search`, `limit` (≤ 50, default 20)                  | `CatalogueFund[]`: the product catalogue           |
 * | GET  `operation/wm/funds`               | `FundListQuery` (paging, `search`, `risk`)            | `Paged<FundRow>`, id descending by default         |
 * | POST `operation/wm/funds`               | `FundInput`                                           | `{id}` (1106 / 1001 per field; 1019 duplicate)     |
 * | POST `operation/wm/funds/update`        | `FundUpdateInput` (`base_version` it was based on)    | `FundRow` (1043 stale + current `FundRow`; 1107)   |
 * | GET  `operation/wm/funds/detail`        | `id`                                                  | `FundDetail`, with the slots using it (1107)       |
 * | POST `operation/wm/funds/delete`        | `{ids, base_versions?}`                               | `{deleted, ids}` (1019 + `FundInUse[]`; 1043; 1107): all or none |
 *
 * The ISIN must be in the catalogue (the fund's facts — currency, risk, fund house, type — come from there); name and
 * ISIN are each unique in the library. Stale edits and deletes are refused by the engine's one mechanism (staleSave.ts):
 * a row's `version` goes back as `base_version` (`base_versions` per id for a delete); 1043 answers one saved since.
 * Slots pick funds through the console's `library/funds/items` (libraries.ts), read from this list; key = the id.
 */
import { z } from 'zod';
import { RISK_LEVELS, type Option } from './enums';
import { CURRENCIES } from './money';
import { plainTextSchema } from './plainTextSchema';
import { ITEM_USE_SCHEMA, type ItemUse } from './libraries';
import { cmsTime } from './articleAnswers';

export const FUND_LIBRARY_PATH = '/operation/wm/fund';

export const FUND_API = {
  catalogue: 'operation/wm/origin/funds',
  list: 'operation/wm/funds',
  create: 'operation/wm/funds',
  update: 'operation/wm/funds/update',
  detail: 'operation/wm/funds/detail',
  delete: 'operation/wm/funds/delete',
} as const;

/**
 * The screen owns its calls. The list is also read by whoever may use a module picking funds (the console's pickers
 * read it as the person: `library: 'funds'`, GET only); the detail, which says where a fund is used, stays the screen's.
 */
export const FUND_CALL_OWNERS = [
  { prefix: FUND_API.list, owners: [FUND_LIBRARY_PATH] },
  { prefix: FUND_API.list, exact: true, owners: [FUND_LIBRARY_PATH], library: 'funds' },
  { prefix: FUND_API.catalogue, owners: [FUND_LIBRARY_PATH] },
] as const;

/** A fund's risk level: the spec's enumeration (enums.ts), 未评估 included. */
export const FUND_RISK_LEVELS: readonly Option<string>[] = RISK_LEVELS;
/** A fund's currency: the contract's one currency map (money.ts). */
export const FUND_CURRENCIES: readonly Option<string>[] = CURRENCIES;
export const FUND_TYPES = ['货币', '债券', '混合', '股票', '指数', 'QDII'] as const;
export type FundType = (typeof FUND_TYPES)[number];

/** The limits where the spec is silent (remote-wm/README.md says why). */
export const FUND_LIMITS = { name: 40, title: 34, remark: 60, description: 500, search: 64, catalogueLimit: 50 } as const;

/** One fund of the product catalogue (the fund-data system's list). */
export const CATALOGUE_FUND_SCHEMA = z.object({
  isin: z.string(),
  name: z.string(),
  currency: z.string(),
  risk_level: z.string(),
  fund_house: z.string(),
  fund_type: z.enum(FUND_TYPES),
  /** Already in the operation library: the add dialog shows it but does not offer it. */
  in_library: z.boolean(),
});
export type CatalogueFund = z.infer<typeof CATALOGUE_FUND_SCHEMA>;

export interface FundInput {
  name: string;
  isin: string;
  /** 展示标题: what the app shows as the fund's headline. */
  title: string;
  /** 推荐语: one line under the title. */
  remark: string;
  /** 基金简介: optional longer text. */
  description: string;
}

export interface FundUpdateInput extends Omit<FundInput, 'isin'> {
  id: number;
  /** The row's `version` the edit started from (staleSave.ts): another save since → 1043, nothing written. */
  base_version: number;
}

/** A fund as the list and detail answer it, with the version the console's server puts on it (ConsoleVersion). */
export const FUND_ROW_SCHEMA = z.object({
  id: z.number().int(),
  name: z.string(),
  isin: z.string(),
  title: z.string(),
  remark: z.string(),
  description: z.string(),
  currency: z.string(),
  risk_level: z.string(),
  fund_house: z.string(),
  fund_type: z.string(),
  create_time: cmsTime,
  create_operator: z.string(),
  update_time: cmsTime,
  update_operator: z.string(),
  version: z.number().int().optional(),
});
export type FundRow = z.infer<typeof FUND_ROW_SCHEMA>;

/**
 * One slot that uses a fund: a pre-published, scheduled or live entry, or a module's saved draft that picks it
 * (`draft`, with no entry id: a module has one draft). A fund added to a slot cannot be deleted, draft or not. The one
 * shape of every library's where-used (libraries.ts `ItemUse`).
 */
export type FundSlot = ItemUse;

export const FUND_DETAIL_SCHEMA = FUND_ROW_SCHEMA.extend({ slots: z.array(ITEM_USE_SCHEMA) });
export type FundDetail = z.infer<typeof FUND_DETAIL_SCHEMA>;

/** `data` of the 1019 refusal of a delete: each fund in use and its slots. */
export interface FundInUse {
  id: number;
  name: string;
  isin: string;
  slots: FundSlot[];
}

export const FUND_DELETE_ANSWER_SCHEMA = z.object({ deleted: z.number().int(), ids: z.array(z.number().int()) });
export type FundDeleteAnswer = z.infer<typeof FUND_DELETE_ANSWER_SCHEMA>;

/** What a library's create answers: the new item's key. */
export const FUND_CREATED_SCHEMA = z.object({ id: z.number().int() });

export interface FundListQuery {
  /** Over name, ISIN and title. */
  search?: string;
  /** One risk level or several, `unassessed,LV1`. */
  risk?: string;
  currPage?: number;
  pageSize?: number;
  orderBy?: (typeof FUND_ORDER_COLUMNS)[number];
  order?: 'asc' | 'desc';
}
export const FUND_ORDER_COLUMNS = ['id', 'name', 'isin', 'risk_level', 'currency', 'update_time'] as const;

export const FUND_SLOT_STATUS_LABELS: Record<FundSlot['status'], string> = { prepublished: '预发布', scheduled: '定时发布', published: '已发布', draft: '草稿' };

/** Where in a slot an item is: 条目 #12（预发布） for an entry, 草稿 for the module's saved draft. */
export function slotPlace(slot: Pick<FundSlot, 'entry_id' | 'status'>): string {
  return slot.entry_id === null ? '草稿' : `条目 #${String(slot.entry_id)}（${FUND_SLOT_STATUS_LABELS[slot.status]}）`;
}

export const FUND_MESSAGES = {
  created: '添加成功',
  saved: '保存成功',
  deleted: '删除成功',
  notFound: '基金不存在',
  notInCatalogue: '产品库中没有该 ISIN 的基金，请从下拉列表中选择',
  isinFixed: 'ISIN 不能修改，如需更换基金请删除后重新添加',
  duplicateIsin: (isin: string, name: string) => `基金重复添加：ISIN ${isin} 已在基金库中（${name}）`,
  duplicateName: (name: string) => `基金重复添加：基金库中已有名为「${name}」的基金`,
  inUse: (name: string, slot: FundSlot) =>
    slot.entry_id === null
      ? `基金「${name}」正被运营位「${slot.module_title}」的草稿使用，不能删除，请先在该草稿中移除`
      : `基金「${name}」正被运营位「${slot.module_title}」${slotPlace(slot)}使用，不能删除，请先在运营位中移除或下架`,
} as const;

/** ISO 6166: two letters, nine letters or digits, one check digit (letters as 10–35, then Luhn over the digits). */
export function isinCheckDigit(first11: string): number {
  const digits = [...first11.toUpperCase()].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  [...digits].reverse().forEach((d, i) => {
    const n = Number(d) * (i % 2 === 0 ? 2 : 1);
    sum += n > 9 ? n - 9 : n;
  });
  return (10 - (sum % 10)) % 10;
}

export function isValidIsin(text: string): boolean {
  return /^[A-Z]{2}[A-Z0-9]{9}\d$/.test(text) && isinCheckDigit(text.slice(0, 11)) === Number(text.slice(11));
}

const fundFields = {
  name: plainTextSchema('基金名称', FUND_LIMITS.name, true),
  title: plainTextSchema('展示标题', FUND_LIMITS.title, true),
  remark: plainTextSchema('推荐语', FUND_LIMITS.remark, true),
  description: plainTextSchema('基金简介', FUND_LIMITS.description, false).default(''),
};

const isinField = z
  .string({ error: '请选择基金（ISIN）' })
  .transform((v) => v.trim().toUpperCase())
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: '请选择基金（ISIN）' });
    else if (!isValidIsin(v)) ctx.addIssue({ code: 'custom', message: 'ISIN 格式不正确（2 位国家代码 + 9 位字母数字 + 1 位校验码）' });
  });

/** `POST operation/wm/funds`; the add dialog runs it too. */
export const fundInputSchema = z.object({ ...fundFields, isin: isinField }, { error: '请求内容必须是 JSON 对象' });

/**
 * The version a library edit was based on (a row's `version`, staleSave.ts): required, so an edit can never overwrite
 * unknowingly. The fund and manager libraries share it; the shell's server checks it (shell/server/console/guard),
 * and takes it out before the edit reaches the backend, whose bodies have no such field.
 */
export const libraryBaseVersion = z
  .number({ error: '请提供编辑所基于的版本（base_version）' })
  .int({ error: '版本（base_version）必须是整数' })
  .nonnegative({ error: '版本（base_version）必须是整数' });

/** `POST operation/wm/funds/update`; the edit dialog runs it too. */
export const fundUpdateSchema = z.object(
  {
    ...fundFields,
    id: z.number({ error: '请提供基金 id' }).int({ error: '请提供基金 id' }).positive({ error: '请提供基金 id' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);

export const fundIdsBody = z.object(
  {
    ids: z
      .array(z.number({ error: '基金 id 必须是数字' }).int({ error: '基金 id 必须是整数' }).positive({ error: '基金 id 必须是正整数' }), { error: '请选择基金' })
      .min(1, { error: '请至少选择一只基金' })
      .max(500, { error: '一次最多删除 500 只基金' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);
