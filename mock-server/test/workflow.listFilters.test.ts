/**
 * List filters declared per module (spec §7 searchContent, system, apply_crowd, status …) applied by the workflow's
 * three lists: a choice field equal to the option (a multiple choice containing it), text search over text fields,
 * a reference's library label and a collection item's label or own words; bad values refused with 400 / 1106.
 */
import { APPLICABLE_CROWD, ErrorCode, SYSTEM_TYPE, defineModule, field, formatCmsTime, isMultipleFilter, listFilter, listFilterOptions, type ArticleRow, type Paged, type SelectListFilter, type WorkflowRow } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { articleRows } from './libraryLists';
import { ModuleClient } from './workflowClient';

const board = defineModule({
  area: 'wm',
  name: 'testBoard',
  title: '测试公告板',
  apiBase: 'test/board/',
  schedule: 'push_time',
  fields: [
    field.text('title', '标题', { required: true, inList: true }),
    field.select('system', '系统类型', SYSTEM_TYPE, { required: true, defaultValue: 0 }),
    field.select('apply_crowd', '适用人群', APPLICABLE_CROWD, { multiple: true }),
    field.switch('enabled', '启用', { onLabel: '启用', offLabel: '停用' }),
    field.ref('manager', '基金经理', 'managers'),
    field.refList('articles', '文章', 'articles', { itemFields: [field.text('remark', '推荐语')] }),
  ],
  listFilters: [
    listFilter.search('搜索', ['title', 'manager', 'articles']),
    listFilter.select('system', '系统类型'),
    listFilter.select('apply_crowd', '适用人群'),
    listFilter.select('status', '启用状态', { field: 'enabled' }),
  ],
});

const MINUTE = 60_000;
let server: TestServer;
let admin: Browser;
let articles: ArticleRow[];

const client = () => new ModuleClient(admin, board);
const titles = async (query: Record<string, string | number>) => {
  const res = await client().list('prepublishList', { orderBy: 'title', order: 'asc', ...query });
  expect(res.body.code).toBe(0);
  return (res.body.data as Paged<WorkflowRow>).list.map((row) => row.title);
};

