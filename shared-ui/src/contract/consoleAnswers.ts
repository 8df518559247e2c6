/**
 * What the console service's calls answer (the `data` of code 0; consoleCalls.ts in the shell's server says which call
 * answers which), as zod schemas: its OpenAPI document (`shell/openapi/console-openapi.json`) is written from them, the
 * service's tests parse every answer with them, and the screens' types are inferred from them — by type only where
 * the file is in the root entry (homeOverview.ts: /home's first visit carries no zod).
 *
 * Times are CMS times (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai).
 */
import { z } from 'zod';
import type { JsonSchemaNode } from './answerDifferences';
import { AUDIT_ACTIONS } from './auditTrail';
import { cmsTime } from './cmsTime';
import { HOME_MOMENTS } from './homeOverview';
import { ITEM_USE_SCHEMA } from './libraries';
import { AREA_BASE_PATHS, type AreaKey } from './module/defineModule';
import { WORKFLOW_META_SCHEMA, WORKFLOW_STATUSES } from './module/workflow';
import { SCHEDULE_STATES } from './scheduleCalls';
import { COLLISION_KINDS } from './scheduleEntries';

const ID = z.number().int();
const AREA = z.enum(Object.keys(AREA_BASE_PATHS) as [AreaKey, ...AreaKey[]]);

// ── Home (`home/overview`, `audit/activity`) ───────────────────────────────────────────────────────────────────────

const HOME_LINE_FIELDS = {
  /** Unique within its section. */
  key: z.string(),
  /** The module (or screen) with its area: 理财 App · 开屏. */
  moduleTitle: z.string(),
  title: z.string(),
  /** The moment the line is about: see each section. */
  at: cmsTime,
  /** Where it is handled in the console: the entry on its module screen's tab, an item's detail, a module's edit tab. */
  link: z.string(),
};
export const HOME_LINE_SCHEMA = z.object(HOME_LINE_FIELDS);
export const HOME_UPCOMING_LINE_SCHEMA = z.object({ ...HOME_LINE_FIELDS, moment: z.enum(HOME_MOMENTS) });
/** `reason`: the scheduler's, when it fell due and when it went live. */
export const HOME_LATE_LINE_SCHEMA = z.object({ ...HOME_LINE_FIELDS, reason: z.string() });
/** `waiting`: what waits and where (待运营审批（发布）…); `at` is when it was last changed. */
export const HOME_APPROVAL_LINE_SCHEMA = z.object({ ...HOME_LINE_FIELDS, waiting: z.string() });
/** `action`: the action in Chinese (AUDIT_ACTION_LABELS). */
export const HOME_ACTIVITY_LINE_SCHEMA = z.object({ ...HOME_LINE_FIELDS, account: z.string(), action: z.string() });

/** A section: at most HOME_WINDOWS.lines lines and the full count, so the page can say "另有 N 条". */
export const homeSectionSchema = <T extends z.ZodType>(line: T) => z.object({ list: z.array(line), total: z.number().int().min(0) });

/** How fresh an answer of the console's entry index is (homeOverview.ts says what each part means). */
export const INDEX_FRESHNESS_SCHEMA = z.object({
  indexedAt: cmsTime.nullable(),
  unread: z.array(z.object({ title: z.string(), reason: z.string() })),
  reading: z.array(z.string()),
});

/** 我的草稿: `title` the draft's own (未命名草稿 when it names nothing yet), `at` when it was saved. */
export const HOME_DRAFTS_SCHEMA = homeSectionSchema(HOME_LINE_SCHEMA);

export const HOME_OVERVIEW_SCHEMA = z.object({
  /** The server's time the answer was read at: "the next 24 hours" are counted from it. */
  now: cmsTime,
  upcoming: homeSectionSchema(HOME_UPCOMING_LINE_SCHEMA),
  late: homeSectionSchema(HOME_LATE_LINE_SCHEMA),
  approvals: homeSectionSchema(HOME_APPROVAL_LINE_SCHEMA),
  /** The newest HOME_WINDOWS.lines of them; `home/drafts` answers them all. */
  drafts: HOME_DRAFTS_SCHEMA,
  indexed: INDEX_FRESHNESS_SCHEMA,
});
export const HOME_ACTIVITY_SCHEMA = homeSectionSchema(HOME_ACTIVITY_LINE_SCHEMA);

// ── The audit trail (`audit/*`) ────────────────────────────────────────────────────────────────────────────────────

