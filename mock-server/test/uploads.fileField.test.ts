/**
 * Issue 34, the file field: mock-server stores a module's file (name, type, size, SHA-256) under the rule the module
 * declares — the same `fileProblem` the browser runs before sending, then the bytes' own signature — serves it under
 * its name (inline for Chromium's preview, as an attachment on request), and a saved entry keeps its address.
 */
import { createHash } from 'node:crypto';
import { ErrorCode, type StoredFileInfo } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, signedInWith, startServer, type Browser, type TestServer } from './harness';
import { ModuleClient, refusal, seedValuesOf } from './workflowClient';

const TRAILER = 'wm/trailerFees';
const trailerFees = registeredModules.find((m) => m.key === TRAILER)!;
/** A small real PDF: what a signed disclosure starts and ends like. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const upload = (browser: Browser, fileName: string, bytes: Buffer, field = 'document', module = TRAILER) =>
  browser.call('POST', 'upload/file', { module, field, fileName, data: bytes.toString('base64') });

let server: TestServer;
let admin: Browser;

beforeAll(async () => {
  server = await startServer();
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('a file field’s upload', () => {
  it('stores the file with its name, type, size and checksum, and serves it under its name', async () => {
    const res = await upload(admin, '2027 年度尾随佣金披露.pdf', PDF);
    expect(res.body.code).toBe(0);
    const info = res.body.data as StoredFileInfo;
    const sha256 = createHash('sha256').update(PDF).digest('hex');
    expect(info).toEqual({
      url: `/v2/cms/upload/files/${sha256.slice(0, 32)}/${encodeURIComponent('2027 年度尾随佣金披露.pdf')}`,
      name: '2027 年度尾随佣金披露.pdf',
      type: 'application/pdf',
      size: PDF.length,
      sha256,
    });
    const shown = await admin.raw('GET', info.url);
    expect([shown.status, shown.headers.get('content-type'), shown.headers.get('content-disposition')]).toEqual([
      200,
      'application/pdf',
      `inline; filename*=UTF-8''${encodeURIComponent('2027 年度尾随佣金披露.pdf')}`,
    ]);
    expect(Buffer.from(await shown.arrayBuffer()).equals(PDF)).toBe(true);
    const download = await admin.raw('GET', `${info.url}?download=1`);
    expect(download.headers.get('content-disposition')).toMatch(/^attachment; /);
    const described = await admin.call('GET', `${info.url.slice('/v2/cms/'.length)}/info`);
    expect(described.body.data).toEqual(info);
  });

  it.each([
    ['a type the field does not take', '披露.docx', PDF, '文件类型不支持：仅支持 PDF'],
    ['bytes that are not what the name says', '披露.pdf', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]), '文件内容不是有效的 PDF，请检查文件'],
    ['more than the field’s 10 MB', '披露.pdf', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), '文件大小不能超过 10MB（当前 10MB）'],
  ])('refuses %s with the browser’s words, storing nothing', async (_, name, bytes, message) => {
    const before = server.app.cms.uploads.count();
    const res = await upload(admin, name, bytes);
    expect(refusal(res)).toEqual([ErrorCode.ValidationFailed, [`document: ${message}`]]);
    expect(server.app.cms.uploads.count()).toBe(before);
  });

  it('knows only the module’s file fields', async () => {
    expect((await upload(admin, 'a.pdf', PDF, 'period')).status).toBe(400);
    expect((await upload(admin, 'a.pdf', PDF, 'document', 'wm/nowhere')).status).toBe(400);
    expect((await admin.raw('GET', `upload/files/${'0'.repeat(32)}/a.pdf`)).status).toBe(404);
  });

  it('belongs to the module: an editor of another module is refused (1029), a reader may not upload', async () => {
    const elsewhere = await signedInWith(server, 'editor', ['/operation/wm/modules/splashScreen']);
    expect((await upload(elsewhere, 'a.pdf', PDF)).body.code).toBe(ErrorCode.NoModulePermission);
    const own = await signedInWith(server, 'editor', [trailerFees.path]);
    expect((await upload(own, 'a.pdf', PDF)).body.code).toBe(0);
    const reader = await signedIn(server, 'reader');
    expect((await upload(reader, 'a.pdf', PDF)).body.code).not.toBe(0);
  });

  it('is kept by a saved entry; an address that is not a stored PDF is refused', async () => {
    const client = new ModuleClient(admin, trailerFees);
    const values = seedValuesOf(trailerFees);
    const info = (await upload(admin, '披露.pdf', PDF)).body.data as StoredFileInfo;
    expect((await client.save({ ...values, document: info.url })).body.code).toBe(0);
    expect(((await client.content()).body.data as { document: string }).document).toBe(info.url);
    const elsewhere = await client.save({ ...values, document: 'https://www.example.com/a.pdf' });
    expect(refusal(elsewhere)).toEqual([ErrorCode.ValidationFailed, ['document: 请重新上传披露文件']]);
  });
});
