/**
 * Pre-publish, publish (now and scheduled), the public /h5-live/ URLs, revoke and history, against a real server
 * whose clock the test moves.
 */
import {
  ErrorCode,
  formatCmsTime,
  PRESET_TIME_TOO_EARLY,
  type H5CheckResult,
  type H5File,
  type H5HistoryEntry,
  type H5Overview,
  type H5PrepublishEntry,
  type H5RevokeResult,
  type Paged,
} from 'shared-ui/contract';
import { signedIn, startServer, T0, type TestServer } from './harness';
import { clearH5, fetchLive, H5Client, ok, refusedOf } from './h5releaseClient';

const MINUTE = 60_000;
const at = (minutes: number) => formatCmsTime(T0 + minutes * MINUTE);

let server: TestServer;
let admin: H5Client;
let editor: H5Client;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 60 * MINUTE });
  admin = new H5Client(await signedIn(server, 'admin'));
  editor = new H5Client(await signedIn(server, 'editor'));
});
afterAll(() => server.close());
beforeEach(() => {
  server.clock.set(T0);
  clearH5(server);
});

const live = (path: string) => fetchLive(server, `/h5-live/${path}`);
const waiting = async () => ok<Paged<H5PrepublishEntry>>(await admin.prepublishList('?pageSize=100')).list;

/** A folder `site` with index.html (git version attached) and a file with no git version. */
async function site(): Promise<{ folder: number; index: H5File; bare: H5File }> {
  const folder = (await admin.newFolder(0, 'site')).id;
  const index = await admin.put(folder, 'index.html', '<h1>第一版</h1>', 'aaaaaaa');
  const bare = await admin.put(folder, 'app.js', 'console.log(1)');
  return { folder, index, bare };
}

describe('check and pre-publish', () => {
  test('the check refuses folders, files with no git version, bytes already live, files already waiting — each with why', async () => {
    const { folder, index, bare } = await site();
    const liveFile = await admin.put(folder, 'live.css', 'a{}', 'bbbbbbb');
    await admin.goLive(liveFile.id);
    const waitingFile = await admin.put(folder, 'wait.css', 'b{}', 'ccccccc');
    await admin.entryOf(waitingFile.id);

    const res = ok<H5CheckResult>(await editor.check([index.id, folder, bare.id, liveFile.id, waitingFile.id, 9999]));
    expect(res).toEqual<H5CheckResult>({
      ok: [index.id],
      refused: [
        { id: folder, file_name: 'site', reason: '是文件夹，请选择其中的文件' },
        { id: bare.id, file_name: 'app.js', reason: '未关联 git 版本，请先关联' },
        { id: liveFile.id, file_name: 'live.css', reason: '线上已是该版本（内容未变化），无需重复发布' },
        { id: waitingFile.id, file_name: 'wait.css', reason: '已在预发布列表中等待发布，请先发布或删除该记录' },
        { id: 9999, file_name: '#9999', reason: '文件不存在或已被删除' },
      ],
    });
  });

  test('pre-publish refuses the whole call (1000 + the check) when any file is refused, and creates nothing', async () => {
    const { index, bare } = await site();
    const res = await admin.prepublish([index.id, bare.id]);
    expect(res.body).toMatchObject({ code: ErrorCode.SaveOrPublishFailed, msg: '「app.js」未关联 git 版本，请先关联' });
    expect(res.body.data).toEqual({ ok: [index.id], refused: [{ id: bare.id, file_name: 'app.js', reason: '未关联 git 版本，请先关联' }] });
    expect(await waiting()).toEqual([]);
  });

  test('pre-publish snapshots path, bytes and git version; the file shows it is waiting', async () => {
    const { index } = await site();
    expect(ok(await admin.prepublish([index.id]))).toEqual({ created: 1 });
    const [entry] = await waiting();
    expect(entry).toEqual<H5PrepublishEntry>({
      id: entry!.id, file_id: index.id, path: 'site/index.html', git_id: 'aaaaaaa', size: index.size, sha256: index.sha256,
      status: 'waiting', pre_operator: 'admin', pre_time: at(0), push_operator: null, push_time: null,
    });
    expect((await admin.detail(index.id)).prepublish_state).toBe('waiting');
  });

  test('an editor cannot pre-publish, publish or check a publish (role rule); the check of files is allowed', async () => {
    const { index } = await site();
    expect((await editor.check([index.id])).body.code).toBe(0);
    for (const res of [await editor.prepublish([index.id]), await editor.publish([1]), await editor.prepublishCheck([1]), await editor.prepublishDelete([1])]) {
      expect([res.status, res.body.code]).toEqual([403, ErrorCode.RoleRefused]);
    }
    expect(await waiting()).toEqual([]);
  });
});

