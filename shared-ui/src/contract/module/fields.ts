/**
 * Field kinds of a module (issue: text, textarea, number, select/radio, switch, multi-language, link, JSON, image,
 * UIN list, date-time, date) as plain data, and the one zod schema each produces. The form and mock-server validate with
 * the same schema; an issue carries `params.code` when it maps to a catalogue code (1001 illegal characters, 1023
 * not JSON), so the server answers with that code and the form shows the same message.
 *
 * Rich text (`field.richText(name, label, { required, maxLength })`): HTML made in the shared editor
 * (shared-ui/richText/editor, loaded only by screens that show one). Its schema (module/richTextField.ts) counts the
 * visible text — `<p></p>` is empty, `maxLength` counts characters a reader sees — and sanitises with the contract's
 * allow-list, so mock-server stores sanitised HTML; lists show its visible text. Images go in by http(s) address
 * only: `upload/image` knows image fields' slots, not rich text.
 */
import { z } from 'zod';
import { ErrorCode, errorMessage } from '../errors';
import { LANGUAGES, LANGUAGE_LABELS, type Language, type Option } from '../enums';
import { IMAGE_MAX_BYTES, type ImageSlot } from '../imageRules';
import { LIBRARIES, type LibraryFilter, type LibraryKey } from '../libraries';
import { containsIllegalCharacters, isHttpLink, isJsonText, parseUinList, textLength } from '../textRules';
import { cmsTimeSchema } from '../dateRule';
import { richTextSchema } from './richTextField';
import { clearStrayJumpTargets, jumpTargetIssues } from './jumpTargets';
import { FILE_MAX_BYTES, fileValueOk, type FileRules } from './fileField';

interface FieldBase {
  name: string;
  label: string;
  required?: boolean;
  /** A line of help under the input. */
  hint?: string;
  /** Shown as a column of the pre-publish, published and history lists. */
  inList?: boolean;
  /** Applies only while another field holds one of some values: shown, validated and sent only then (visibleWhen.ts). */
  visibleWhen?: FieldCondition;
}

/** The field applies while the top-level select, radio or switch `field` holds one of `in`. */
export interface FieldCondition {
  readonly field: string;
  readonly in: readonly (string | number)[];
}

export interface TextFieldDef extends FieldBase {
  kind: 'text' | 'textarea';
  maxLength?: number;
  /** A soft length hint (e.g. 28 characters for the website, 34 for the app): warned, not refused. */
  lengthHint?: number;
  defaultValue?: string;
}
export interface NumberFieldDef extends FieldBase {
  kind: 'number';
  min?: number;
  max?: number;
  integer?: boolean;
  unit?: string;
  /** A sum of money: shown with thousands separators and its unit, 800,000,000 港元 (money.ts `formatAmount`). */
  amount?: boolean;
  defaultValue?: number;
}
export interface ChoiceFieldDef extends FieldBase {
  kind: 'select' | 'radio';
  options: readonly Option[];
  multiple?: boolean;
  defaultValue?: string | number | readonly (string | number)[];
}
export interface SwitchFieldDef extends FieldBase {
  kind: 'switch';
  onLabel?: string;
  offLabel?: string;
  /** 1 = on, 0 = off. */
  defaultValue?: 0 | 1;
  /**
   * Of a collection's item field: at most this many items may have it on (轮播展示 at most 3). The form disables the
   * switch of the other items at the limit with a hint; the schema refuses more, in `maxOnMessage`'s words.
   */
  maxOn?: number;
}

/** The words of a switch's `maxOn` limit, the same in the hint beside a disabled switch and in the refusal. */
export const maxOnMessage = (def: Pick<SwitchFieldDef, 'label' | 'maxOn'>): string => `「${def.label}」最多开启 ${String(def.maxOn ?? 0)} 项`;

