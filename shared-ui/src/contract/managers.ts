/**
 * The fund-manager library (基金经理库, `/operation/wm/modules/candidate/managers`; modules.md §3 Manager candidate, §7
 * `managers/…` and `image/update`), written down once for remote-wm and mock-server: calls, shapes, messages, the zod
 * bodies and who owns the calls.
 *
 * The candidate module's publish workflow already speaks at `operation/wm/managers/` (content, save, prepublish, …),
 * so the library's own calls sit one level down, under `operation/wm/managers/library/`:
 *
 * | call                                          | body / query                                  | data (refusals)                                     |
 * |-----------------------------------------------|-----------------------------------------------|-----------------------------------------------------|
 * | GET  `operation/wm/managers/library/list`     | `ManagerListQuery` (paging, `search`)         | `Paged<ManagerRow>`, newest first                    |
 * | POST `operation/wm/managers/library/create`   | `ManagerInput`                                | `{id}` (1106 / 1001 per field; 1019 name+company)    |
 * | POST `operation/wm/managers/library/update`   | `ManagerUpdateInput` (`base_version`)         | `ManagerRow` (1043 stale + current row; 1107)        |
 * | GET  `operation/wm/managers/library/detail`   | `id`                                          | `ManagerDetail`, with the slots using it (1107)      |
 * | POST `operation/wm/managers/library/delete`   | `{ids, base_versions?}`                       | `{deleted, ids}` (1019 + `ManagerInUse[]`; 1043; 1107) |
 * | GET  `operation/wm/managers/library/funds`    | `search` or `ids=1,2`                         | `LibraryItem[]`: the fund library, for the fund pick |
 * | POST `operation/wm/managers/image/update`     | `{fileName, data}` (base64 JPG, 240×320, 2 MB) | `{url}` (1106 + the reason)                         |
 *
 * Stale edits and deletes are refused by the engine's one mechanism (staleSave.ts, 1043), as for funds.
 *
 * Keys stay `M1001`-style, so the candidate module's seeds and manager-brand articles keep naming the same people.
 * Slots pick managers through the console's `library/managers/items` (libraries.ts), read from the list; key = the id.
 */
import { z } from 'zod';
import { slotPlace, type FundSlot } from './funds';
import { cmsTime } from './articleAnswers';
import { ITEM_USE_SCHEMA } from './libraries';
import { MB } from './imageRules';
import { plainTextSchema } from './plainTextSchema';

/** The candidate module owns the library: whoever may edit the cards may keep the people they pick from. */
export const MANAGER_OWNER_PATH = '/operation/wm/modules/candidate';
export const MANAGER_LIBRARY_PATH = `${MANAGER_OWNER_PATH}/managers`;

export const MANAGER_API = {
  list: 'operation/wm/managers/library/list',
  create: 'operation/wm/managers/library/create',
  update: 'operation/wm/managers/library/update',
  detail: 'operation/wm/managers/library/detail',
  delete: 'operation/wm/managers/library/delete',
  funds: 'operation/wm/managers/library/funds',
  image: 'operation/wm/managers/image/update',
} as const;

/**
 * Longer than the candidate module's base `operation/wm/managers/`, so the gate's longest-match rule gives these to
 * the library while `…/save`, `…/prepublish`, `…/detail/:id` stay the module's.
 */
// The library's own path owns its calls (issue 35: it is granted on its own); whoever has the candidate module has the
// path below it too (isPathPermitted's prefix rule), so the module's editors keep the people they pick from.
export const MANAGER_CALL_OWNERS = [
  { prefix: 'operation/wm/managers/library', owners: [MANAGER_LIBRARY_PATH] },
  { prefix: MANAGER_API.image, exact: true, owners: [MANAGER_LIBRARY_PATH] },
  // The list is also read by whoever may use a module picking managers (the console's pickers, GET only).
  { prefix: MANAGER_API.list, exact: true, owners: [MANAGER_LIBRARY_PATH], library: 'managers' },
] as const;

/** The portrait the app's cards show: 3:4, the candidate module's photo slot. */
export const MANAGER_PHOTO_SLOT = { width: 240, height: 320, maxBytes: 2 * MB } as const;

/** Limits where the spec is silent (remote-wm/README.md says why). */
export const MANAGER_LIMITS = { name: 20, company: 30, intro: 200, maxYears: 60, maxFunds: 20, search: 64 } as const;

export interface ManagerInput {
  name: string;
  /** 所属基金公司. */
  company: string;
  /** The uploaded portrait's URL, or '' (no photo yet). */
  photo: string;
  intro: string;
  /** 从业年限, whole years. */
  years: number;
  /** Ids in the fund library (基金管理), in the order shown. */
  fund_ids: number[];
}

export interface ManagerUpdateInput extends ManagerInput {
  id: string;
  /** The row's `version` the edit started from (staleSave.ts): another save since → 1043, nothing written. */
  base_version: number;
}

/** One fund a manager manages, as the fund library names it now. */
export const MANAGED_FUND_SCHEMA = z.object({ id: z.number().int(), name: z.string() });
export type ManagedFund = z.infer<typeof MANAGED_FUND_SCHEMA>;

