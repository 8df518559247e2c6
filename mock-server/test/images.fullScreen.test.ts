/**
 * Spec §5/§9: images are JPG, at most 2 MB — "some modules 10MB". The full-screen pictures take 10 MB (imageRules
 * FULL_SCREEN_IMAGE_MAX_BYTES): the splash screens' slots and the mask layers of both apps, and the common image
 * library's poster; every other slot stays at 2 MB. `upload/image` checks with the slot's own limit, as the browser
 * does before uploading. Issue 30.
 */
import { ErrorCode, FULL_SCREEN_IMAGE_MAX_BYTES, IMAGE_MAX_BYTES, MB, imageFieldOf, type ModuleDefinition } from 'shared-ui/contract';
import { registeredModules } from '../src';
import { signedIn, startServer, type Browser, type TestServer } from './harness';

/** A JPEG header naming `width`×`height` (all the size check reads), padded to `bytes` in all. */
function jpegOf(width: number, height: number, bytes: number): Buffer {
  const head = Buffer.from([0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const end = Buffer.from([0xff, 0xd9]);
  return Buffer.concat([head, Buffer.alloc(bytes - head.length - end.length), end]);
}

const FULL_SCREEN: readonly [string, string][] = [
  ['wm/splashScreen', 'img_ios_1242x1878'],
  ['wm/splashScreen', 'img_iphonex_1125x2436'],
  ['br/splashScreen', 'img_android_1080x1878'],
  ['wm/maskLayer', 'image'],
  ['br/maskLayer', 'image'],
];
const slotOf = (key: string, name: string) => {
  const def = registeredModules.find((m) => m.key === key) as ModuleDefinition;
  const slot = imageFieldOf(def, name);
  if (!slot) throw new Error(`${key} has no image ${name}`);
  return slot;
};

let server: TestServer;
let admin: Browser;
const upload = (module: string, field: string, bytes: Buffer) => admin.call('POST', 'upload/image', { module, field, fileName: 'a.jpg', data: bytes.toString('base64') });

beforeAll(async () => {
  server = await startServer();
  admin = await signedIn(server, 'admin');
});
afterAll(() => server.close());

describe('the 10 MB slots', () => {
  it('are exactly the full-screen ones; every other image slot of every module is 2 MB', () => {
    const tenMb = registeredModules.flatMap((def) =>
      def.fields.flatMap((f) => {
        const names = f.kind === 'image' ? [f.name] : (f.kind === 'list' || f.kind === 'refList') ? (f.itemFields ?? []).filter((i) => i.kind === 'image').map((i) => `${f.name}.${i.name}`) : [];
        return names.filter((name) => slotOf(def.key, name).maxBytes !== IMAGE_MAX_BYTES).map((name) => `${def.key}.${name}`);
      }),
    );
    // The common file shelf's posters are a file field now (up to 10 MB as well), not an image slot.
    expect(tenMb.every((name) => /^(wm|br)\/(splashScreen|maskLayer)\./.test(name))).toBe(true);
    expect(tenMb).toHaveLength(2 * 7 + 2);
    for (const [key, name] of FULL_SCREEN) expect(slotOf(key, name).maxBytes).toBe(FULL_SCREEN_IMAGE_MAX_BYTES);
  });

  it.each(FULL_SCREEN)('%s %s takes a 6 MB picture and refuses one over 10 MB', async (key, name) => {
    const { width, height } = slotOf(key, name);
    expect((await upload(key, name, jpegOf(width, height, 6 * MB))).body.code).toBe(0);
    const over = await upload(key, name, jpegOf(width, height, 10 * MB + 1));
    expect([over.body.code, over.body.msg]).toEqual([ErrorCode.ValidationFailed, '图片大小不能超过 10MB']);
  });

  it('a smaller slot still refuses anything over 2 MB', async () => {
    const over = await upload('common/activity', 'banner', jpegOf(750, 300, 2 * MB + 1));
    expect([over.body.code, over.body.msg]).toEqual([ErrorCode.ValidationFailed, '图片大小不能超过 2MB']);
  });
});
