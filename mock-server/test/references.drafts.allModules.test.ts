/**
 * Issue 35, "a draft counts as use", over every real module: each module that picks funds, managers or articles saves
 * one of its own seeds as its draft, and every fund, manager and article that draft names shows in that item's
 * where-used list as the module's draft (the list the delete refusal is made from). references.drafts.test.ts proves
 * the refusal itself (1019 naming the draft) for a fund, a manager and an article; this proves no module's fields —
 * references, collections, their items' own fields, jump targets — escape the index.
 */
import {
  ARTICLE_API,
  FUND_API,
  MANAGER_API,
  entryRefs,
  type ArticleInUse,
  type FundDetail,
  type ManagerDetail,
  type ModuleDefinition,
} from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';

const HOUR = 3_600_000;
let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * HOUR });
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

const PICKED = new Set(['funds', 'managers', 'articles']);
/** The modules with a seed that picks a fund, a manager or an article, and that seed's values. */
const picking = registeredModules.flatMap((def) => {
  const seed = def.seed?.find((s) => entryRefs(def, s.values).some((ref) => PICKED.has(ref.library)));
  return seed ? [[def.key, def, seed.values] as const] : [];
});

/** Where-used of one item, as the library's own screen reads it: the slots' module keys and statuses. */
async function usesOf(library: string, key: string): Promise<{ module_key: string; status: string }[]> {
  if (library === 'funds') return ((await admin.call('GET', `${FUND_API.detail}?id=${key}`)).body.data as FundDetail).slots;
  if (library === 'managers') return ((await admin.call('GET', `${MANAGER_API.detail}?id=${key}`)).body.data as ManagerDetail).slots;
  // Articles: the delete refusal's data (check/status asks about entries only, spec §4).
  const refused = await admin.call('POST', ARTICLE_API.delete, { linkIds: [key] });
  return ((refused.body.data as ArticleInUse[] | null) ?? [])[0]?.slots ?? [];
}

it('covers the modules that pick library items (so the walk below is not empty)', () => {
  expect(picking.length).toBeGreaterThan(10);
  expect(new Set(picking.map(([, def]) => def.area))).toEqual(new Set(['wm', 'br', 'common', 'esop', 'ow']));
});

it.each(picking)('%s: every fund, manager and article its saved draft picks shows as in use by that draft', async (_key, def: ModuleDefinition, values) => {
  const client = new ModuleClient(admin, def);
  const saved = await client.saveOverwriting(values);
  expect([saved.body.code, saved.body.msg]).toEqual([0, expect.any(String)]);
  const refs = entryRefs(def, values).filter((ref) => PICKED.has(ref.library));
  for (const ref of refs) {
    const uses = await usesOf(ref.library, ref.key);
    expect([ref.library, ref.key, uses.some((use) => use.module_key === def.key && use.status === 'draft')]).toEqual([ref.library, ref.key, true]);
  }
});