describe('publish now and the public URL', () => {
  test('publish now → /h5-live/ serves the exact bytes with the type, no-cache, and an ETag', async () => {
    const { folder, index } = await site();
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0xff, 0x10]);
    const logo = await admin.put(folder, 'img/logo.png', png, 'ddddddd');
    const a = await admin.entryOf(index.id);
    const b = await admin.entryOf(logo.id);
    expect(ok(await admin.publish([a.id, b.id]))).toEqual({ published: 2, scheduled: 0 });
    expect(await waiting()).toEqual([]);

    const page = await live('site/index.html');
    expect(page.status).toBe(200);
    expect(page.bytes.toString('utf8')).toBe('<h1>第一版</h1>');
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
    const image = await live('site/img/logo.png');
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(image.bytes.equals(png)).toBe(true);
    const again = await fetchLive(server, '/h5-live/site/index.html', { headers: { 'if-none-match': page.headers.get('etag')! } });
    expect(again.status).toBe(304);

    // A folder path redirects to its slash form, which serves index.html.
    expect((await live('site')).headers.get('location')).toBe('/h5-live/site/');
    expect((await live('site/')).bytes.toString('utf8')).toBe('<h1>第一版</h1>');
    expect((await admin.detail(index.id))).toMatchObject({ live_state: 'live', live_url: '/h5-live/site/index.html', prepublish_state: 'none' });
  });

  test('nothing live there → 404 with a short Chinese page; climbing paths are 404 too', async () => {
    for (const path of ['site/none.html', 'site/', '..%2F..%2Fetc%2Fpasswd', 'a/%2e%2e/b.html']) {
      const res = await live(path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.bytes.toString('utf8')).toContain('该页面尚未发布或已被撤回');
    }
  });

  test('a file whose newer bytes are uploaded shows "changed" until they are published', async () => {
    const { folder, index } = await site();
    await admin.goLive(index.id);
    await admin.put(folder, 'index.html', '<h1>第二版</h1>', 'bbbbbbb');
    expect((await admin.detail(index.id)).live_state).toBe('changed');
    expect((await live('site/index.html')).bytes.toString('utf8')).toBe('<h1>第一版</h1>');
    await admin.goLive(index.id);
    expect((await live('site/index.html')).bytes.toString('utf8')).toBe('<h1>第二版</h1>');
  });

  test('an entry whose bytes went live meanwhile is refused now; a scheduled entry cannot be published again', async () => {
    const { index } = await site();
    const scheduled = await admin.entryOf(index.id);
    ok(await admin.publish([scheduled.id], at(10)));
    // Only a waiting entry blocks a new one: the same bytes may wait beside their scheduled twin.
    const twin = await admin.entryOf(index.id);
    expect(refusedOf(await admin.publish([scheduled.id]))).toEqual([
      { id: scheduled.id, file_name: 'site/index.html', reason: `已定时于 ${at(10)} 发布，如需调整请先删除该记录` },
    ]);
    server.clock.advance(10 * MINUTE);
    server.app.cms.applyDue();
    const res = await admin.publish([twin.id]);
    expect(res.body).toMatchObject({ code: ErrorCode.SaveOrPublishFailed, msg: '「site/index.html」线上已是该版本（内容未变化），无需重复发布' });
    expect(ok<H5CheckResult>(await admin.prepublishCheck([twin.id, 9999]))).toEqual<H5CheckResult>({
      ok: [],
      refused: [
        { id: twin.id, file_name: 'site/index.html', reason: '线上已是该版本（内容未变化），无需重复发布' },
        { id: 9999, file_name: '#9999', reason: '预发布记录不存在或已被删除' },
      ],
    });
  });
});

