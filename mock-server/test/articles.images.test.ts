/**
 * `POST article/image`: the bytes decide (magic numbers), never the file name. Thumbnails and content images are JPG
 * only (modules.md §5; content images since issue 30); all at most 2 MB. Stored files are served back with their own
 * type (a PNG stored before issue 30 too).
 */
import { ARTICLE_API, type ArticleImageAnswer, type ValidationErrorData } from 'shared-ui/contract';
import { articleTestServer, base64, createArticle, dataOf, GIF_BYTES, jpegBytes, pngBytes } from './articlesFixtures';
import { type Browser } from './harness';

const { server, editor, reader } = articleTestServer('editor', 'reader');

const upload = (purpose: string, bytes: Buffer, fileName = 'image.jpg', browser: Browser = editor) =>
  browser.call('POST', ARTICLE_API.image, { purpose, fileName, data: base64(bytes) });
const uploadCount = () => server.app.cms.uploads.count();

describe('accepted', () => {
  it.each([
    ['thumbnail', 'JPG', jpegBytes(), 'jpg', 'image/jpeg'],
    ['content', 'JPG', jpegBytes(16, 9), 'jpg', 'image/jpeg'],
  ])('a %s %s, served back at /v2/cms/upload/files/<id>.%s', async (purpose, _kind, bytes, ext, type) => {
    const res = await upload(purpose, bytes, `picture.${ext}`);
    expect(res.body.msg).toBe('上传成功');
    const { url } = dataOf<ArticleImageAnswer>(res);
    expect(url).toMatch(new RegExp(`^/v2/cms/upload/files/[0-9a-f]{32}\\.${ext}$`));
    const served = await editor.raw('GET', url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(type);
    expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
    // One URL per file: another extension does not serve the same bytes.
    const other = url.replace(/\.(jpg|png|gif)$/, ext === 'png' ? '.gif' : '.png');
    expect((await editor.raw('GET', other)).status).toBe(404);
  });

  it('still serves a PNG content image stored before content images became JPG only, with its own type', async () => {
    const bytes = pngBytes(6, 6);
    const id = server.app.cms.uploads.save({ moduleKey: 'articles/article', field: 'content', fileName: 'old.png', contentType: 'image/png', bytes, createdBy: 'editor' }, server.clock.now());
    const served = await editor.raw('GET', `/v2/cms/upload/files/${id}.png`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await editor.raw('GET', `/v2/cms/upload/files/${id}.jpg`)).status).toBe(404);
  });

  it('accepts a data: URL prefix, and the uploaded path as thumbnail and as an image in the content', async () => {
    const dataUrl = `data:image/jpeg;base64,${base64(jpegBytes(12, 12))}`;
    const { url } = dataOf<ArticleImageAnswer>(await editor.call('POST', ARTICLE_API.image, { purpose: 'thumbnail', fileName: 'a.jpg', data: dataUrl }));
    const { url: chart } = dataOf<ArticleImageAnswer>(await upload('content', jpegBytes(6, 6), 'chart.jpg'));
    const article = await createArticle(editor, { thumbnail: url, content: `<p>图表</p><p><img src="${chart}" alt="走势"></p>` });
    expect(article.thumbnail).toBe(url);
    expect(article.content).toContain(`<img src="${chart}" alt="走势">`);
  });
});

describe('refused, nothing stored', () => {
  it.each([
    ['a PNG as thumbnail', 'thumbnail', pngBytes(), '缩略图仅支持 JPG 格式'],
    ['a GIF as thumbnail', 'thumbnail', GIF_BYTES, '缩略图仅支持 JPG 格式'],
    ['a JPEG over 2 MB', 'thumbnail', Buffer.concat([jpegBytes(), Buffer.alloc(2 * 1024 * 1024)]), '图片大小不能超过 2MB'],
    ['a JPEG over 2 MB in the content', 'content', Buffer.concat([jpegBytes(), Buffer.alloc(2 * 1024 * 1024)]), '图片大小不能超过 2MB'],
    ['a PNG in the content', 'content', pngBytes(), '正文图片仅支持 JPG 格式'],
    ['a GIF in the content', 'content', GIF_BYTES, '正文图片仅支持 JPG 格式'],
    ['a PDF named .jpg', 'content', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), '图片格式错误：仅支持 JPG'],
    ['an SVG', 'content', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), '图片格式错误：仅支持 JPG'],
    ['a truncated JPEG header', 'content', Buffer.from([0xff, 0xd8, 0xff]), '图片格式错误：仅支持 JPG'],
    ['text as thumbnail', 'thumbnail', Buffer.from('hello'), '缩略图仅支持 JPG 格式'],
  ])('%s', async (_name, purpose, bytes, message) => {
    const before = uploadCount();
    const res = await upload(purpose, bytes);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1106, msg: message });
    expect((res.body.data as ValidationErrorData).errors).toEqual([{ field: 'data', message }]);
    expect(uploadCount()).toBe(before);
  });

  it('answers HTTP 400 for bad base64, an unknown purpose or a missing file, and 403 to a reader', async () => {
    for (const body of [
      { purpose: 'content', fileName: 'a.jpg', data: '***not base64***' },
      { purpose: 'banner', fileName: 'a.jpg', data: base64(jpegBytes()) },
      { purpose: 'content', fileName: 'a.jpg', data: '' },
      { purpose: 'content', data: base64(jpegBytes()) },
    ]) {
      const res = await editor.call('POST', ARTICLE_API.image, body);
      expect([res.status, res.body.code]).toEqual([400, 1106]);
    }
    expect((await upload('content', jpegBytes(), 'a.jpg', reader)).status).toBe(403);
  });
});