/** The item fields of a collection that have a `maxOn` limit, and each one's count of items now on. */
function maxOnProblems(itemFields: readonly ItemFieldDef[], items: readonly Record<string, unknown>[]): string[] {
  return itemFields.flatMap((sub) =>
    sub.kind === 'switch' && sub.maxOn !== undefined && items.filter((item) => item[sub.name] === 1).length > sub.maxOn ? [maxOnMessage(sub)] : [],
  );
}
export interface MultiLanguageFieldDef extends FieldBase {
  kind: 'multiLanguage';
  languages?: readonly Language[];
  /** Languages that must be filled when the field is required (default: all of `languages`). */
  requiredLanguages?: readonly Language[];
  maxLength?: number;
  multiline?: boolean;
}
export interface LinkFieldDef extends FieldBase {
  kind: 'link';
}
export interface JsonFieldDef extends FieldBase {
  kind: 'json';
  defaultValue?: string;
}
export interface ImageFieldDef extends FieldBase, ImageSlot {
  kind: 'image';
}
/** A file of a declared type and size (fileField.ts); the value is the stored file's address. */
export interface FileFieldDef extends FieldBase, FileRules {
  kind: 'file';
}
export interface UinListFieldDef extends FieldBase {
  kind: 'uinList';
}
/** A wall-clock instant, `YYYY-MM-DD HH:mm:ss` in Shanghai time. */
export interface DateTimeFieldDef extends FieldBase {
  kind: 'datetime';
}
/** A calendar day, `YYYY-MM-DD` (a holiday, a trading day, the date a news item shows): no time of day, no zone. */
export interface DateFieldDef extends FieldBase {
  kind: 'date';
}
/** HTML from the rich-text editor (FAQ answers, protocol texts, holiday notices). */
export interface RichTextFieldDef extends FieldBase {
  kind: 'richText';
  /** The most characters of visible text (markup not counted). */
  maxLength?: number;
}

/** One item picked from a library (a fund, an article …): the value is the item's key; free text is never accepted. */
export interface RefFieldDef extends FieldBase {
  kind: 'ref';
  library: LibraryKey;
  /** Only items matching this are offered and accepted (one of the library's `filters`). */
  filter?: LibraryFilter;
  /** Said when a key names an item outside `filter`; the library's "not found" words when absent. */
  filterMessage?: string;
  /**
   * Filters taken from other fields of the entry: `{ risk: 'risk' }` offers and accepts only items whose `risk` is the
   * value chosen in the entry's `risk` field (spec §5: hot-subject funds match the subject's risk). `refFilter` joins
   * them with `filter`; the picker and the server's existence check both use it.
   */
  filterFrom?: Readonly<Record<string, string>>;
}
/** What a jump type opens: an item of a library (picked, never typed), or an http(s) link (`'url'`, an H5 page). */
export type JumpTargetSpec = { readonly library: LibraryKey; readonly filter?: LibraryFilter; readonly filterMessage?: string } | 'url';
/**
 * Where a tap takes the user (a push, a carousel slide): what the target is depends on the sibling select `typeField`
 * (jumpTargets.ts). The value is a flat string: a library key, a link, or '' for a type not in `targets`.
 */
export interface JumpTargetFieldDef extends FieldBase {
  kind: 'jumpTarget';
  /** The select beside it (at the top level, or in the same collection item) whose value is the jump type. */
  typeField: string;
  /** Per jump type, what it opens; a type not listed opens nothing and its target is cleared. */
  targets: Readonly<Record<string, JumpTargetSpec>>;
}
/**
 * A collection that may be filled from a spreadsheet (.xlsx or .csv, one row per item; sheetUpload.ts): the form
 * offers an upload and a template whose columns are the item's key (a `refList`'s library key) and its number and
 * text fields, headed by their labels.
 */
