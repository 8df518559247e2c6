/**
 * The demo tree seeded on the first start, where the bytes are kept, and what a restart does: the seed is not
 * repeated, and a publish that fell due while the server was down goes live at start-up, marked late.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatCmsTime, type H5File, type H5HistoryEntry, type H5Overview, type H5PrepublishEntry, type Paged } from 'shared-ui/contract';
import { signedIn, startServer, T0, type TestServer } from './harness';
import { fetchLive, H5Client, ok } from './h5releaseClient';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('the seeded demo tree', () => {
  let server: TestServer;
  let admin: H5Client;
  beforeAll(async () => {
    server = await startServer();
    admin = new H5Client(await signedIn(server, 'admin'));
  });
  afterAll(() => server.close());

  test('top-level folders, live pages, a newer version waiting to be published, the lists and the overview', async () => {
    const root = await admin.listing(0);
    expect(root.children.map((c) => c.file_name)).toEqual(['activity', 'wm-fund-guide', 'br-ipo-center', 'esop-handbook']);
    expect(root.children.map((c) => (c.type === 'folder' ? c.live_count : -1))).toEqual([3, 2, 0, 0]);

    const double11 = await fetchLive(server, '/h5-live/activity/2026-double11/index.html');
    expect(double11.status).toBe(200);
    expect(double11.bytes.toString('utf8')).toContain('双十一理财节');
    expect(double11.bytes.toString('utf8')).not.toContain('老客加码');
    expect((await fetchLive(server, '/h5-live/activity/2026-double11/app.js')).headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect((await fetchLive(server, '/h5-live/wm-fund-guide/')).bytes.toString('utf8')).toContain('三步开始定投');
    expect((await fetchLive(server, '/h5-live/esop-handbook/index.html')).status).toBe(404);

    const activity = await admin.listing(root.children[0]!.id);
    const folder = await admin.listing(activity.children[0]!.id);
    const index = folder.children.find((c) => c.file_name === 'index.html') as H5File;
    expect(index).toMatchObject({ live_state: 'changed', git_id: 'e3a9f61c0b', prepublish_state: 'none' });

    const entries = ok<Paged<H5PrepublishEntry>>(await admin.prepublishList()).list;
    expect(entries.map((e) => [e.path, e.status, e.pre_operator])).toEqual([
      ['br-ipo-center/index.html', 'waiting', '王志强'],
      ['wm-fund-guide/faq.html', 'scheduled', '王志强'],
    ]);
    const scheduledAt = entries[1]!.push_time!;
    expect(scheduledAt > formatCmsTime(T0 + DAY - HOUR) && scheduledAt <= formatCmsTime(T0 + DAY + HOUR)).toBe(true);

    const live = await admin.liveFiles();
    expect(live.find((l) => l.path === 'wm-fund-guide/index.html')).toMatchObject({ previous_versions: 1, push_operator: '李思琪' });
    const history = await admin.historyEntries();
    expect(history[0]).toMatchObject({ action: 'revoke', path: 'esop-handbook/index.html', operator: '陈浩然', restored: null });
    expect(new Set(history.map((h) => h.operator))).toEqual(new Set(['陈浩然', '李思琪', '赵雅婷']));

    const overview = ok<H5Overview>(await admin.overview());
    expect(overview.folders.map((f) => [f.file_name, f.live_count, f.entry_url])).toEqual([
      ['activity', 3, '/h5-live/activity/2026-double11/index.html'],
      ['wm-fund-guide', 2, '/h5-live/wm-fund-guide/index.html'],
      ['br-ipo-center', 0, null],
      ['esop-handbook', 0, null],
    ]);
    expect(overview.folders[0]!.last_publish).toMatchObject({ git_id: '9d2b7a4', push_operator: '陈浩然' });
    expect(overview.upcoming.map((e) => e.path)).toEqual(['wm-fund-guide/faq.html']);
  });

  test("an in-memory server's bytes live in a temporary folder that closing removes", async () => {
    const other = await startServer();
    const dir = other.app.cms.h5.dataDir;
    expect(dir.startsWith(path.join(os.tmpdir(), 'cms-h5-'))).toBe(true);
    expect(other.app.cms.h5.store.blobs.list().length).toBeGreaterThan(0);
    await other.close();
    expect(fs.existsSync(dir)).toBe(false);
  });
});

describe('a file database across restarts', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-h5-test-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  test('bytes sit beside the database by default; the seed runs once; a publish due during downtime goes live late', async () => {
    const dbPath = path.join(dir, 'cms.sqlite');
    const first = await startServer({ dbPath });
    expect(first.app.cms.h5.dataDir).toBe(path.join(dir, 'h5-files'));
    const items = first.app.cms.db.prepare('SELECT COUNT(*) AS n FROM h5_items').get();
    await first.close();
    expect(fs.readdirSync(path.join(dir, 'h5-files', 'blobs')).length).toBeGreaterThan(0);

    // Two days later: faq.html was scheduled a day ahead, so it fell due while the server was down.
    const second = await startServer({ dbPath }, T0 + 2 * DAY);
    try {
      expect(second.app.cms.db.prepare('SELECT COUNT(*) AS n FROM h5_items').get()).toEqual(items);
      const faq = await fetchLive(second, '/h5-live/wm-fund-guide/faq.html');
      expect([faq.status, faq.bytes.toString('utf8').includes('常见问题')]).toEqual([200, true]);
      const admin = new H5Client(await signedIn(second, 'admin'));
      const [latest] = await admin.historyEntries();
      expect(latest).toMatchObject<Partial<H5HistoryEntry>>({
        action: 'publish', path: 'wm-fund-guide/faq.html', operator: '李思琪', late: 1, time: formatCmsTime(T0 + 2 * DAY),
      });
    } finally {
      await second.close();
    }
  });

  test('an explicit data folder is used as given', async () => {
    const dataDir = path.join(dir, 'elsewhere');
    const server = await startServer({ dbPath: path.join(dir, 'db', 'cms.sqlite'), dataDir });
    try {
      expect(server.app.cms.h5.dataDir).toBe(dataDir);
      expect(fs.readdirSync(path.join(dataDir, 'blobs')).length).toBeGreaterThan(0);
      expect(fs.existsSync(path.join(dir, 'db', 'h5-files'))).toBe(false);
    } finally {
      await server.close();
    }
  });
});
