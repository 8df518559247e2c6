/**
 * Upload of files and folders: relative paths create sub-folders, a name that exists is 1401 unless overwrite is
 * true, upload/check says which paths exist and which are refused, and every refused upload stores nothing — no row,
 * no blob file.
 */
import { ErrorCode, H5_UPLOAD_MAX_BYTES, type H5File, type H5UploadCheck, type ValidationErrorData } from 'shared-ui/contract';
import { signedIn, startServer, type TestServer } from './harness';
import { b64, clearH5, H5Client, ok } from './h5releaseClient';

let server: TestServer;
let editor: H5Client;

beforeAll(async () => {
  server = await startServer({ sessionTtlMs: 365 * 24 * 3_600_000 });
  editor = new H5Client(await signedIn(server, 'editor'));
});
afterAll(() => server.close());
beforeEach(() => clearH5(server));

const rows = () => server.app.cms.db.prepare('SELECT type, file_name, parent_id FROM h5_items ORDER BY id').all();
const blobs = () => server.app.cms.h5.store.blobs.list();

test('a folder upload: one call per file, sub-folders created from the relative paths, types from the extension', async () => {
  const site = await editor.newFolder(0, 'site');
  const files: [string, string][] = [
    ['index.html', '<h1>首页</h1>'],
    ['css/app.css', 'body{}'],
    ['js/lib/app.js', 'console.log(1)'],
    ['css/theme.css', '.a{}'],
  ];
  for (const [path, text] of files) ok<H5File>(await editor.upload(site.id, path, `data:text/plain;base64,${b64(text)}`));
  const top = await editor.listing(site.id);
  expect(top.children.map((c) => [c.type, c.file_name])).toEqual([
    ['folder', 'css'], ['folder', 'js'], ['file', 'index.html'],
  ]);
  const css = top.children.find((c) => c.file_name === 'css')!;
  const cssListing = await editor.listing(css.id);
  expect(cssListing.children.map((c) => c.file_name)).toEqual(['app.css', 'theme.css']);
  expect(cssListing.children[0]).toMatchObject({ content_type: 'text/css; charset=utf-8', size: 6, git_id: '', update_operator: 'editor' });
  const appJs = (await editor.listing((await editor.listing(top.children[1]!.id)).children[0]!.id)).children[0]!;
  expect(await editor.detail(appJs.id)).toMatchObject({ path: 'site/js/lib/app.js', content_type: 'application/javascript; charset=utf-8' });
});

test('upload/check: which paths exist (ask first) and which are refused, with why', async () => {
  const site = await editor.newFolder(0, 'site');
  await editor.put(site.id, 'index.html', 'a');
  await editor.put(site.id, 'img.png', Buffer.from([0x89, 0x50]));
  await editor.newFolder(site.id, 'docs.html');
  const res = ok<H5UploadCheck>(
    await editor.uploadCheck(site.id, ['index.html', 'new.html', 'img.png/x.css', 'docs.html', '../x.html', 'evil.exe', 'new.html']),
  );
  expect(res).toEqual<H5UploadCheck>({
    existing: ['index.html'],
    refused: [
      { path: 'img.png/x.css', reason: '「img.png」是已存在的文件，不能作为文件夹' },
      { path: 'docs.html', reason: '「docs.html」是已存在的文件夹' },
      { path: '../x.html', reason: '路径不能包含 ..' },
      { path: 'evil.exe', reason: expect.stringContaining('不支持的文件类型 .exe') as string },
      { path: 'new.html', reason: '与本次上传的另一个文件路径相同' },
    ],
  });
  expect((await editor.uploadCheck(9999, ['a.html'])).body.code).toBe(ErrorCode.NotFound);
});

