/**
 * List filters a module declares (spec §7: lists take, per module, risk, system, login_status, account_status,
 * market_status, searchContent, apply_crowd, turn_type, status). The module screen shows them above its three grids
 * and sends them with the list query; mock-server reads them with the schema here and applies them. A filter is data:
 *
 * - `search` (`searchContent`, or `search` where the spec names it): text found in any of the declared fields — a text field's value, or for a `ref` /
 *   `refList` field an item's key, its library label (a fund's name, an article's title) or an item's own text field.
 * - `select` on a choice field (`system`, `apply_crowd` …): the field equals the chosen option (an entry for
 *   "全部系统" has the value 0 and is found by choosing 全部, not by choosing iOS). Options default to the field's.
 * - `select` on a library attribute of a `ref` / `refList` field (`risk` of the funds picked): an entry matches when
 *   any of its items matches, the attribute being one of the library's `filters` (libraries.ts).
 *
 * A choice filter may take several values (spec §3 table column `filterMultiple`; `isMultipleFilter`): a filter of
 * more than two choices does unless it says `multiple: false` (of two, picking both is no filter). Several picks travel
 * comma-separated (`system=0,1`, tableDefaults.ts) and an entry matches any of them; at most 999 (spec §5).
 *
 * An empty value (the bar's 不限) means no filter. A value that is no option, or search text over 64 characters, is a
 * malformed request: HTTP 400, 1106 with the message of this schema.
 *
 * @example
 *   listFilters: [listFilter.search('搜索标题或基金', ['title', 'funds']), listFilter.itemAttribute('risk', '风险等级', 'funds', FUND_RISK_LEVELS)]
 */
import { z } from 'zod';
import type { Option } from '../enums';
import { LIBRARIES } from '../libraries';
import { MULTI_SELECT_LIMITS, MULTI_VALUE_SEPARATOR, splitMultiValue } from '../tableDefaults';
import type { FieldDef } from './fields';

export const LIST_FILTER_PARAMS = ['searchContent', 'search', 'risk', 'system', 'login_status', 'account_status', 'market_status', 'apply_crowd', 'turn_type', 'status'] as const;
export type ListFilterParam = (typeof LIST_FILTER_PARAMS)[number];
/** Text searches: `searchContent`, or `search` where the spec names that (hot/insider `base/publish/list`). */
export type SearchFilterParam = Extract<ListFilterParam, 'searchContent' | 'search'>;
export type SelectFilterParam = Exclude<ListFilterParam, SearchFilterParam>;

/** The longest search text a list takes (as the library pickers). */
export const LIST_SEARCH_MAX = 64;

export interface SearchListFilter {
  kind: 'search';
  param: SearchFilterParam;
  /** The input's label (搜索标题 …). */
  label: string;
  /** Fields searched: text, textarea, link, ref or refList. */
  fields: readonly string[];
}

export interface SelectListFilter {
  kind: 'select';
  param: SelectFilterParam;
  label: string;
  /** The field compared: a select, radio or switch field; or with `libraryAttribute`, a ref or refList field. */
  field: string;
  /** Choices; the field's own options when absent (required with `libraryAttribute`). */
  options?: readonly Option[];
  /** One of the field's library `filters` (a fund's `risk`): an entry matches when any of its items has the value. */
  libraryAttribute?: string;
  /** Several values may be picked (spec §3 `filterMultiple`); default: when there are more than two choices. */
  multiple?: boolean;
}

export type ListFilterDef = SearchListFilter | SelectListFilter;

/** What the bar sends: each filter's value as text, absent or '' when not filtered. */
export type ListFilterValues = Partial<Record<ListFilterParam, string>>;
/** What the server applies: search text, or the option's own value (a number for 0/1/2 codes); several for a multiple filter. */
export type ListFilterSelection = Partial<Record<ListFilterParam, string | number | readonly (string | number)[]>>;

export const listFilter = {
  search: (label: string, fields: readonly string[], param: SearchFilterParam = 'searchContent'): SearchListFilter => ({ kind: 'search', param, label, fields }),
  /** A choice field equal to the chosen option, e.g. `listFilter.select('system', '系统类型')` (param = field name). */
  select: (param: SelectFilterParam, label: string, rest: { field?: string; options?: readonly Option[]; multiple?: boolean } = {}): SelectListFilter => ({
    kind: 'select',
    param,
    label,
    field: rest.field ?? param,
    ...(rest.options ? { options: rest.options } : {}),
    ...(rest.multiple !== undefined ? { multiple: rest.multiple } : {}),
  }),
  /** Entries any of whose `field` items has the library attribute, e.g. a fund collection's `risk`. */
  itemAttribute: (param: SelectFilterParam, label: string, field: string, options: readonly Option[], libraryAttribute: string = param): SelectListFilter => ({
    kind: 'select',
    param,
    label,
    field,
    options,
    libraryAttribute,
  }),
};

const SEARCHABLE = new Set<FieldDef['kind']>(['text', 'textarea', 'link', 'ref', 'refList']);
const SWITCH_OPTIONS = (f: FieldDef): readonly Option[] =>
  f.kind === 'switch' ? [{ value: 1, label: f.onLabel ?? '是' }, { value: 0, label: f.offLabel ?? '否' }] : [];

/** The choices of a select filter: its own, or its field's. */
export function listFilterOptions(fields: readonly FieldDef[], filter: SelectListFilter): readonly Option[] {
  if (filter.options) return filter.options;
  const target = fields.find((f) => f.name === filter.field);
  if (target?.kind === 'select' || target?.kind === 'radio') return target.options;
  return target ? SWITCH_OPTIONS(target) : [];
}