export interface SheetUploadDef {
  /** The template's file name, without its extension: 尾随佣金导入模板. */
  templateName: string;
  /** The heading of the column of each item's library key (a `refList`): 基金编号. */
  keyHeader?: string;
  /** The heading of a column with each item's name: written in the template for people to read, ignored on upload. */
  labelHeader?: string;
}
/** A rule on one item of a collection, across its own fields: refused on the item's `field`, beside that item. */
export interface ItemRule {
  field: string;
  message: string;
  test: (item: Readonly<Record<string, unknown>>) => boolean;
  /**
   * The item's other fields the rule compares with: while one of them fails its own check, the rule says nothing
   * (that field has its message; a −1 management fee is one mistake, not also a trailer fee "above" it).
   */
  reads?: readonly string[];
}
/** The fields an item of a collection may carry: anything but another collection or reference. */
export type ItemFieldDef = Exclude<FieldDef, RefFieldDef | RefListFieldDef | ListFieldDef>;
/**
 * An ordered list of the module's own items, not picked from a library (a carousel's slides): each item is its
 * `itemFields` and a 1-based `position`. Counts as for `refList`; `exact` or `min` imply the field is required.
 */
export interface ListFieldDef extends FieldBase {
  kind: 'list';
  min?: number;
  max?: number;
  exact?: number;
  itemFields: readonly ItemFieldDef[];
  /** Rules across an item's own fields, each refused beside its item. */
  itemRules?: readonly ItemRule[];
  /** Filled from a spreadsheet too (SheetUploadDef). */
  sheet?: SheetUploadDef;
}
/**
 * An ordered collection of items picked from a library (spec §5: opening screen ≤ 3 funds, scroll news exactly 5
 * articles, candidates exactly 3 managers with images). `exact` or `min` imply the field is required. Each item may
 * carry its own fields (a 375×170 carousel image, a remark, `is_checked` …).
 */
export interface RefListFieldDef extends FieldBase {
  kind: 'refList';
  library: LibraryKey;
  min?: number;
  max?: number;
  exact?: number;
  itemFields?: readonly ItemFieldDef[];
  /** Rules across an item's own fields, each refused beside its item. */
  itemRules?: readonly ItemRule[];
  /** Filled from a spreadsheet too (SheetUploadDef). */
  sheet?: SheetUploadDef;
  /** The 1019 message for an item picked twice; the library's own (文章重复添加 …) when absent. */
  duplicateMessage?: string;
  /** Only items matching this are offered and accepted (one of the library's `filters`). */
  filter?: LibraryFilter;
  /** Said when a key names an item outside `filter`; the library's "not found" words when absent. */
  filterMessage?: string;
  /**
   * Filters taken from other fields of the entry: `{ risk: 'risk' }` offers and accepts only items whose `risk` is the
   * value chosen in the entry's `risk` field (spec §5: hot-subject funds match the subject's risk). `refFilter` joins
   * them with `filter`; the picker and the server's existence check both use it.
   */
  filterFrom?: Readonly<Record<string, string>>;
}

export type FieldDef =
  | RefFieldDef
  | RefListFieldDef
  | ListFieldDef
  | JumpTargetFieldDef
  | TextFieldDef
  | NumberFieldDef
  | ChoiceFieldDef
  | SwitchFieldDef
  | MultiLanguageFieldDef
  | LinkFieldDef
  | JsonFieldDef
  | ImageFieldDef
  | FileFieldDef
  | UinListFieldDef
  | DateTimeFieldDef
  | DateFieldDef
  | RichTextFieldDef;

export type FieldKind = FieldDef['kind'];
export type MultiLanguageValue = Partial<Record<Language, string>>;
/** A value of an item's own field (anything but a collection). */
export type ItemFieldValue = string | number | null | readonly (string | number)[] | MultiLanguageValue;
/**
 * One item of a collection on the wire: the library's key, its 1-based position, and the item's own fields. Rows of
 * the lists also carry `label` (the item's title or name) so a list shows it without another call.
 */
export interface RefListItem {
  readonly id: string;
  readonly position: number;
  readonly label?: string;
  readonly [field: string]: ItemFieldValue | undefined;
}
/** One item of an own list (`field.list`) on the wire: its 1-based position and its fields. */
export interface ListItem {
  readonly position: number;
  readonly [field: string]: ItemFieldValue | undefined;
}
export type FieldValue = ItemFieldValue | readonly RefListItem[] | readonly ListItem[];
export type ModuleValues = Record<string, FieldValue>;