describe('scheduled publish', () => {
  test('not live before its time; live after the clock passes it and the scheduler runs', async () => {
    const { index } = await site();
    const entry = await admin.entryOf(index.id);
    expect(ok(await admin.publish([entry.id], at(30)))).toEqual({ published: 0, scheduled: 1 });
    expect(await waiting()).toMatchObject([{ id: entry.id, status: 'scheduled', push_operator: 'admin', push_time: at(30) }]);
    expect((await admin.detail(index.id)).prepublish_state).toBe('scheduled');
    expect(ok<H5Overview>(await admin.overview()).upcoming.map((e) => e.id)).toEqual([entry.id]);

    server.clock.advance(29 * MINUTE);
    server.app.cms.applyDue();
    expect((await live('site/index.html')).status).toBe(404);

    server.clock.advance(MINUTE);
    server.app.cms.applyDue();
    const page = await live('site/index.html');
    expect([page.status, page.bytes.toString('utf8')]).toEqual([200, '<h1>第一版</h1>']);
    expect(await waiting()).toEqual([]);
    const [history] = await admin.historyEntries();
    expect(history).toMatchObject({ action: 'publish', path: 'site/index.html', operator: 'admin', time: at(30), pre_operator: 'admin', pre_time: at(0), late: 0 });
  });

  test('push time rules: malformed and earlier than now (even by seconds: no grace, issue 44 item 22) are 1106; the current second publishes now', async () => {
    const { index } = await site();
    const entry = await admin.entryOf(index.id);
    const malformed = await admin.publish([entry.id], '2026/01/05 10:00');
    expect(malformed.body).toMatchObject({ code: ErrorCode.ValidationFailed, data: { errors: [{ field: 'push_time' }] } });
    server.clock.advance(10 * MINUTE);
    const early = await admin.publish([entry.id], at(8));
    expect(early.body).toMatchObject({ code: ErrorCode.ValidationFailed, msg: PRESET_TIME_TOO_EARLY });
    expect((await admin.prepublishCheck([entry.id], at(8))).body.msg).toBe(PRESET_TIME_TOO_EARLY);
    server.clock.advance(30_000);
    expect((await admin.publish([entry.id], at(10))).body).toMatchObject({ code: ErrorCode.ValidationFailed, msg: PRESET_TIME_TOO_EARLY });
    expect(ok(await admin.publish([entry.id], formatCmsTime(server.clock.now())))).toEqual({ published: 1, scheduled: 0 });
  });

  test('an entry scheduled at the very time another of its path is → 1013; another time is fine', async () => {
    const { folder, index } = await site();
    const first = await admin.entryOf(index.id);
    ok(await admin.publish([first.id], at(60)));
    await admin.put(folder, 'index.html', '<h1>第二版</h1>', 'bbbbbbb');
    const second = await admin.entryOf(index.id);

    const check = ok<H5CheckResult>(await admin.prepublishCheck([second.id], at(60)));
    expect(check.refused).toEqual([{ id: second.id, file_name: 'site/index.html', reason: `该路径已有 ${at(60)} 的定时发布（记录 ${String(first.id)}）` }]);
    const clash = await admin.publish([second.id], at(60));
    expect(clash.body).toMatchObject({ code: ErrorCode.PresetTimeOverlap, msg: '预设发布时间重复或重叠，请重新设置' });
    expect(ok(await admin.publish([second.id], at(90)))).toEqual({ published: 0, scheduled: 1 });

    // The later one wins once both are due, and the earlier stays one revoke away.
    server.clock.advance(90 * MINUTE);
    server.app.cms.applyDue();
    expect((await live('site/index.html')).bytes.toString('utf8')).toBe('<h1>第二版</h1>');
    expect((await admin.liveFiles())[0]).toMatchObject({ git_id: 'bbbbbbb', previous_versions: 1 });
  });

  test('deleting a pre-publish entry cancels a scheduled publish; an entry already gone is 1015', async () => {
    const { index } = await site();
    const entry = await admin.entryOf(index.id);
    ok(await admin.publish([entry.id], at(10)));
    expect(ok(await admin.prepublishDelete([entry.id]))).toEqual({ deleted: 1 });
    server.clock.advance(20 * MINUTE);
    server.app.cms.applyDue();
    expect((await live('site/index.html')).status).toBe(404);
    expect((await admin.prepublishDelete([entry.id])).body.code).toBe(ErrorCode.WithdrawConflict);
    expect(await admin.historyEntries()).toEqual([]);
  });
});

