/**
 * The edit view's calls on the folder tree: listing, detail and preview bytes, add folder (default names), rename
 * (1401, type rule, protection), delete (many, recursive, protected, bytes freed), remark on many, git version, and
 * the role rule as the session guard applies it to these paths.
 */
import { ErrorCode, H5_API_BASE, H5_DEFAULT_FOLDER_NAME, type H5CheckResult, type H5Folder, type H5Item, type ValidationErrorData } from 'shared-ui/contract';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { clearH5, H5Client, ok, refusedOf } from './h5releaseClient';

let server: TestServer;
let admin: H5Client;
let editor: H5Client;
let reader: Browser;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 3_600_000 });
  admin = new H5Client(await signedIn(server, 'admin'));
  editor = new H5Client(await signedIn(server, 'editor'));
  // Granted the release system outright: a reader is not given it by the implied paths (permissionPaths.ts).
  reader = await signedInWith(server, 'reader', ['/h5/relesesystem']);
});
afterAll(() => server.close());
beforeEach(() => clearH5(server));

const names = (items: H5Item[]) => items.map((i) => i.file_name);

describe('listing and detail', () => {
  test('root and nested folders list folders first, then files in upload order, with the breadcrumb', async () => {
    const site = await admin.newFolder(0, 'site');
    await admin.put(site.id, 'b.html', '<p>b</p>');
    await admin.put(site.id, 'a.css', 'a{}');
    const css = await admin.newFolder(site.id, 'css');
    await admin.put(css.id, 'x.css', 'x{}');

    const root = await admin.listing(0);
    expect(root.folder).toEqual({ id: 0, file_name: '根目录', path: '' });
    expect(root.ancestors).toEqual([]);
    expect(names(root.children)).toEqual(['site']);

    const listing = await admin.listing(site.id);
    expect(names(listing.children)).toEqual(['css', 'b.html', 'a.css']);
    const inner = await admin.listing(css.id);
    expect(inner.folder).toEqual({ id: css.id, file_name: 'css', path: 'site/css' });
    expect(inner.ancestors).toEqual([{ id: site.id, file_name: 'site' }, { id: css.id, file_name: 'css' }]);
  });

  test('file detail names its path, its state and a preview URL that serves the bytes with the session', async () => {
    const site = await admin.newFolder(0, 'site');
    const file = await admin.put(site.id, 'index.html', '<h1>你好</h1>', 'abc1234');
    const detail = await admin.detail(file.id);
    expect(detail).toMatchObject({
      type: 'file', path: 'site/index.html', git_id: 'abc1234', size: Buffer.byteLength('<h1>你好</h1>'),
      content_type: 'text/html; charset=utf-8', live_state: 'none', live_url: null, prepublish_state: 'none', update_operator: 'admin',
    });
    expect(detail.content_url).toBe(`/v2/cms/${H5_API_BASE}content/${String(file.id)}`);
    const res = await admin.browser.raw('GET', detail.content_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(await res.text()).toBe('<h1>你好</h1>');
    const anonymous = await fetch(`${server.baseUrl}${detail.content_url}`);
    expect(anonymous.status).toBe(401);
  });

  test('unknown or wrong-type ids are 1107; a malformed id is HTTP 400', async () => {
    const site = await admin.newFolder(0, 'site');
    const file = await admin.put(site.id, 'a.html', 'a');
    expect((await admin.folder(file.id)).body.code).toBe(ErrorCode.NotFound);
    expect((await admin.file(site.id)).body.code).toBe(ErrorCode.NotFound);
    expect((await admin.folder(9999)).body.code).toBe(ErrorCode.NotFound);
    const bad = await admin.browser.call('GET', `${H5_API_BASE}file/abc`);
    expect([bad.status, bad.body.code]).toEqual([400, ErrorCode.ValidationFailed]);
  });
});

describe('add folder', () => {
  test('no name → 未命名文件夹, then 未命名文件夹2, 3 …, each in its own parent', async () => {
    const first = await admin.newFolder(0);
    const second = await admin.newFolder(0, '');
    const third = await admin.newFolder(0);
    expect([first.file_name, second.file_name, third.file_name]).toEqual([H5_DEFAULT_FOLDER_NAME, `${H5_DEFAULT_FOLDER_NAME}2`, `${H5_DEFAULT_FOLDER_NAME}3`]);
    expect(first).toMatchObject({ type: 'folder', parent_id: 0, live_count: 0, remark: '', update_operator: 'admin' });
    expect(third.order_index).toBeGreaterThan(second.order_index);
    const nested = await admin.newFolder(first.id);
    expect(nested.file_name).toBe(H5_DEFAULT_FOLDER_NAME);
  });

  test('a name that exists is 1401; a bad name is 1106 with the reason; an unknown parent is 1107', async () => {
    await admin.newFolder(0, 'site');
    const clash = await admin.add({ parent_id: 0, file_name: 'site' });
    expect([clash.status, clash.body.code]).toEqual([200, ErrorCode.NameExists]);
    expect(clash.body.msg).toContain('名称已存在');
    const bad = await admin.add({ parent_id: 0, file_name: 'a/b' });
    expect(bad.body.code).toBe(ErrorCode.ValidationFailed);
    expect((bad.body.data as ValidationErrorData).errors[0]).toMatchObject({ field: 'file_name' });
    // A value of the wrong type is a malformed request: 400, naming the field.
    const wrongParent = await admin.add({ parent_id: 'x' });
    expect([wrongParent.status, wrongParent.body.code, wrongParent.body.msg]).toEqual([400, ErrorCode.ValidationFailed, '上级文件夹（parent_id）的类型不正确']);
    // The spec's body names the folder alone: it goes in the root (issue 44, item 26).
    const specBody = ok<H5Item>(await admin.add({ file_name: 'spec-root' }));
    expect(specBody).toMatchObject({ type: 'folder', parent_id: 0, file_name: 'spec-root' });
    expect((await admin.listing(0)).children.map((item) => item.file_name)).toContain('spec-root');
    expect((await admin.add({ parent_id: 9999, file_name: 'x' })).body.code).toBe(ErrorCode.NotFound);
  });
});

describe('rename', () => {
  test('renames; a name already in that folder is 1401 名称已存在 and nothing changes', async () => {
    const site = await admin.newFolder(0, 'site');
    const a = await admin.put(site.id, 'a.html', 'a');
    await admin.put(site.id, 'b.html', 'b');
    const renamed = ok<H5Item>(await admin.rename(a.id, 'c.html'));
    expect(renamed).toMatchObject({ id: a.id, file_name: 'c.html' });
    const clash = await admin.rename(a.id, 'b.html');
    expect(clash.body).toMatchObject({ code: ErrorCode.NameExists });
    expect(clash.body.msg).toContain('名称已存在');
    expect(names((await admin.listing(site.id)).children)).toEqual(['c.html', 'b.html']);
    // The same name in another folder is fine.
    const other = await admin.newFolder(0, 'other');
    await admin.put(other.id, 'x.html', 'x');
    expect(ok<H5Item>(await admin.rename((await admin.listing(other.id)).children[0]!.id, 'b.html')).file_name).toBe('b.html');
  });

  test('a file keeps an allowed type, and its content type follows the new extension', async () => {
    const site = await admin.newFolder(0, 'site');
    const file = await admin.put(site.id, 'a.html', 'a');
    const exe = await admin.rename(file.id, 'a.exe');
    expect(exe.body.code).toBe(ErrorCode.ValidationFailed);
    expect(exe.body.msg).toContain('不支持的文件类型 .exe');
    expect(ok<H5Item>(await admin.rename(file.id, 'a.json'))).toMatchObject({ content_type: 'application/json; charset=utf-8' });
  });

  test('a live file, and a folder holding one, cannot be renamed', async () => {
    const site = await admin.newFolder(0, 'site');
    const file = await admin.put(site.id, 'index.html', 'v1', 'aaaaaaa');
    await admin.goLive(file.id);
    const res = await admin.rename(file.id, 'home.html');
    expect(res.body.code).toBe(ErrorCode.SaveOrPublishFailed);
    expect(res.body.msg).toBe('「index.html」已发布上线，请先在发布列表中撤回，不能重命名');
    expect((await admin.rename(site.id, 'site2')).body.msg).toContain('文件夹中有 1 个已上线的文件');
  });
});

describe('delete', () => {
  test('deletes many at once, a folder with everything in it, and frees their bytes', async () => {
    const blobsBefore = server.app.cms.h5.store.blobs.list();
    const site = await admin.newFolder(0, 'site');
    await admin.put(site.id, 'css/app.css', 'body{color:red}/*unique-1*/');
    const loose = await admin.put(0, 'loose.html', '<p>unique-2</p>');
    const keep = await admin.newFolder(0, 'keep');
    expect(server.app.cms.h5.store.blobs.list()).toHaveLength(blobsBefore.length + 2);

    expect(ok<{ deleted: number }>(await admin.remove([site.id, loose.id]))).toEqual({ deleted: 2 });
    expect(names((await admin.listing(0)).children)).toEqual([keep.file_name]);
    expect(server.app.cms.db.prepare('SELECT COUNT(*) AS n FROM h5_items').get()).toEqual({ n: 1 });
    expect(server.app.cms.h5.store.blobs.list()).toEqual(blobsBefore);
  });

  test('a live file or a folder holding one is protected: the whole call is refused with why, nothing deleted', async () => {
    const site = await admin.newFolder(0, 'site');
    const page = await admin.put(site.id, 'index.html', 'v1', 'aaaaaaa');
    await admin.goLive(page.id);
    const spare = await admin.newFolder(0, 'spare');
    const res = await admin.remove([spare.id, site.id, page.id]);
    expect(res.body.code).toBe(ErrorCode.SaveOrPublishFailed);
    expect(res.body.msg).toBe('「site」文件夹中有 1 个已上线的文件，请先在发布列表中撤回（共 2 项未通过）');
    expect(res.body.data).toEqual<H5CheckResult>({
      ok: [spare.id],
      refused: [
        { id: site.id, file_name: 'site', reason: '文件夹中有 1 个已上线的文件，请先在发布列表中撤回' },
        { id: page.id, file_name: 'index.html', reason: '已发布上线，请先在发布列表中撤回' },
      ],
    });
    expect(names((await admin.listing(0)).children)).toEqual(['site', 'spare']);
  });

  test('a file waiting in the pre-publish list is protected too', async () => {
    const page = await admin.put(0, 'a.html', 'a', 'aaaaaaa');
    await admin.entryOf(page.id);
    expect(refusedOf(await admin.remove([page.id]))).toEqual([{ id: page.id, file_name: 'a.html', reason: '在预发布列表中，请先删除其预发布记录' }]);
  });

  test('an id that no longer exists is 1107 and nothing is deleted', async () => {
    const a = await admin.newFolder(0, 'a');
    expect((await admin.remove([a.id, 9999])).body.code).toBe(ErrorCode.NotFound);
    expect(names((await admin.listing(0)).children)).toEqual(['a']);
  });
});

describe('remark and git version', () => {
  test('one remark on many items, folders and files alike', async () => {
    const a = await admin.newFolder(0, 'a');
    const f = await admin.put(0, 'f.html', 'f');
    expect(ok(await editor.remark([a.id, f.id], '  双十一活动  '))).toEqual({ updated: 2 });
    const children = (await admin.listing(0)).children;
    expect(children.map((c) => [c.remark, c.update_operator])).toEqual([['双十一活动', 'editor'], ['双十一活动', 'editor']]);
    const long = await admin.remark([a.id], 'x'.repeat(201));
    expect(long.body).toMatchObject({ code: ErrorCode.ValidationFailed, msg: '备注不能超过 200 个字符' });
  });

  test('git id: 7–40 hex (upper case folded), files only', async () => {
    const f = await admin.put(0, 'f.html', 'f');
    const g = await admin.put(0, 'g.html', 'g');
    expect(ok(await editor.gitId([f.id, g.id], 'ABCDEF1'))).toEqual({ updated: 2 });
    expect((await admin.detail(f.id)).git_id).toBe('abcdef1');
    for (const bad of ['abc12', 'xyz1234', 'a'.repeat(41), '']) {
      const res = await admin.gitId([f.id], bad);
      expect(res.body).toMatchObject({ code: ErrorCode.ValidationFailed, msg: 'git 版本应为 7–40 位十六进制提交号' });
    }
    const folder = await admin.newFolder(0, 'dir');
    const res = await admin.gitId([f.id, folder.id], 'abcdef2');
    expect(refusedOf(res)).toEqual([{ id: folder.id, file_name: 'dir', reason: '是文件夹，只能为文件关联 git 版本' }]);
    expect((await admin.detail(f.id)).git_id).toBe('abcdef1');
  });
});

describe('roles (the session guard)', () => {
  test('a reader may read and ask the checks, but not add, rename or delete', async () => {
    const folder: H5Folder = await admin.newFolder(0, 'site');
    const h5 = (path: string) => `${H5_API_BASE}${path}`;
    expect((await reader.call('GET', h5('folder/0'))).body.code).toBe(0);
    expect((await reader.call('POST', h5('check'), { file_ids: [folder.id] })).body.code).toBe(0);
    expect((await reader.call('POST', h5('prepublish/check'), { ids: [1] })).body.code).toBe(0);
    for (const [method, path, body] of [
      ['POST', 'add', { parent_id: 0 }],
      ['PUT', `filename/${String(folder.id)}`, { file_name: 'x' }],
      ['POST', 'delete', { ids: [folder.id] }],
      ['POST', 'upload', { folder_id: 0, path: 'a.html', data: 'YQ==' }],
    ] as const) {
      const res = await reader.call(method, h5(path), body);
      expect([res.status, res.body.code]).toEqual([403, ErrorCode.RoleRefused]);
    }
    expect(names((await admin.listing(0)).children)).toEqual(['site']);
  });
});