/** A place the trail knows: its key, title and the menu path that owns it. */
export const AUDIT_MODULE_SCHEMA = z.object({ key: z.string(), title: z.string(), path: z.string() });

const SHOWN_VALUES = z.record(z.string(), z.string()).nullable();

/** One record of the trail. */
export const AUDIT_RECORD_SCHEMA = z.object({
  id: ID,
  time: cmsTime,
  accountId: ID.nullable(),
  account: z.string(),
  moduleKey: z.string(),
  moduleTitle: z.string(),
  menuPath: z.string(),
  /** The entry's id as its module names it (a record id, a fund code, an H5 file id); null: a module's draft. */
  entryId: z.string().nullable(),
  entryTitle: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  /** The changed fields as they were (null: the entry did not exist) and as they became (null: it is gone). */
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  /** The Chinese names of the changed fields its module declares, added by the server as it answers. */
  fieldLabels: z.record(z.string(), z.string()).optional(),
  /** The changed fields' values as their screens show them (auditView.ts), added by the server as it answers. */
  shown: z.object({ before: SHOWN_VALUES, after: SHOWN_VALUES }).optional(),
});

// ── The calendar (`schedule/list`) ─────────────────────────────────────────────────────────────────────────────────

export const SCHEDULE_COLLISION_SCHEMA = z.object({
  kind: z.enum(COLLISION_KINDS),
  /** A sentence a person reads: what collides with what, and when. */
  reason: z.string(),
});

/** What the calendar knows of a module (or a screen acting as one); `path` is what the permission filter asks of. */
export const SCHEDULE_MODULE_SCHEMA = z.object({ key: z.string(), title: z.string(), area: AREA, path: z.string() });

/** An entry as the calendar shows it (schedule.ts says why its key and link are not sent). `end` null: a moment. */
export const SCHEDULE_ENTRY_SCHEMA = z.object({
  module: z.string(),
  recordId: ID,
  title: z.string(),
  state: z.enum(SCHEDULE_STATES),
  start: cmsTime,
  end: cmsTime.nullable(),
  collisions: z.array(SCHEDULE_COLLISION_SCHEMA),
});

export const SCHEDULE_ANSWER_SCHEMA = z.object({
  list: z.array(SCHEDULE_ENTRY_SCHEMA),
  /** Every module the account may see on the calendar (for the filters and the timeline's rows), entries or not. */
  modules: z.array(SCHEDULE_MODULE_SCHEMA),
  indexed: INDEX_FRESHNESS_SCHEMA,
});

// ── Search, libraries, the publish diff, the contract check ────────────────────────────────────────────────────────

/** One entry found (`search/entries`, paged): which module (titled with its area, and its screen's path), which entry. */
export const ENTRY_HIT_SCHEMA = z.object({
  id: ID,
  module_key: z.string(),
  module_title: z.string(),
  path: z.string(),
  status: z.enum(WORKFLOW_STATUSES),
  title: z.string(),
});

/** `library/{key}/usage`: the entries and drafts that use one item. */
export const LIBRARY_USAGE_SCHEMA = z.object({ id: z.string(), uses: z.array(ITEM_USE_SCHEMA) });

/** `publish/live`: the live entries a new one would replace, as the module's own list answers them (its fields beside the record's). */
export const LIVE_COUNTERPART_SCHEMA = z.looseObject({ ...WORKFLOW_META_SCHEMA.shape, version: ID.optional() });

/** A JSON Schema as the document writes it: an object of keywords. */
const JSON_SCHEMA_NODE = z
  .custom<JsonSchemaNode>((value) => typeof value === 'object' && value !== null && !Array.isArray(value), { message: '应为 JSON Schema 对象' })
  .meta({ type: 'object', description: 'JSON Schema（OpenAPI 3.1）' });

/** `contract/answer`: which operation a backend call is and its code-0 answer's schema; null: not a call of the contract. */
export const CONTRACT_ANSWER_SCHEMA = z
  .object({
    /** The operation as the document names it: `GET operation/broker/news/approval/detail/:id`. */
    call: z.string(),
    /** The screens that read it (its owning menu paths, named): what a difference breaks. */
    screens: z.array(z.string()),
    /** The whole envelope's schema of a code-0 answer. */
    schema: JSON_SCHEMA_NODE,
    /** The document's named schemas it refers to (`#/components/schemas/<name>`), and theirs. */
    schemas: z.record(z.string(), JSON_SCHEMA_NODE),
  })
  .nullable();