/** Builders: `field.text('title', '标题', { required: true, maxLength: 34 })`. They only fill `kind`, `name`, `label`. */
export const field = {
  text: (name: string, label: string, rest: Omit<TextFieldDef, 'kind' | 'name' | 'label'> = {}): TextFieldDef => ({ kind: 'text', name, label, ...rest }),
  textarea: (name: string, label: string, rest: Omit<TextFieldDef, 'kind' | 'name' | 'label'> = {}): TextFieldDef => ({ kind: 'textarea', name, label, ...rest }),
  number: (name: string, label: string, rest: Omit<NumberFieldDef, 'kind' | 'name' | 'label'> = {}): NumberFieldDef => ({ kind: 'number', name, label, ...rest }),
  select: (name: string, label: string, options: readonly Option[], rest: Omit<ChoiceFieldDef, 'kind' | 'name' | 'label' | 'options'> = {}): ChoiceFieldDef => ({ kind: 'select', name, label, options, ...rest }),
  radio: (name: string, label: string, options: readonly Option[], rest: Omit<ChoiceFieldDef, 'kind' | 'name' | 'label' | 'options'> = {}): ChoiceFieldDef => ({ kind: 'radio', name, label, options, ...rest }),
  switch: (name: string, label: string, rest: Omit<SwitchFieldDef, 'kind' | 'name' | 'label'> = {}): SwitchFieldDef => ({ kind: 'switch', name, label, ...rest }),
  multiLanguage: (name: string, label: string, rest: Omit<MultiLanguageFieldDef, 'kind' | 'name' | 'label'> = {}): MultiLanguageFieldDef => ({ kind: 'multiLanguage', name, label, ...rest }),
  link: (name: string, label: string, rest: Omit<LinkFieldDef, 'kind' | 'name' | 'label'> = {}): LinkFieldDef => ({ kind: 'link', name, label, ...rest }),
  json: (name: string, label: string, rest: Omit<JsonFieldDef, 'kind' | 'name' | 'label'> = {}): JsonFieldDef => ({ kind: 'json', name, label, ...rest }),
  image: (name: string, label: string, slot: Omit<ImageSlot, 'maxBytes'> & { maxBytes?: number }, rest: Omit<ImageFieldDef, 'kind' | 'name' | 'label' | keyof ImageSlot> = {}): ImageFieldDef => ({ kind: 'image', name, label, maxBytes: IMAGE_MAX_BYTES, ...slot, ...rest }),
  file: (name: string, label: string, rest: Omit<FileFieldDef, 'kind' | 'name' | 'label' | 'maxBytes'> & { maxBytes?: number }): FileFieldDef => ({ kind: 'file', name, label, maxBytes: FILE_MAX_BYTES, ...rest }),
  uinList: (name: string, label: string, rest: Omit<UinListFieldDef, 'kind' | 'name' | 'label'> = {}): UinListFieldDef => ({ kind: 'uinList', name, label, ...rest }),
  datetime: (name: string, label: string, rest: Omit<DateTimeFieldDef, 'kind' | 'name' | 'label'> = {}): DateTimeFieldDef => ({ kind: 'datetime', name, label, ...rest }),
  date: (name: string, label: string, rest: Omit<DateFieldDef, 'kind' | 'name' | 'label'> = {}): DateFieldDef => ({ kind: 'date', name, label, ...rest }),
  richText: (name: string, label: string, rest: Omit<RichTextFieldDef, 'kind' | 'name' | 'label'> = {}): RichTextFieldDef => ({ kind: 'richText', name, label, ...rest }),
  ref: (name: string, label: string, library: LibraryKey, rest: Omit<RefFieldDef, 'kind' | 'name' | 'label' | 'library'> = {}): RefFieldDef => ({ kind: 'ref', name, label, library, ...rest }),
  refList: (name: string, label: string, library: LibraryKey, rest: Omit<RefListFieldDef, 'kind' | 'name' | 'label' | 'library'> = {}): RefListFieldDef => ({
    kind: 'refList',
    name,
    label,
    library,
    ...rest,
  }),
  list: (name: string, label: string, rest: Omit<ListFieldDef, 'kind' | 'name' | 'label'>): ListFieldDef => ({ kind: 'list', name, label, ...rest }),
  jumpTarget: (name: string, label: string, rest: Omit<JumpTargetFieldDef, 'kind' | 'name' | 'label'>): JumpTargetFieldDef => ({ kind: 'jumpTarget', name, label, ...rest }),
};