/** A manager as the list and detail answer it, with the version the console's server puts on it (ConsoleVersion). */
export const MANAGER_ROW_SCHEMA = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  photo: z.string(),
  intro: z.string(),
  years: z.number().int(),
  fund_ids: z.array(z.number().int()),
  /** The funds of `fund_ids` still in the fund library, in the same order. */
  funds: z.array(MANAGED_FUND_SCHEMA),
  /** How many pre-published or live slot entries show the manager (the list's 使用中 column). */
  slot_count: z.number().int(),
  create_time: cmsTime,
  create_operator: z.string(),
  update_time: cmsTime,
  update_operator: z.string(),
  version: z.number().int().optional(),
});
export type ManagerRow = z.infer<typeof MANAGER_ROW_SCHEMA>;

/** A slot that shows a manager: the same shape as a fund's. */
export type ManagerSlot = FundSlot;

export const MANAGER_DETAIL_SCHEMA = MANAGER_ROW_SCHEMA.extend({ slots: z.array(ITEM_USE_SCHEMA) });
export type ManagerDetail = z.infer<typeof MANAGER_DETAIL_SCHEMA>;

/** `data` of the 1019 refusal of a delete: each manager in use and its slots. */
export interface ManagerInUse {
  id: string;
  name: string;
  company: string;
  slots: ManagerSlot[];
}

export const MANAGER_DELETE_ANSWER_SCHEMA = z.object({ deleted: z.number().int(), ids: z.array(z.string()) });
export type ManagerDeleteAnswer = z.infer<typeof MANAGER_DELETE_ANSWER_SCHEMA>;

export const MANAGER_CREATED_SCHEMA = z.object({ id: z.string() });

export interface ManagerListQuery {
  /** Over id, name and company. */
  search?: string;
  currPage?: number;
  pageSize?: number;
  /** One of MANAGER_ORDER_COLUMNS (listSort.ts); newest first without it. */
  orderBy?: string;
  order?: 'asc' | 'desc';
}

export const MANAGER_MESSAGES = {
  created: '添加成功',
  saved: '保存成功',
  deleted: '删除成功',
  uploaded: '上传成功',
  notFound: '基金经理不存在',
  photoUnknown: '经理照片不存在，请重新上传',
  fundUnknown: (id: number) => `基金库中没有 id 为 ${String(id)} 的基金，请从下拉列表中选择`,
  duplicate: (name: string, company: string) => `基金经理重复添加：${company}的「${name}」已在基金经理库中`,
  inUse: (name: string, slot: ManagerSlot) =>
    slot.entry_id === null
      ? `基金经理「${name}」正被运营位「${slot.module_title}」的草稿使用，不能删除，请先在该草稿中移除`
      : `基金经理「${name}」正被运营位「${slot.module_title}」${slotPlace(slot)}使用，不能删除，请先在运营位中移除或下架`,
} as const;

/** `M1001`: the library's keys, as the seeds and articles name managers. */
export const MANAGER_ID_PATTERN = /^M\d{4,9}$/;

/** Where an uploaded (or seeded) portrait lives: only such a URL is accepted as `photo`. */
const PHOTO_URL = /^\/v2\/cms\/upload\/files\/(?:[0-9a-f]{32}|seed-[a-z0-9-]+-240x320)\.jpg$/;
export const isManagerPhotoUrl = (url: string) => PHOTO_URL.test(url);

const managerFields = {
  name: plainTextSchema('基金经理姓名', MANAGER_LIMITS.name, true),
  company: plainTextSchema('所属基金公司', MANAGER_LIMITS.company, true),
  intro: plainTextSchema('经理简介', MANAGER_LIMITS.intro, true),
  photo: z
    .string({ error: '经理照片必须是上传后的图片地址' })
    .trim()
    .refine((v) => v === '' || isManagerPhotoUrl(v), { error: '请重新上传经理照片（240×320 JPG）' })
    .default(''),
  years: z
    .number({ error: '请输入从业年限' })
    .int({ error: '从业年限须为整数' })
    .min(0, { error: '从业年限不能小于 0' })
    .max(MANAGER_LIMITS.maxYears, { error: `从业年限不能超过 ${String(MANAGER_LIMITS.maxYears)} 年` }),
  fund_ids: z
    .array(z.number({ error: '基金 id 必须是数字' }).int({ error: '基金 id 必须是整数' }).positive({ error: '基金 id 必须是正整数' }), {
      error: '在管基金必须是基金 id 列表',
    })
    .max(MANAGER_LIMITS.maxFunds, { error: `在管基金最多 ${String(MANAGER_LIMITS.maxFunds)} 只` })
    .refine((ids) => new Set(ids).size === ids.length, { error: '基金重复添加' })
    .default([]),
};

/** `POST …/library/create`; the add dialog runs it too. */
export const managerInputSchema = z.object(managerFields, { error: '请求内容必须是 JSON 对象' });

/** `POST …/library/update`; the edit dialog runs it too. */
export const managerUpdateSchema = z.object(
  {
    ...managerFields,
    id: z.string({ error: '请提供基金经理 id' }).regex(MANAGER_ID_PATTERN, { error: '请提供基金经理 id' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);

export const managerIdsBody = z.object(
  {
    ids: z
      .array(z.string({ error: '基金经理 id 必须是文本' }).regex(MANAGER_ID_PATTERN, { error: '基金经理 id 格式应为 M 加数字' }), { error: '请选择基金经理' })
      .min(1, { error: '请至少选择一位基金经理' })
      .max(200, { error: '一次最多删除 200 位基金经理' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);

export const managerImageBody = z.object(
  {
    fileName: z.string({ error: '请提供文件名' }).trim().min(1, { error: '请提供文件名' }).max(255, { error: '文件名不能超过 255 个字符' }),
    data: z.string({ error: '文件内容（data）必须是 base64 文本' }).min(1, { error: '请选择要上传的图片' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);