test('a name that exists is 1401 unless overwrite is true; overwriting keeps the file and clears its git version', async () => {
  const site = await editor.newFolder(0, 'site');
  const first = await editor.put(site.id, 'index.html', 'v1', 'aaaaaaa');
  const clash = await editor.upload(site.id, 'index.html', b64('v2'));
  expect(clash.body).toMatchObject({ code: ErrorCode.NameExists, data: { path: 'index.html' } });
  expect(clash.body.msg).toContain('名称已存在');
  expect((await editor.detail(first.id)).size).toBe(2);
  expect((await editor.upload(site.id, 'index.html', b64('v2'), false)).body.code).toBe(ErrorCode.NameExists);

  const replaced = ok<H5File>(await editor.upload(site.id, 'index.html', b64('version 2'), true));
  expect(replaced).toMatchObject({ id: first.id, size: 9, git_id: '' });
  expect(replaced.sha256).not.toBe(first.sha256);
  // Same bytes again: the git version still describes them, so it stays.
  ok(await editor.gitId([first.id], 'bbbbbbb'));
  expect(ok<H5File>(await editor.upload(site.id, 'index.html', b64('version 2'), true)).git_id).toBe('bbbbbbb');
  // The first version's bytes are no longer needed by anything.
  expect(server.app.cms.h5.store.blobs.has(first.sha256)).toBe(false);
});

test('a folder of that name is 1401 even with overwrite; a file where a folder is needed is 1106', async () => {
  const site = await editor.newFolder(0, 'site');
  await editor.newFolder(site.id, 'a.html');
  await editor.put(site.id, 'b.css', 'b');
  expect((await editor.upload(site.id, 'a.html', b64('x'), true)).body.code).toBe(ErrorCode.NameExists);
  const res = await editor.upload(site.id, 'b.css/c.css', b64('x'), true);
  expect(res.body).toMatchObject({ code: ErrorCode.ValidationFailed, msg: '「b.css」是已存在的文件，不能作为文件夹' });
});

describe('refused uploads store nothing: no row, no blob file', () => {
  const cases: [string, string, () => string, string][] = [
    ['a climbing path', '../x.html', () => b64('<p>x</p>'), '路径不能包含 ..'],
    ['a climbing path inside', 'css/../../x.html', () => b64('<p>x</p>'), '路径不能包含 ..'],
    ['an absolute path', '/abs.html', () => b64('<p>x</p>'), '不能使用绝对路径'],
    ['a Windows absolute path', 'C:\\abs.html', () => b64('<p>x</p>'), '不能使用绝对路径'],
    ['a control character', 'bad\u0007name.html', () => b64('<p>x</p>'), '名称不能包含控制字符'],
    ['a type not allowed', 'evil.exe', () => b64('MZ'), '不支持的文件类型 .exe'],
    ['no extension', 'README', () => b64('text'), '不支持的文件类型：'],
    ['an empty file (data URL)', 'empty.html', () => 'data:text/html;base64,', '文件为空'],
    ['an empty file', 'empty.html', () => '', '文件为空'],
    ['a file over 10 MB', 'big.js', () => Buffer.alloc(H5_UPLOAD_MAX_BYTES + 1, 0x61).toString('base64'), '文件超过 10 MB'],
    ['bad base64', 'x.html', () => '%%%notbase64', '文件内容（data）不是有效的 base64'],
  ];

  test.each(cases)('%s', async (_name, path, data, reason) => {
    const site = await editor.newFolder(0, 'site');
    const rowsBefore = rows();
    const blobsBefore = blobs();
    const res = await editor.upload(site.id, path, data());
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(ErrorCode.ValidationFailed);
    expect(res.body.msg).toContain(reason);
    expect((res.body.data as ValidationErrorData).errors[0]?.message).toContain(reason);
    expect(rows()).toEqual(rowsBefore);
    expect(blobs()).toEqual(blobsBefore);
  });

  test('a 10 MB file exactly is accepted (the limit is inclusive)', async () => {
    const big = ok<H5File>(await editor.upload(0, 'big.js', Buffer.alloc(H5_UPLOAD_MAX_BYTES, 0x62).toString('base64')));
    expect(big.size).toBe(H5_UPLOAD_MAX_BYTES);
  });

  test('a clash refused with 1401 leaves no new blob either', async () => {
    await editor.put(0, 'a.html', 'first');
    const blobsBefore = blobs();
    expect((await editor.upload(0, 'a.html', b64('second, never stored'))).body.code).toBe(ErrorCode.NameExists);
    expect(blobs()).toEqual(blobsBefore);
  });
});