const ILLEGAL = { message: errorMessage(ErrorCode.IllegalCharacters), params: { code: ErrorCode.IllegalCharacters } };

function plainText(def: { label: string; required?: boolean; maxLength?: number }, label = def.label) {
  let s = z.string({ error: `请输入${label}` }).trim();
  if (def.required) s = s.min(1, `请输入${label}`);
  const max = def.maxLength;
  if (max !== undefined) return s.refine((v) => textLength(v) <= max, `${label}不能超过 ${String(max)} 个字`).refine((v) => !containsIllegalCharacters(v), ILLEGAL);
  return s.refine((v) => !containsIllegalCharacters(v), ILLEGAL);
}

function optionalText(def: FieldBase & { kind: FieldKind }, check: (v: string) => boolean, message: string, params?: Record<string, unknown>) {
  return z
    .string({ error: `请输入${def.label}` })
    .trim()
    .refine((v) => (def.required ? v.length > 0 : true), `请${def.kind === 'image' || def.kind === 'file' ? '上传' : '输入'}${def.label}`)
    .refine((v) => v.length === 0 || check(v), params ? { message, params } : message);
}

const DUPLICATE = (message: string) => ({ message, params: { code: ErrorCode.Duplicate } });

/** The counts a collection must meet, as words: 须为 3 项, 至少 1 项, 最多 3 项. */
export function refListCountProblem(def: Pick<RefListFieldDef, 'label' | 'min' | 'max' | 'exact'>, count: number): string | undefined {
  if (def.exact !== undefined && count !== def.exact) return `${def.label}须为 ${String(def.exact)} 项（当前 ${String(count)} 项）`;
  if (def.min !== undefined && count < def.min) return `${def.label}至少 ${String(def.min)} 项`;
  if (def.max !== undefined && count > def.max) return `${def.label}最多 ${String(def.max)} 项`;
  return undefined;
}

/** Is an empty collection refused? `exact` and `min` imply it (an empty list must not pass `min` silently). */
export function refListRequired(def: Pick<RefListFieldDef, 'required' | 'min' | 'exact'>): boolean {
  return Boolean(def.required) || (def.exact ?? 0) > 0 || (def.min ?? 0) > 0;
}

const POSITION = z.number({ error: '排序必须是正整数' }).int('排序必须是正整数').positive('排序必须是正整数');

/** One item of a collection: `shape` (its key, its position) and its own fields, its jump targets checked against its own jump type. */
function itemSchema<T extends { position: number }>(label: string, itemFields: readonly ItemFieldDef[], shape: Record<string, z.ZodType>, itemRules: readonly ItemRule[] = []): z.ZodType<T> {
  const own = Object.fromEntries(itemFields.map((f) => [f.name, fieldSchema(f)]));
  const item = z
    .object({ ...shape, ...own }, { error: label })
    .superRefine((item, ctx) => {
      for (const problem of jumpTargetIssues(itemFields, item)) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      // One message per mistake: a rule speaks only once the field it speaks of, and those it reads, pass their own checks.
      for (const rule of itemRules) {
        const checked = [rule.field, ...(rule.reads ?? [])];
        if (checked.some((name) => own[name] && !own[name].safeParse(item[name]).success)) continue;
        if (!rule.test(item)) ctx.addIssue({ code: 'custom', path: [rule.field], message: rule.message });
      }
    })
    .transform((value) => clearStrayJumpTargets(itemFields, value));
  // The own fields are declared as data at run time, so the item's static type is only what `shape` guarantees.
  return item as unknown as z.ZodType<T>;
}