beforeAll(async () => {
  server = await startServer({ modules: [...registeredModules, board], sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = await signedIn(server, 'admin');
  // Three seed articles, from the article list (the pickers' items call is the console service's now).
  articles = await articleRows(admin, { pageSize: 3 });
  const entries = [
    { title: '港股通知', system: 1, apply_crowd: [1, 2], enabled: 1, manager: 'M1001', articles: [{ id: articles[0]?.linkId ?? '', position: 1, remark: '必读' }] },
    { title: '美股通知', system: 2, apply_crowd: [0], enabled: 0, manager: 'M1002', articles: [{ id: articles[1]?.linkId ?? '', position: 1, remark: '' }] },
    { title: '全部通知', system: 0, apply_crowd: [2], enabled: 1, manager: '', articles: [{ id: articles[2]?.linkId ?? '', position: 1, remark: '' }] },
  ];
  for (const [i, values] of entries.entries()) {
    await client().prepared(values, { push_time: formatCmsTime(server.clock.now() + (60 + i) * MINUTE) });
  }
});
afterAll(() => server.close());

describe('choice filters', () => {
  it('match the field’s value exactly: 全部 finds the entries for all systems, not every entry', async () => {
    expect(await titles({ system: 1 })).toEqual(['港股通知']);
    expect(await titles({ system: '0' })).toEqual(['全部通知']);
    expect(await titles({ system: '' })).toEqual(['全部通知', '港股通知', '美股通知']);
  });

  it('find a multiple choice containing the option, and a switch by its 0 / 1', async () => {
    expect(await titles({ apply_crowd: 2 })).toEqual(['全部通知', '港股通知']);
    expect(await titles({ status: 0 })).toEqual(['美股通知']);
    expect(await titles({ status: 1, system: 2 })).toEqual([]);
  });
});

describe('several values (spec §3 filterMultiple; issue 30)', () => {
  it('a filter of more than two choices takes several, comma-separated: an entry matches any of them', async () => {
    expect(isMultipleFilter(board.fields, board.listFilters?.[1] as SelectListFilter)).toBe(true);
    expect(await titles({ system: '1,2' })).toEqual(['港股通知', '美股通知']);
    expect(await titles({ system: ' 2 , 0 ,2' })).toEqual(['全部通知', '美股通知']);
    expect(await titles({ system: '0,1,2' })).toEqual(['全部通知', '港股通知', '美股通知']);
    // A multiple-choice field: any picked option in the entry's choices.
    expect(await titles({ apply_crowd: '0,1' })).toEqual(['港股通知', '美股通知']);
    // Nothing picked (0 picks, spec §5 min 0) is no filter.
    expect(await titles({ system: ',' })).toEqual(['全部通知', '港股通知', '美股通知']);
  });

  it('a two-way choice stays single: picking both would be no filter', async () => {
    const status = board.listFilters?.[3] as SelectListFilter;
    expect(isMultipleFilter(board.fields, status)).toBe(false);
    const res = await client().list('history', { status: '0,1' });
    expect([res.status, res.body.msg]).toEqual([400, '筛选条件「启用状态」不支持 0,1']);
  });

  it('refuses an unknown pick, more than 999 picks, and the parameter repeated instead of comma-separated', async () => {
    const unknown = await client().list('history', { system: '1,9' });
    expect([unknown.status, unknown.body.code, unknown.body.msg]).toEqual([400, ErrorCode.ValidationFailed, '筛选条件「系统类型」不支持 9']);
    const many = await client().list('history', { system: Array.from({ length: 1000 }, (_, i) => String(i)).join(',') });
    expect([many.status, many.body.msg]).toEqual([400, '筛选条件「系统类型」最多选择 999 项']);
    const repeated = await admin.call('GET', `${board.apiBase}publish/history?system=1&system=2`);
    expect([repeated.status, repeated.body.msg]).toEqual([400, '筛选条件「系统类型」的多个值请用英文逗号分隔，如 1,2']);
  });
});

describe('searchContent', () => {
  it('finds text fields, a reference’s library label, and a collection item’s label or own words', async () => {
    expect(await titles({ searchContent: '通知' })).toEqual(['全部通知', '港股通知', '美股通知']);
    expect(await titles({ searchContent: '陈思远' })).toEqual(['港股通知']);
    expect(await titles({ searchContent: articles[1]?.title ?? '' })).toEqual(['美股通知']);
    expect(await titles({ searchContent: '必读' })).toEqual(['港股通知']);
    expect(await titles({ searchContent: '%' })).toEqual([]);
  });
});

describe('bad values', () => {
  it.each([
    [{ system: 5 }, '筛选条件「系统类型」不支持 5'],
    [{ status: 'yes' }, '筛选条件「启用状态」不支持 yes'],
    [{ apply_crowd: '1.0' }, '筛选条件「适用人群」不支持 1.0'],
  ])('%j → 400, 1106', async (query, message) => {
    const res = await client().list('history', query);
    expect([res.status, res.body.code, res.body.msg]).toEqual([400, ErrorCode.ValidationFailed, message]);
  });

  it('ignores parameters the module does not declare', async () => {
    expect(await titles({ risk: 'LV9', turn_type: 'x' })).toHaveLength(3);
  });
});

describe('every registered module’s declared filters', () => {
  const filtered = registeredModules.filter((m) => (m.listFilters ?? []).length > 0);

  it('include the push, splash, maintenance and fund slot modules', () => {
    expect(filtered.map((m) => m.key)).toEqual(expect.arrayContaining(['wm/push', 'br/push', 'wm/splashScreen', 'br/systemMaintenance', 'wm/top3Fund', 'wm/selectList']));
  });

  it('answer every option and a search on each list, never more rows than unfiltered', async () => {
    for (const def of filtered) {
      const mod = new ModuleClient(admin, def);
      for (const list of ['prepublishList', 'publishedList', 'history'] as const) {
        const all = (await mod.list(list)).body.data as Paged<WorkflowRow>;
        for (const filter of def.listFilters ?? []) {
          const values = filter.kind === 'search' ? ['通知'] : listFilterOptions(def.fields, filter).map((o) => o.value);
          for (const value of values) {
            const res = await mod.list(list, { [filter.param]: value });
            expect([def.key, filter.param, value, res.body.code]).toEqual([def.key, filter.param, value, 0]);
            expect((res.body.data as Paged<WorkflowRow>).total).toBeLessThanOrEqual(all.total);
          }
        }
      }
    }
  });
});