describe('revoke and history', () => {
  test('revoke brings back the previous live version byte for byte; revoking the first version removes the page', async () => {
    const { folder, index } = await site();
    const v1 = Buffer.from([0xef, 0xbb, 0xbf, 0x3c, 0x70, 0x3e, 0xe4, 0xb8, 0x80, 0x0d, 0x0a]); // BOM, CRLF: bytes, not text
    await admin.put(folder, 'index.html', v1, 'aaaaaaa');
    const first = await admin.goLive(index.id);
    expect(first.previous_versions).toBe(0);
    await admin.put(folder, 'index.html', '<p>二</p>', 'bbbbbbb');
    const second = await admin.goLive(index.id);
    expect(second).toMatchObject({ previous_versions: 1, git_id: 'bbbbbbb', push_operator: 'admin' });

    const restored = ok<H5RevokeResult>(await admin.revoke(second.id));
    expect(restored).toMatchObject({ outcome: 'restored', live: { id: first.id, git_id: 'aaaaaaa', previous_versions: 0 } });
    expect((await live('site/index.html')).bytes.equals(v1)).toBe(true);
    expect((await admin.revoke(second.id)).body.code).toBe(ErrorCode.WithdrawConflict);

    const removed = ok<H5RevokeResult>(await admin.revoke(first.id));
    expect(removed).toEqual<H5RevokeResult>({ outcome: 'removed', live: null });
    expect((await live('site/index.html')).status).toBe(404);
    expect(await admin.liveFiles()).toEqual([]);
    expect((await admin.revoke(9999)).body.code).toBe(ErrorCode.NotFound);
  });

  test('history lists every publish and revoke, newest first, with operators and times; search and paging', async () => {
    const { index } = await site();
    await admin.goLive(index.id);
    server.clock.advance(5 * MINUTE);
    const [current] = await admin.liveFiles();
    ok(await editor.revoke(current!.id));
    const list = await admin.historyEntries();
    expect(list.map((h) => [h.action, h.operator, h.time, h.path])).toEqual([
      ['revoke', 'editor', at(5), 'site/index.html'],
      ['publish', 'admin', at(0), 'site/index.html'],
    ]);
    expect(list[0]).toMatchObject<Partial<H5HistoryEntry>>({ git_id: 'aaaaaaa', pre_operator: null, restored: null });
    expect(list[1]).toMatchObject<Partial<H5HistoryEntry>>({ pre_operator: 'admin', pre_time: at(0), late: 0 });
    const page = ok<Paged<H5HistoryEntry>>(await admin.history('?currPage=2&pageSize=1&search=site'));
    expect([page.total, page.currPage, page.pageSize, page.list[0]?.action]).toEqual([2, 2, 1, 'publish']);
    expect(ok<Paged<H5HistoryEntry>>(await admin.history('?search=nothing')).total).toBe(0);
    expect((await admin.history('?pageSize=0')).status).toBe(400);
  });
});
