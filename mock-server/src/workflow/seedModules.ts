/**
 * The rows a module's `seed` asks for, inserted on the first start that knows the module (a marker per module
 * makes it idempotent: rows people since changed or removed stay so). Seed values pass the module's own rules and
 * every item they pick exists in its library, or start-up fails naming the module and the field, since a seed row the
 * form cannot save again helps nobody. The libraries are seeded first.
 */
import { moduleSchema, normaliseValues, type ModuleDefinition, type ModuleSeed, type ModuleValues } from 'shared-ui/contract';
import { assertRefsExist } from '../libraries/refsExist';
import type { LibrarySources } from '../libraries/librarySource';
import { emptyWhileWaiting, noSchedule, scheduleColumns } from './entryInput';
import { WorkflowRefusal } from './refusal';
import { canonicalJson } from 'shared-ui/contract';
import type { NewRecord, TimeColumn, WorkflowStore } from './workflowStore';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const DEFAULT_SEED_OPERATOR = 'admin';

/**
 * A seed's values as the module's rules read them, once per process: the rules are pure, and parsing (rich text
 * sanitised included) was most of a server's start, which a test run pays hundreds of times. Keyed by the seed object,
 * which belongs to one module definition.
 */
const parsedSeeds = new WeakMap<ModuleSeed, { values: ModuleValues; json: string }>();

function parseSeed(def: ModuleDefinition, seed: ModuleSeed, where: string): { values: ModuleValues; json: string } {
  const known = parsedSeeds.get(seed);
  if (known) return known;
  const result = moduleSchema(def).safeParse(normaliseValues(def, { ...seed.values }));
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`${where}不符合模块规则：${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`);
  }
  const parsed = { values: result.data, json: canonicalJson(result.data) };
  parsedSeeds.set(seed, parsed);
  return parsed;
}

function seedValues(def: ModuleDefinition, seed: ModuleSeed, index: number, libraries: LibrarySources): string {
  const where = `模块 ${def.key} 的第 ${String(index + 1)} 条种子数据`;
  const { values, json } = parseSeed(def, seed, where);
  // Every database checks its own libraries: the items a seed picks must exist in this one.
  try {
    assertRefsExist(def, values, libraries);
  } catch (error) {
    if (!(error instanceof WorkflowRefusal)) throw error;
    throw new Error(`${where}引用的内容不存在：${JSON.stringify(error.data)}`, { cause: error });
  }
  return json;
}

/**
 * One seed as a record. Its go-live time is `offsetMinutes` from the next whole minute (default a day ahead, or a
 * day ago for history); a window lasts a day from there. A published seed whose time is still ahead is scheduled.
 * A pre-published seed of a module whose times are set on publish (`scheduleSetAt`) waits with none, as one
 * pre-published through the API does. So does one whose module's live seeds already fill `limits.maxLive` (`full`): it
 * is the next version, waiting for the live one to come down — with a preset time, the calendar would rightly flag
 * it as one live entry too many from then on (issue 44, item 16). Spec §3: pre-published, "optionally with a preset
 * time"; the publish dialog asks for it.
 */
function seedRecord(def: ModuleDefinition, seed: Exclude<ModuleSeed['status'], 'draft'>, values: string, operator: string, offsetMinutes: number | undefined, now: number, full: boolean): NewRecord {
  const { first, second } = scheduleColumns(def);
  const start = Math.ceil(now / MINUTE) * MINUTE + (offsetMinutes ?? (seed === 'history' ? -24 * 60 : 24 * 60)) * MINUTE;
  const end = start + DAY;
  const times: Record<TimeColumn, number | null> = { push_time: null, effect_time: null, dead_time: null, start_time: null, end_time: null };
  times[first] = start;
  if (second) times[second] = end;
  const base = { module_key: def.key, field_values: values, ...times, update_time: now, remove_operator: null, remove_time: null };
  if (seed === 'prepublished') return { ...base, ...(full ? noSchedule(def) : emptyWhileWaiting(def)), status: 'prepublished', pre_operator: operator, pre_time: now, push_operator: null };
  const pushed = { ...base, pre_operator: operator, pre_time: Math.min(now, start) - HOUR, push_operator: operator, push_time: start };
  if (seed === 'published') return { ...pushed, status: start > now ? 'scheduled' : 'published' };
  const removed = Math.max(start, Math.min(now, second ? end : start + HOUR));
  return { ...pushed, status: 'history', remove_operator: operator, remove_time: removed };
}

/** True when the module's published seeds alone reach its `limits.maxLive`. */
function liveSeedsFillLimit(def: ModuleDefinition, seeds: readonly ModuleSeed[]): boolean {
  const max = def.limits?.maxLive;
  return max !== undefined && seeds.filter((seed) => seed.status === 'published').length >= max;
}

export function seedModules(store: WorkflowStore, modules: readonly ModuleDefinition[], now: number, libraries: LibrarySources = {}): void {
  for (const def of modules) {
    const seeds = def.seed ?? [];
    if (seeds.length === 0 || store.isSeeded(def.key)) continue;
    const rows = seeds.map((seed, i) => ({ seed, values: seedValues(def, seed, i, libraries), operator: seed.operator ?? DEFAULT_SEED_OPERATOR }));
    const full = liveSeedsFillLimit(def, seeds);
    store.transaction(() => {
      // A module has one draft: the first draft seed is it.
      const draft = rows.find((r) => r.seed.status === 'draft');
      if (draft) store.saveDraft({ module_key: def.key, field_values: draft.values, update_time: now, update_operator: draft.operator });
      for (const { seed, values, operator } of rows) {
        if (seed.status !== 'draft') store.insert(seedRecord(def, seed.status, values, operator, seed.offsetMinutes, now, full));
      }
      store.markSeeded(def.key, now);
    });
  }
}