type Counted = Pick<RefListFieldDef, 'label' | 'min' | 'max' | 'exact' | 'required' | 'itemFields'>;

/** A collection's counts and distinct positions; `more` adds its own checks (duplicates). Stored in position order. */
function orderedSchema<T extends { position: number }>(def: Counted, item: z.ZodType<T>, emptyMessage: string, more?: (items: T[], ctx: z.RefinementCtx) => void) {
  return z
    .array(item, { error: emptyMessage })
    .superRefine((items, ctx) => {
      if (items.length === 0 && refListRequired(def)) {
        ctx.addIssue({ code: 'custom', message: emptyMessage });
        return;
      }
      const count = refListCountProblem(def, items.length);
      if (count) ctx.addIssue({ code: 'custom', message: count });
      for (const message of maxOnProblems(def.itemFields ?? [], items as unknown as Record<string, unknown>[])) ctx.addIssue({ code: 'custom', message });
      more?.(items, ctx);
      const positions = new Set(items.map((one) => one.position));
      if (positions.size !== items.length) ctx.addIssue({ code: 'custom', message: `${def.label}的排序不能重复` });
    })
    // Stored in position order, renumbered 1..n: the order a person set is the order the app shows.
    .transform((items) => [...items].sort((a, b) => a.position - b.position).map((one, index) => ({ ...one, position: index + 1 })));
}

function refListSchema(def: RefListFieldDef) {
  const library = LIBRARIES[def.library];
  const item = itemSchema<{ id: string; position: number }>(
    `请选择${def.label}`,
    def.itemFields ?? [],
    { id: z.string({ error: library.notFound }).trim().min(1, library.notFound), position: POSITION },
    def.itemRules,
  );
  return orderedSchema(def, item, `请选择${def.label}`, (items, ctx) => {
    const seen = new Set<string>();
    items.forEach((one, index) => {
      if (seen.has(one.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], ...DUPLICATE(def.duplicateMessage ?? library.duplicate) });
      seen.add(one.id);
    });
  });
}

function listSchema(def: ListFieldDef) {
  const item = itemSchema<{ position: number }>(`请添加${def.label}`, def.itemFields, { position: POSITION }, def.itemRules);
  return orderedSchema(def, item, `请添加${def.label}`);
}

/** The zod schema of one field's value. */
export function fieldSchema(def: FieldDef): z.ZodType {
  switch (def.kind) {
    case 'ref': {
      // Whether the key names an item is the server's question (the library's own "not found" message).
      const key = z.string({ error: `请选择${def.label}` }).trim();
      return def.required ? key.min(1, `请选择${def.label}`) : key;
    }
    case 'refList':
      return refListSchema(def);
    case 'list':
      return listSchema(def);
    case 'jumpTarget':
      // What it must be depends on its jump type: the module's rules or the item's schema check it (jumpTargets.ts).
      return z.string({ error: `请输入${def.label}` }).trim();
    case 'text':
    case 'textarea':
      return plainText(def);
    case 'number': {
      let n = z.number({ error: `请输入${def.label}（数字）` });
      if (def.integer) n = n.int(`${def.label}必须是整数`);
      if (def.min !== undefined) n = n.min(def.min, `${def.label}不能小于 ${String(def.min)}`);
      if (def.max !== undefined) n = n.max(def.max, `${def.label}不能大于 ${String(def.max)}`);
      return def.required ? n : n.nullable();
    }
    case 'select':
    case 'radio': {
      const allowed = new Set(def.options.map((o) => o.value));
      const one = z.union([z.string(), z.number()], { error: `请选择${def.label}` }).refine((v) => allowed.has(v), `请选择${def.label}`);
      if (def.multiple) {
        const many = z.array(one, { error: `请选择${def.label}` });
        return def.required ? many.min(1, `请选择${def.label}`) : many;
      }
      return def.required ? one : one.nullable();
    }
    case 'switch':
      return z.union([z.literal(0), z.literal(1)], { error: `请选择${def.label}` });
    case 'multiLanguage': {
      const languages = def.languages ?? LANGUAGES;
      const required = new Set(def.required ? (def.requiredLanguages ?? languages) : []);
      return z.object(
        Object.fromEntries(
          languages.map((lang) => [lang, plainText({ label: def.label, required: required.has(lang), maxLength: def.maxLength }, `${def.label}（${LANGUAGE_LABELS[lang]}）`)]),
        ),
        { error: `请输入${def.label}` },
      );
    }
    case 'link':
      return optionalText(def, isHttpLink, `${def.label}必须以 http:// 或 https:// 开头`);
    case 'json':
      return optionalText(def, isJsonText, errorMessage(ErrorCode.ConfigNotJson), { code: ErrorCode.ConfigNotJson });
    case 'image':
      // The value is the uploaded file's URL; the bytes were checked against the slot at upload.
      return optionalText(def, (v) => v.startsWith('/') || isHttpLink(v), `请重新上传${def.label}`);
    case 'file':
      // The value is the stored file's address; the bytes were checked against the field's rules at upload.
      return optionalText(def, (v) => fileValueOk(def, v), `请重新上传${def.label}`);
    case 'uinList':
      return optionalText(def, (v) => parseUinList(v) !== null, `${def.label}须为以分号分隔的数字 UIN`);
    case 'datetime':
    case 'date':
      // The one date rule (dateRule.ts): a real calendar, each refusal naming the field.
      return cmsTimeSchema(def.label, def.kind, { required: def.required });
    case 'richText':
      return richTextSchema(def);
  }
}

