/**
 * Time: scheduled entries go live when the clock passes their time, windows end in history, the timer does it with
 * no request to prompt it, a restart applies what fell due while the server was down (marked late), and a kill -9
 * loses no acknowledged commit.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { formatCmsTime, type WorkflowRow } from 'shared-ui/contract';
import { TEST_CLOCK_PATH, type TestClockAnswer } from '../src';
import { openDatabase } from '../src/db/openDatabase';
import { Browser, signedIn, startServer, T0, type TestServer } from './harness';
import { ModuleClient } from './workflowClient';
import { effectModule, pushModule, seededModule, TEST_MODULES, windowModule } from './workflowModules';

const MINUTE = 60_000;
const YEAR = 365 * 24 * 60 * MINUTE;
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);

describe('the scheduler, moved by the test clock', () => {
  let server: TestServer;
  let admin: Browser;
  beforeAll(async () => {
    server = await startServer({ modules: TEST_MODULES, testClock: true, sessionTtlMs: YEAR });
    admin = await signedIn(server, 'admin');
  });
  afterAll(() => server.close());

  const moveClock = async (body: object): Promise<TestClockAnswer> => {
    const res = await new Browser(server).raw('POST', TEST_CLOCK_PATH, body);
    expect(res.status).toBe(200);
    return ((await res.json()) as { data: TestClockAnswer }).data;
  };

  it('GET /__test/clock tells the time, POST moves it by advanceMs or to a set time; no session needed', async () => {
    const res = await new Browser(server).raw('GET', TEST_CLOCK_PATH);
    expect(await res.json()).toEqual({ code: 0, data: { now: formatCmsTime(T0), epochMs: T0 }, msg: '操作成功' });
    expect(await moveClock({ advanceMs: 1000 })).toEqual({ now: formatCmsTime(T0 + 1000), epochMs: T0 + 1000 });
    expect(await moveClock({ set: at(0) })).toEqual({ now: at(0), epochMs: T0 });
    const bad = await new Browser(server).raw('POST', TEST_CLOCK_PATH, { set: 'soon' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 1106, msg: '请求内容应为 {"advanceMs": 整数毫秒} 或 {"set": "YYYY-MM-DD HH:mm:ss"}' });
  });

  it('publishes a scheduled entry once the clock reaches its push time, and not before', async () => {
    const c = new ModuleClient(admin, pushModule);
    const id = await c.published({ title: '定时', link: '', cover: '' }, { push_time: at(5) }, { push_time: at(10) });
    expect((await c.row(id)).status).toBe('scheduled');
    await moveClock({ set: formatCmsTime(T0 + 10 * MINUTE - 1000) });
    expect((await c.row(id)).status).toBe('scheduled');
    await moveClock({ advanceMs: 1000 });
    expect(await c.row(id)).toMatchObject({ status: 'published', push_time: at(10), push_operator: 'admin', update_time: at(10), late: 0 });
  });

  it('moves a window to history when its end passes, and a whole window missed in one step', async () => {
    await moveClock({ set: at(100) });
    const windows = new ModuleClient(admin, windowModule);
    const live = await windows.published({ title: '公告', target_user: 1 }, { start_time: at(101), end_time: at(130) }, { end_time: at(120) });
    const effects = new ModuleClient(admin, effectModule);
    const later = await effects.published({ content: '维护' }, { effect_time: at(105), dead_time: at(110) }, { effect_time: at(105), dead_time: at(110) });
    expect((await windows.row(live)).status).toBe('published');
    expect((await effects.row(later)).status).toBe('scheduled');
    await moveClock({ set: at(120) });
    const expiry = { status: 'history', remove_operator: '系统（到期）', remove_time: at(120), late: 0 };
    expect(await windows.row(live)).toMatchObject({ ...expiry, push_operator: 'admin' });
    expect(await effects.row(later)).toMatchObject({ ...expiry, push_time: at(105) });
    expect((await windows.rows('history')).map((r: WorkflowRow) => r.id)).toEqual([live]);
  });

  it('applies due changes on its 1-second timer, with no request to prompt it', async () => {
    await moveClock({ set: at(200) });
    const c = new ModuleClient(admin, pushModule);
    const id = await c.published({ title: '计时器', link: '', cover: '' }, { push_time: at(201) }, { push_time: at(201) });
    server.clock.advance(2 * MINUTE);
    const status = () => server.app.cms.db.prepare<[number], { status: string }>('SELECT status FROM workflow_records WHERE id = ?').get(id)?.status;
    expect(status()).toBe('scheduled');
    await new Promise((r) => setTimeout(r, 1_200));
    expect(status()).toBe('published');
  });
});

describe('restart and crash on a file database', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'mock-server-workflow-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('applies what fell due while it was down at start-up, late = 1 when more than 5 s late; seeds once', async () => {
    const dbPath = join(folder, 'cms.sqlite');
    const first = await startServer({ dbPath, modules: TEST_MODULES, sessionTtlMs: YEAR });
    const admin = await signedIn(first, 'admin');
    const push = new ModuleClient(admin, pushModule);
    const values = { link: '', cover: '' };
    const missed = await push.published({ title: '错过', ...values }, { push_time: at(5) }, { push_time: at(10) });
    const justDue = await push.published({ title: '刚到', ...values }, { push_time: at(20) }, { push_time: at(30) });
    const window = await new ModuleClient(admin, windowModule).published({ title: '窗口', target_user: 0 }, { start_time: at(1), end_time: at(20) }, { end_time: at(20) });
    const seeded = first.app.cms.db.prepare('SELECT COUNT(*) AS n FROM workflow_records WHERE module_key = ?').get(seededModule.key);
    expect(seeded).toEqual({ n: 4 });
    await first.close();

    // Down from T0 to 30 minutes 3 seconds: `missed` was due 20 minutes ago, `justDue` 3 seconds ago.
    const second = await startServer({ dbPath, modules: TEST_MODULES, sessionTtlMs: YEAR }, T0 + 30 * MINUTE + 3000);
    try {
      const again = new Browser(second);
      Object.assign(again.cookies, admin.cookies);
      const rows = Object.fromEntries(
        second.app.cms.db.prepare<[], { id: number; status: string; late: number; remove_operator: string | null }>('SELECT id, status, late, remove_operator FROM workflow_records').all().map((r) => [r.id, r]),
      );
      expect(rows[missed]).toMatchObject({ status: 'published', late: 1 });
      expect(rows[justDue]).toMatchObject({ status: 'published', late: 0 });
      expect(rows[window]).toMatchObject({ status: 'history', late: 1, remove_operator: '系统（到期）' });
      expect(await new ModuleClient(again, pushModule).row(missed)).toMatchObject({ status: 'published', late: 1, push_time: at(10) });
      expect(second.app.cms.db.prepare('SELECT COUNT(*) AS n FROM workflow_records WHERE module_key = ?').get(seededModule.key)).toEqual(seeded);
    } finally {
      await second.close();
    }
  });

  it('keeps every acknowledged commit when the writer is killed with SIGKILL', async () => {
    const dbPath = join(folder, 'crash.sqlite');
    const probe = openDatabase(dbPath, Date.now);
    expect(probe.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(probe.pragma('synchronous', { simple: true })).toBe(2);
    probe.close();

    const root = resolve(__dirname, '..');
    // tsx runs the script in a child node of its own: the writer gets a process group, and the group is killed.
    const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(__dirname, 'fixtures/writeRecords.ts'), dbPath], {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const killGroup = () => {
      try {
        process.kill(-(child.pid ?? 0), 'SIGKILL');
      } catch {
        // Already gone.
      }
    };
    const acknowledged: number[] = [];
    let pending = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<NodeJS.Signals | null>((done) => child.on('exit', (_code, signal) => done(signal)));
    try {
      await new Promise<void>((enough, fail) => {
        child.stdout.on('data', (chunk: Buffer) => {
          const lines = (pending + chunk.toString()).split('\n');
          pending = lines.pop() ?? '';
          acknowledged.push(...lines.map(Number));
          if (acknowledged.length >= 200) enough();
        });
        void exited.then(() => fail(new Error(`writer ended early: ${stderr}`)));
      });
    } finally {
      killGroup();
    }
    expect(await exited).toBe('SIGKILL');

    const db = new Database(dbPath);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const stored = new Map(db.prepare<[], { id: number; status: string }>('SELECT id, status FROM workflow_records').all().map((r) => [r.id, r.status]));
      const missing = acknowledged.filter((id) => stored.get(id) !== 'published');
      expect(missing).toEqual([]);
      expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);
    } finally {
      db.close();
    }
  }, 20_000);
});
