/**
 * Issue 32: mock-server keeps a thumbnail beside each uploaded image (and draws one for each seed image), served at
 * the image's URL plus the contract's OSS-style processing query (imageThumbnails): WebP, long side ≤ 320 px, much
 * smaller than the original; the original's session rule, name checks and caching; any other processing refused.
 */
import sharp from 'sharp';
import { ARTICLE_API, ErrorCode, MANAGER_API, THUMBNAIL_PROCESS, thumbnailPixels, thumbnailUrl } from 'shared-ui/contract';
import { Browser, PREFIX, signedIn, signedInWith, startServer, type TestServer } from './harness';

const SPLASH = { module: 'wm/splashScreen', field: 'img_ios_1242x1878', width: 1242, height: 1878 };

/** A photograph-like JPEG (noise compresses badly, like a photo): what a person uploads to a splash slot. */
async function photo(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 128, g: 128, b: 128 }, noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 85 }).toBuffer();
}

/** The path below the API prefix of an image URL the server answered (`/v2/cms/upload/files/…`). */
const belowPrefix = (url: string) => url.slice(PREFIX.length);

let server: TestServer;
let admin: Browser;
let original: Buffer;
let splashUrl: string;

beforeAll(async () => {
  server = await startServer();
  admin = await signedIn(server, 'admin');
  original = await photo(SPLASH.width, SPLASH.height);
  const res = await admin.call('POST', 'upload/image', { module: SPLASH.module, field: SPLASH.field, fileName: 'splash.jpg', data: original.toString('base64') });
  expect(res.body.code).toBe(0);
  splashUrl = (res.body.data as { url: string }).url;
});
afterAll(() => server.close());

describe('an uploaded image', () => {
  it('has its thumbnail stored beside it when the upload is answered', () => {
    const id = /([0-9a-f]{32})\.jpg$/.exec(splashUrl)?.[1] ?? '';
    const kept = server.app.cms.uploads.findThumbnail(id);
    expect(kept).toMatchObject({ contentType: 'image/webp', ...thumbnailPixels(SPLASH.width, SPLASH.height) });
  });

  it('answers its thumbnail URL with a WebP bounded to 320 px, far smaller than the original', async () => {
    const res = await admin.raw('GET', belowPrefix(thumbnailUrl(splashUrl)));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    const bytes = Buffer.from(await res.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 212, 320]);
    expect(bytes.length * 10).toBeLessThan(original.length);
  });

  it('keeps the original as uploaded at its own URL', async () => {
    const res = await admin.raw('GET', belowPrefix(splashUrl));
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await res.arrayBuffer()).equals(original)).toBe(true);
  });

  it('stored before thumbnails existed gets one on its first request, kept for the next', async () => {
    const bytes = await photo(300, 300);
    const id = server.app.cms.uploads.save({ moduleKey: 'common/upload', field: 'image_square', fileName: 'old.jpg', contentType: 'image/jpeg', bytes, createdBy: 'admin' }, server.clock.now());
    expect(server.app.cms.uploads.findThumbnail(id)).toBeUndefined();
    const res = await admin.raw('GET', `upload/files/${id}.jpg?x-oss-process=${THUMBNAIL_PROCESS}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
    // Never enlarged: 300 px stays 300 px.
    expect(server.app.cms.uploads.findThumbnail(id)).toMatchObject({ width: 300, height: 300 });
  });

  it('uploaded for an article or as a manager photo has one too', async () => {
    const thumb = await admin.call('POST', ARTICLE_API.image, { purpose: 'thumbnail', fileName: 't.jpg', data: (await photo(720, 480)).toString('base64') });
    const portrait = await admin.call('POST', MANAGER_API.image, { fileName: 'p.jpg', data: (await photo(240, 320)).toString('base64') });
    for (const answer of [thumb, portrait]) {
      const id = /([0-9a-f]{32})\.jpg$/.exec((answer.body.data as { url: string }).url)?.[1] ?? '';
      expect(server.app.cms.uploads.findThumbnail(id)?.contentType).toBe('image/webp');
    }
    expect(server.app.cms.uploads.findThumbnail(/([0-9a-f]{32})/.exec((thumb.body.data as { url: string }).url)?.[1] ?? '')).toMatchObject({ width: 320, height: 213 });
  });
});

describe('a seed image', () => {
  it('has a WebP thumbnail drawn on first request, the same bytes after', async () => {
    const path = 'upload/files/seed-splash-ios-1242x1878.jpg';
    const first = await admin.raw('GET', belowPrefix(thumbnailUrl(`${PREFIX}${path}`)));
    expect([first.status, first.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const bytes = Buffer.from(await first.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 212, 320]);
    const again = Buffer.from(await (await admin.raw('GET', `${path}?x-oss-process=${THUMBNAIL_PROCESS}`)).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
    const full = Buffer.from(await (await admin.raw('GET', path)).arrayBuffer());
    expect(bytes.length).toBeLessThan(full.length);
  });
});

describe('processing the server does not keep', () => {
  it.each(['image/resize,w_100', 'image/resize,l_320/format,png', '', 'video/snapshot,t_0'])('x-oss-process=%s is 400, 1106', async (process) => {
    const res = await admin.raw('GET', `${belowPrefix(splashUrl)}?x-oss-process=${encodeURIComponent(process)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: number; msg: string };
    expect(body.code).toBe(ErrorCode.ValidationFailed);
    expect(body.msg).toMatch(/^不支持的图片处理参数/);
  });

  it('the processing named twice is refused too', async () => {
    const res = await admin.raw('GET', `${belowPrefix(splashUrl)}?x-oss-process=${THUMBNAIL_PROCESS}&x-oss-process=${THUMBNAIL_PROCESS}`);
    expect(res.status).toBe(400);
  });

  it('other query parameters are ignored, as for the original', async () => {
    const res = await admin.raw('GET', `${belowPrefix(thumbnailUrl(`${splashUrl}?v=2`))}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/webp']);
  });
});

describe('names and sessions', () => {
  it.each(['..%2F..%2Fpackage.json', '..%2Fsrc%2Fmain.ts', 'seed-..%2Fx-100x100.jpg', '00000000000000000000000000000000.jpg', 'seed-x-9999x9999.jpg'])(
    '%s with the processing query is 404, like without it',
    async (name) => {
      const processed = await admin.raw('GET', `upload/files/${name}?x-oss-process=${THUMBNAIL_PROCESS}`);
      const plain = await admin.raw('GET', `upload/files/${name}`);
      expect([processed.status, plain.status]).toEqual([404, 404]);
    },
  );

  it('an uploaded file named with another type is 404 for its thumbnail too', async () => {
    const res = await admin.raw('GET', `${belowPrefix(splashUrl).replace(/\.jpg$/, '.png')}?x-oss-process=${THUMBNAIL_PROCESS}`);
    expect(res.status).toBe(404);
  });

  it('needs a session exactly as the original does, and any session reads it', async () => {
    const anonymous = new Browser(server);
    // An account permitted elsewhere only: files are shown wherever their entry is, so any session reads them.
    const elsewhere = await signedInWith(server, 'reader', ['/operation/br/modules/splashScreen']);
    for (const [who, status] of [[anonymous, 401], [elsewhere, 200]] as const) {
      const thumb = await who.raw('GET', belowPrefix(thumbnailUrl(splashUrl)));
      const full = await who.raw('GET', belowPrefix(splashUrl));
      expect([thumb.status, full.status]).toEqual([status, status]);
    }
  });
});
