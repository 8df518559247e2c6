/**
 * What the entry index holds, source by source, and how each is read from the backend through the spec's own lists
 * (never a call of ours): a module's pre-publish list, its published list and its saved draft (`GET content`); the H5
 * release system's pre-release, release and history lists; the stock-news screens' lists. A source says which menu
 * path lets a session read it (the index reads it as a person whose paths open it) and which calls change it (a write
 * through this console marks it to be read again).
 */
import {
  APPROVAL_SCREEN_TITLES,
  GRANTABLE_SCREENS,
  H5_API_BASE,
  H5_SCHEDULE_MODULE,
  IMPLIED_SCREEN,
  OTHER_NEWS_API,
  OTHER_NEWS_API_BASE,
  OTHER_NEWS_PATH,
  OTHER_NEWS_STATUS,
  STOCK_NEWS_API,
  STOCK_NEWS_API_BASE,
  STOCK_NEWS_PATH,
  STOCK_NEWS_SCHEDULE_MODULE,
  entryRefs,
  entryTitle,
  isApprovalScreen,
  parseCmsTime,
  scheduleFields,
  slotTitle,
  type AreaKey,
  type DraftRow,
  type H5HistoryEntry,
  type H5LiveFile,
  type H5PrepublishEntry,
  type LibraryKey,
  type ModuleDefinition,
  type PickLabel,
  type ModuleValues,
  type OtherNewsRow,
  type ScheduleState,
  type StockNewsRow,
  type WorkflowRow,
} from 'shared-ui/contract';
import type { BackendClient } from '../backendClient';
import { currentDraft } from '../guard/currentRecords';
import { backendFailed, readAllPages, readWholeList } from '../workflowReads';

/**
 * Reads the names of the items entries pick, for their titles (市场参考 · 美元见顶了吗 等 3 篇): the console's
 * library copies (libraryItems), through the index's counting backend. Without one, titles count picks (3 篇文章).
 */
export type PickNames = (backend: BackendClient, cookie: string, library: LibraryKey, ids: readonly string[]) => Promise<ReadonlyMap<string, string>>;

/** A library item an entry or a draft picks, and where it sits (contract entryRefs). */
export interface IndexedRef {
  library: string;
  key: string;
  field: string;
  position: number;
}

/** An entry as the index keeps it (console_index_entries). */
export interface IndexedEntry {
  entryKey: string;
  recordId: number;
  state: ScheduleState;
  title: string;
  start: number | null;
  end: number | null;
  late: boolean;
  operators: readonly (string | null | undefined)[];
  refs?: readonly IndexedRef[];
}

export interface IndexedDraft {
  title: string;
  updateTime: number;
  updateOperator: string;
  refs: readonly IndexedRef[];
}

// The values of a row the backend's module lists answer are the module's own (what its schema let through).
const refsOf = (def: ModuleDefinition, values: Readonly<Record<string, unknown>>): IndexedRef[] =>
  entryRefs(def, values as ModuleValues).map(({ library, key, field, position }) => ({ library, key, field, position }));

export interface IndexedWaiting {
  itemId: number;
  title: string;
  waiting: string;
  at: number;
}

/** Everything a source holds now, as one read of the backend found it. */
export interface SourceSnapshot {
  entries: IndexedEntry[];
  /** A module's saved draft (null: none); absent for a source without drafts. */
  draft?: IndexedDraft | null;
  waiting?: IndexedWaiting[];
}

export interface IndexSource {
  key: string;
  title: string;
  area: AreaKey;
  /** The menu path that owns it: who may see its entries, and whose session may read it. */
  path: string;
  /** Call prefixes (relative to the API prefix) whose writes change what it holds. */
  writes: readonly string[];
  /** The backend calls one read makes when every list fits a page (the budget counts them). */
  calls: number;
  /** false: it holds nothing the calendar shows (only items waiting for approval). */
  calendar?: false;
  /** Its place in the console's own words (contract AUDIT_CUSTOM_MODULES), for a screen acting as a module. */
  place?: string;
  read: (backend: BackendClient, cookie: string) => Promise<SourceSnapshot>;
}

/** Every row of a paged list that is not a module's (the H5 and stock-news screens'), page after page. */
export function readPages<T>(backend: BackendClient, cookie: string, path: string, query: Readonly<Record<string, string>> = {}): Promise<T[]> {
  return readAllPages<T>(backend, cookie, { method: 'GET', path, query });
}

const time = (text: unknown): number | null => (typeof text === 'string' ? parseCmsTime(text) : null);