/** The value a new, empty form starts with. */
export function emptyValue(def: FieldDef): FieldValue {
  switch (def.kind) {
    case 'number':
      return def.defaultValue ?? null;
    case 'select':
    case 'radio':
      return def.defaultValue ?? (def.multiple ? [] : null);
    case 'switch':
      return def.defaultValue ?? 0;
    case 'multiLanguage':
      return Object.fromEntries((def.languages ?? LANGUAGES).map((l) => [l, '']));
    case 'refList':
    case 'list':
      return [];
    case 'text':
    case 'textarea':
    case 'json':
      return def.defaultValue ?? '';
    default:
      return '';
  }
}

const isText = (value: unknown) => typeof value === 'string';
const isChoice = (value: unknown) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));

/**
 * Is `value` of the JSON type this field kind takes? Checked before a module's `normalise` quirks or any `String()`
 * runs, so a wrong type (`{"toString": 1}` where text belongs) is a 400 naming the field, never a crash. `null` and
 * absence pass: whether an empty value is allowed is the schema's question, answered with its own message.
 */
export function fieldShapeProblem(def: FieldDef, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const ok = (() => {
    switch (def.kind) {
      case 'number':
      case 'switch':
        return typeof value === 'number';
      case 'select':
      case 'radio':
        return def.multiple ? Array.isArray(value) && value.every(isChoice) : isChoice(value);
      case 'multiLanguage':
        return typeof value === 'object' && !Array.isArray(value) && Object.values(value as object).every((v) => v === null || isText(v));
      case 'refList':
        return Array.isArray(value) && value.every((item) => refListItemShapeOk(def, item));
      case 'list':
        return Array.isArray(value) && value.every((item) => listItemShapeOk(def.itemFields, item));
      default:
        return isText(value);
    }
  })();
  return ok ? undefined : `${def.label}的类型不正确`;
}

/** An item of a collection: an object with a text key, a numeric position and its own fields in their types. */
function refListItemShapeOk(def: RefListFieldDef, item: unknown): boolean {
  return listItemShapeOk(def.itemFields ?? [], item) && isText((item as Record<string, unknown>).id);
}

/** An item of an own list: an object with a numeric position and its fields in their types. */
function listItemShapeOk(itemFields: readonly ItemFieldDef[], item: unknown): boolean {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) return false;
  const record = item as Record<string, unknown>;
  if (typeof record.position !== 'number') return false;
  return itemFields.every((f) => fieldShapeProblem(f, record[f.name]) === undefined);
}
