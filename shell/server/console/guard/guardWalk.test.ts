/**
 * No silent overwrite, as an invariant of the write guard (issue 35's walk, moved with the check in issue 43): every
 * module call the guard stands in that changes a draft or an entry, for every module at every base of the product,
 * refuses a write based on another version than the one the console hands out for what is there now (1043), before
 * the backend hears of it — and passes one based on the current version on to the backend.
 */
import type { FastifyInstance } from 'fastify';
import { BASE_VERSIONS_FIELD, BASE_VERSION_FIELD, ErrorCode, groupByApiBase, type ModuleDefinition } from 'shared-ui/contract';
import type { NewRecord } from '../../../../mock-server/src/workflow/workflowStore';
import { signedIn, startServer, type Browser, type TestServer } from '../../../../mock-server/test/harness';
import { consoleModules } from '../consoleModules';
import { currentDraft, currentEntry } from './currentRecords';
import { guardedCalls, type GuardedCall } from './guardedCalls';
import { draftVersion, entryVersion } from './recordVersions';
import { BackendClient } from '../backendClient';
import { recordingBackend, type RecordingBackend } from './recordingBackend';
import { openTestFront, throughFront } from './testFront';

const COLLEAGUE = '同事';
/** A version no record has: what a screen that read an older state sends. */
const SEEN_BEFORE = 1;

let backend: TestServer;
let recording: RecordingBackend;
let front: FastifyInstance;
let viaFront: Browser;
let reads: BackendClient;
let cookie: string;

beforeAll(async () => {
  backend = await startServer({ sessionTtlMs: 24 * 3_600_000 });
  recording = await recordingBackend(backend.baseUrl);
  front = await openTestFront(recording.url);
  const admin = await signedIn(backend, 'admin');
  viaFront = throughFront(admin, backend, front);
  cookie = Object.entries(admin.cookies).map(([name, value]) => `${name}=${value}`).join('; ');
  reads = new BackendClient(backend.baseUrl, '/v2/cms/');
});
afterAll(async () => {
  await front.close();
  await recording.close();
  await backend.close();
});

/** A colleague's entry in this state, straight into the backend's store. */
function plant(def: ModuleDefinition, status: NewRecord['status']): number {
  const at = backend.clock.now();
  const live = status !== 'prepublished';
  return backend.app.cms.workflowStore.insert({
    module_key: def.key,
    status,
    field_values: '{}',
    pre_operator: COLLEAGUE,
    pre_time: at,
    push_operator: live ? COLLEAGUE : null,
    push_time: live ? at : null,
    effect_time: null,
    dead_time: null,
    start_time: null,
    end_time: null,
    update_time: at,
    update_operator: COLLEAGUE,
    remove_operator: null,
    remove_time: null,
  });
}

/** The state each entry call acts on: a live entry for withdraw, off shelf and the live edit; else a pre-published one. */
const ACTS_ON_LIVE: ReadonlySet<GuardedCall['action']> = new Set(['cancel', 'out', 'liveEdit']);

/** The call's body and path for one record at `base`, with what else the call needs to be read (scope, owner, id). */
function stale(call: GuardedCall, def: ModuleDefinition, base: number): { path: string; body: Record<string, unknown> } {
  const scope = { ...(def.scope ?? {}) };
  if (call.writes === 'draft') {
    const owner = def.editList?.owner;
    backend.app.cms.workflowStore.saveDraft({ module_key: def.key, field_values: '{}', update_time: backend.clock.now(), update_operator: COLLEAGUE });
    // Clone names the entry it copies; the edit list's add names its list and item.
    const extra = call.action === 'clone' ? { id: plant(def, 'published'), overwrite: true } : call.action === 'editListAdd' && owner ? { [owner.param]: owner.id, id: '' } : {};
    return { path: call.url, body: { ...scope, ...extra, [BASE_VERSION_FIELD]: base } };
  }
  const id = plant(def, ACTS_ON_LIVE.has(call.action) ? 'published' : 'prepublished');
  const path = call.idInBody ? call.url : call.url.replace(':id', String(id));
  const body = call.writes === 'entries' ? { ...scope, ids: [id], [BASE_VERSIONS_FIELD]: { [String(id)]: base } } : { ...scope, id, [BASE_VERSION_FIELD]: base };
  return { path, body };
}

describe('every module call the write guard stands in that changes a draft or an entry', () => {
  it('refuses one based on a version that is not the current one, for every module at every base (1043)', async () => {
    const failures: string[] = [];
    let probed = 0;
    const heardBefore = recording.bodies.length;
    for (const group of groupByApiBase(consoleModules)) {
      for (const def of group.modules) {
        for (const call of guardedCalls(group).filter((one) => one.writes)) {
          backend.clock.advance(1_000);
          const { path, body } = stale(call, def, SEEN_BEFORE);
          const method = call.methods.includes(def.saveMethod) ? def.saveMethod : call.methods[0]!;
          const res = await viaFront.call(method, path, body);
          probed += 1;
          if (res.body.code !== ErrorCode.StaleSave) failures.push(`${def.key} ${method} ${path}: ${String(res.body.code)} ${res.body.msg}`);
        }
        backend.app.cms.db.prepare('DELETE FROM workflow_records WHERE module_key = ? AND update_operator = ?').run(def.key, COLLEAGUE);
      }
    }
    expect(failures).toEqual([]);
    expect(probed).toBeGreaterThan(500);
    // Refused by the guard: not one of those writes reached the backend.
    expect(recording.bodies.slice(heardBefore)).toEqual([]);
  });

  it('passes one based on the current version on to the backend, which never sees the version', async () => {
    const failures: string[] = [];
    const heardBefore = recording.bodies.length;
    for (const group of groupByApiBase(consoleModules)) {
      const def = group.modules[0]!;
      for (const call of guardedCalls(group).filter((one) => one.writes)) {
        backend.clock.advance(1_000);
        const probe = stale(call, def, SEEN_BEFORE);
        const id = typeof probe.body.id === 'number' ? probe.body.id : Array.isArray(probe.body.ids) ? (probe.body.ids[0] as number) : undefined;
        const now = call.writes === 'draft' || id === undefined ? draftVersion(await currentDraft(reads, cookie, def)) : entryVersion((await currentEntry(reads, cookie, def, id))!);
        const body = call.writes === 'entries' ? { ...probe.body, [BASE_VERSIONS_FIELD]: { [String(id)]: now } } : { ...probe.body, [BASE_VERSION_FIELD]: now };
        const method = call.methods.includes(def.saveMethod) ? def.saveMethod : call.methods[0]!;
        const res = await viaFront.call(method, probe.path, body);
        // The planted values are empty, so many calls are refused for what they hold — never as stale.
        if (res.body.code === ErrorCode.StaleSave) failures.push(`${def.key} ${method} ${probe.path}: ${res.body.msg}`);
      }
      for (const one of group.modules) backend.app.cms.db.prepare('DELETE FROM workflow_records WHERE module_key = ? AND update_operator = ?').run(one.key, COLLEAGUE);
    }
    expect(failures).toEqual([]);
    const passedOn = recording.bodies.slice(heardBefore);
    expect(passedOn.length).toBeGreaterThan(100);
    expect(passedOn.filter(({ body }) => typeof body === 'object' && body !== null && (BASE_VERSION_FIELD in body || BASE_VERSIONS_FIELD in body))).toEqual([]);
  });
});