const STATE_OF_STATUS: Readonly<Partial<Record<string, ScheduleState>>> = { prepublished: 'prepublished', scheduled: 'scheduled', published: 'live' };

/**
 * A module's row as an indexed entry: its window by the module's schedule (a push module's moment is its push time;
 * a window module's is its effect or start time to its dead or end time), its name as the module names it.
 */
export function moduleEntry(def: ModuleDefinition, row: WorkflowRow, pickLabel?: PickLabel): IndexedEntry | null {
  const state = STATE_OF_STATUS[row.status];
  if (!state) return null;
  const [first, second] = scheduleFields(def);
  const values = row as Record<string, unknown>;
  return {
    entryKey: String(row.id),
    recordId: row.id,
    state,
    title: entryTitle(def, values, pickLabel),
    start: time(first === undefined ? null : values[first]) ?? time(row.push_time),
    end: second === undefined ? null : time(values[second]),
    late: row.late === 1,
    operators: [row.pre_operator, row.push_operator],
    refs: refsOf(def, values),
  };
}

/**
 * The names of the items these rows' titles would name (entryTitle asks its `pickLabel` for exactly those), read a
 * library at a time. A library the backend refuses or cannot serve leaves its picks counted, not named: a title is
 * never worth failing the source's read.
 */
async function pickLabelsFor(def: ModuleDefinition, rows: readonly Readonly<Record<string, unknown>>[], names: PickNames | undefined, backend: BackendClient, cookie: string): Promise<PickLabel | undefined> {
  if (!names) return undefined;
  const wanted = new Map<LibraryKey, Set<string>>();
  const ask: PickLabel = (library, id) => {
    wanted.set(library, (wanted.get(library) ?? new Set()).add(id));
    return undefined;
  };
  for (const row of rows) entryTitle(def, row, ask);
  if (wanted.size === 0) return undefined;
  const found = new Map<LibraryKey, ReadonlyMap<string, string>>();
  await Promise.all(
    [...wanted].map(async ([library, ids]) => {
      try {
        found.set(library, await names(backend, cookie, library, [...ids]));
      } catch (error) {
        if (!backendFailed(error)) throw error;
      }
    }),
  );
  return (library, id) => found.get(library)?.get(id);
}

/**
 * The libraries a module's titles may name picks from (its `entryName` and list columns' picks): at most one read
 * each, on top of its three lists, when a title's library copy is out of date.
 */
function titleLibraries(def: ModuleDefinition): number {
  const naming = new Set([...(def.entryName ?? []), ...def.listColumns]);
  return new Set(def.fields.flatMap((f) => ((f.kind === 'ref' || f.kind === 'refList') && naming.has(f.name) ? [f.library] : []))).size;
}

function moduleSource(def: ModuleDefinition, names: PickNames | undefined): IndexSource {
  return {
    key: def.key,
    // With its app: two apps have a 闪屏, a 推送 … (issue 44, item 6).
    title: slotTitle(def),
    area: def.area,
    path: def.path,
    writes: [def.apiBase],
    calls: 3 + (names ? titleLibraries(def) : 0),
    read: async (backend, cookie) => {
      const [pre, live, draft] = await Promise.all([
        readWholeList(backend, cookie, def, 'prepublishList'),
        readWholeList(backend, cookie, def, 'publishedList'),
        currentDraft(backend, cookie, def),
      ]);
      const rows = [...pre, ...live];
      const pickLabel = await pickLabelsFor(def, draft ? [...rows, draft] : rows, names, backend, cookie);
      return { entries: rows.flatMap((row) => moduleEntry(def, row, pickLabel) ?? []), draft: indexedDraft(def, draft, pickLabel) };
    },
  };
}

function indexedDraft(def: ModuleDefinition, draft: DraftRow, pickLabel: PickLabel | undefined): IndexedDraft | null {
  const updateTime = time(draft?.update_time);
  if (!draft || updateTime === null || !draft.update_operator) return null;
  return { title: entryTitle(def, draft, pickLabel), updateTime, updateOperator: draft.update_operator, refs: refsOf(def, draft) };
}