/**
 * Whether a choice filter takes several values (spec §3 `filterMultiple`): as it says, else when it has more than two
 * choices — system 全部 / iOS / Android, crowds, login and account states, market levels, risk levels; a two-way
 * choice (a switch, 有效 / 无效) stays single, since picking both would be no filter at all.
 */
export function isMultipleFilter(fields: readonly FieldDef[], filter: SelectListFilter): boolean {
  return filter.multiple ?? listFilterOptions(fields, filter).length > 2;
}

function selectProblem(fields: readonly FieldDef[], filter: SelectListFilter): string | undefined {
  const target = fields.find((f) => f.name === filter.field);
  if (!target) return `筛选条件 ${filter.param} 指向未知字段 ${filter.field}`;
  if (filter.libraryAttribute !== undefined) {
    if (target.kind !== 'ref' && target.kind !== 'refList') return `筛选条件 ${filter.param} 按库属性筛选，字段 ${filter.field} 须为引用字段`;
    const allowed = LIBRARIES[target.library].filters ?? [];
    if (!allowed.includes(filter.libraryAttribute)) return `筛选条件 ${filter.param}: ${LIBRARIES[target.library].title}不能按 ${filter.libraryAttribute} 筛选`;
  } else if (target.kind !== 'select' && target.kind !== 'radio' && target.kind !== 'switch') {
    return `筛选条件 ${filter.param} 的字段 ${filter.field} 不是选择字段`;
  }
  if (listFilterOptions(fields, filter).length === 0) return `筛选条件 ${filter.param} 没有可选项`;
  return undefined;
}

/** What is wrong with a module's filters (defineModule refuses the module with it), or undefined. */
export function listFiltersProblem(fields: readonly FieldDef[], filters: readonly ListFilterDef[], scope: Readonly<Record<string, unknown>> = {}): string | undefined {
  const params = filters.map((f) => f.param);
  for (const [index, filter] of filters.entries()) {
    if (!(LIST_FILTER_PARAMS as readonly string[]).includes(filter.param)) return `筛选参数 ${filter.param} 不是规范中的列表参数`;
    if (params.indexOf(filter.param) !== index) return `筛选参数 ${filter.param} 重复`;
    // The scope rides with every list call and wins over a filter of the same name (withScope).
    if (Object.hasOwn(scope, filter.param)) return `筛选参数 ${filter.param} 与模块参数同名`;
    if (filter.kind === 'select') {
      const problem = selectProblem(fields, filter);
      if (problem) return problem;
      continue;
    }
    if (filter.fields.length === 0) return `筛选条件 ${filter.param} 没有可搜索的字段`;
    for (const name of filter.fields) {
      const target = fields.find((f) => f.name === name);
      if (!target) return `筛选条件 ${filter.param} 指向未知字段 ${name}`;
      if (!SEARCHABLE.has(target.kind)) return `筛选条件 ${filter.param} 的字段 ${name} 不能按文字搜索`;
    }
  }
  return undefined;
}

const singleValue = (label: string) => z.union([z.string(), z.number()], { error: `筛选条件「${label}」只能有一个值` });
const severalValues = (label: string) =>
  z.union([z.string(), z.number()], { error: `筛选条件「${label}」的多个值请用英文逗号分隔，如 1${MULTI_VALUE_SEPARATOR}2` });

/**
 * The schema of a list query's filters: unknown parameters (paging, scope) pass untouched and are not returned;
 * empty values are dropped. mock-server answers its first issue with HTTP 400, 1106.
 */
export function listFilterSchema(fields: readonly FieldDef[], filters: readonly ListFilterDef[]): z.ZodType<ListFilterSelection> {
  const shape = Object.fromEntries(
    filters.map((filter) => {
      if (filter.kind === 'search') {
        const text = singleValue(filter.label)
          .transform((v) => String(v).trim())
          .refine((v) => v.length <= LIST_SEARCH_MAX, `${filter.label}不能超过 ${String(LIST_SEARCH_MAX)} 个字`);
        return [filter.param, text.optional()];
      }
      const options = listFilterOptions(fields, filter);
      const unsupported = (sent: string) => `筛选条件「${filter.label}」不支持 ${sent.slice(0, 20)}`;
      if (isMultipleFilter(fields, filter)) {
        const choices = severalValues(filter.label).transform((v, ctx) => {
          const sent = splitMultiValue(String(v));
          if (sent.length === 0) return undefined;
          if (sent.length > MULTI_SELECT_LIMITS.max) {
            ctx.addIssue({ code: 'custom', message: `筛选条件「${filter.label}」最多选择 ${String(MULTI_SELECT_LIMITS.max)} 项` });
            return z.NEVER;
          }
          const stranger = sent.find((one) => !options.some((o) => String(o.value) === one));
          if (stranger !== undefined) {
            ctx.addIssue({ code: 'custom', message: unsupported(stranger) });
            return z.NEVER;
          }
          // In the options' order, so one set of picks is one query whatever order it was sent in.
          return options.filter((o) => sent.includes(String(o.value))).map((o) => o.value);
        });
        return [filter.param, choices.optional()];
      }
      const choice = singleValue(filter.label).transform((v, ctx) => {
        const sent = String(v).trim();
        if (sent === '') return undefined;
        const option = options.find((o) => String(o.value) === sent);
        if (option) return option.value;
        ctx.addIssue({ code: 'custom', message: unsupported(sent) });
        return z.NEVER;
      });
      return [filter.param, choice.optional()];
    }),
  );
  return z
    .object(shape)
    .transform((parsed) => Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined && v !== '')) as ListFilterSelection);
}