/** H5 releases: waiting ones at their pre-publish, scheduled ones at their time, live ones since they went live. */
const h5Source: IndexSource = {
  key: H5_SCHEDULE_MODULE,
  title: '文件发布系统',
  area: 'h5',
  path: IMPLIED_SCREEN,
  writes: [H5_API_BASE],
  calls: 3,
  place: 'h5',
  read: async (backend, cookie) => {
    const [pending, live, history] = await Promise.all([
      readPages<H5PrepublishEntry>(backend, cookie, `${H5_API_BASE}prepublish/list`),
      readPages<H5LiveFile>(backend, cookie, `${H5_API_BASE}publish/list`),
      readPages<H5HistoryEntry>(backend, cookie, `${H5_API_BASE}publish/history`),
    ]);
    // A live file went live late when the history's publish of that very version says so.
    const lateVersions = new Set(history.filter((h) => h.action === 'publish' && h.late === 1).map((h) => `${h.path}\n${h.sha256}`));
    return {
      entries: [
        ...pending.map((row): IndexedEntry => {
          const scheduled = row.status === 'scheduled';
          return {
            entryKey: String(row.id),
            recordId: row.id,
            state: scheduled ? 'scheduled' : 'prepublished',
            title: row.path,
            start: (scheduled ? time(row.push_time) : null) ?? time(row.pre_time),
            end: null,
            late: false,
            operators: [row.pre_operator, row.push_operator],
          };
        }),
        ...live.map(
          (row): IndexedEntry => ({
            // A publication, numbered apart from the releases waiting (contract scheduleEntryKey).
            entryKey: `live-${String(row.id)}`,
            recordId: row.id,
            state: 'live',
            title: row.path,
            start: time(row.push_time),
            end: null,
            late: lateVersions.has(`${row.path}\n${row.sha256}`),
            operators: [row.push_operator],
          }),
        ),
      ],
    };
  },
};

const ON_CALENDAR: ReadonlySet<string> = new Set(['scheduled', 'published', 'offPending']);

/** Stock news: pushed or to be pushed (an off-shelf application waiting: still live); what waits for approval. */
const stockNewsSource: IndexSource = {
  key: STOCK_NEWS_SCHEDULE_MODULE,
  title: GRANTABLE_SCREENS.find((s) => s.path === STOCK_NEWS_PATH)?.title ?? '个股资讯',
  area: 'br',
  path: STOCK_NEWS_PATH,
  writes: [STOCK_NEWS_API_BASE],
  calls: 1,
  place: 'stockNews',
  read: async (backend, cookie) => {
    const rows = await readPages<StockNewsRow>(backend, cookie, STOCK_NEWS_API.list);
    return {
      entries: rows.flatMap((row): IndexedEntry[] => {
        const start = time(row.push_time);
        if (start === null || !ON_CALENDAR.has(row.shelf)) return [];
        const title = `${row.stock_name}：${row.title}`;
        return [{ entryKey: String(row.id), recordId: row.id, state: row.shelf === 'scheduled' ? 'scheduled' : 'live', title, start, end: null, late: false, operators: [row.submitted_by] }];
      }),
      waiting: rows.flatMap((row) =>
        row.waiting_at === null ? [] : [{ itemId: row.id, title: newsTitle(row), waiting: isApprovalScreen(row.waiting_at) ? `待${APPROVAL_SCREEN_TITLES[row.waiting_at]}` : '待审批', at: time(row.updated_at) ?? 0 }],
      ),
    };
  },
};

/** Other stock news whose off-shelf application waits (status 2). */
const otherNewsSource: IndexSource = {
  key: 'br/otherStockNews',
  title: GRANTABLE_SCREENS.find((s) => s.path === OTHER_NEWS_PATH)?.title ?? '其他个股资讯',
  area: 'br',
  path: OTHER_NEWS_PATH,
  writes: [OTHER_NEWS_API_BASE],
  calls: 1,
  calendar: false,
  place: 'otherStockNews',
  read: async (backend, cookie) => {
    const rows = await readPages<OtherNewsRow>(backend, cookie, OTHER_NEWS_API.list, { status: String(OTHER_NEWS_STATUS.offPending) });
    return {
      entries: [],
      waiting: rows.filter((row) => row.status === OTHER_NEWS_STATUS.offPending).map((row) => ({ itemId: row.id, title: newsTitle(row), waiting: '待下架审批', at: time(row.updated_at) ?? 0 })),
    };
  },
};

/** A title that names its stock already is not prefixed again (issue 44, item 13: 特斯拉：特斯拉：…). */
function newsTitle(row: { title: string; stock_name: string }): string {
  return row.title.startsWith(row.stock_name) ? row.title : `${row.stock_name}：${row.title}`;
}

/** Every source of the index: each module, then the screens acting as modules. */
export function indexSources(modules: readonly ModuleDefinition[], names?: PickNames): IndexSource[] {
  return [...modules.map((def) => moduleSource(def, names)), h5Source, stockNewsSource, otherNewsSource];
}
