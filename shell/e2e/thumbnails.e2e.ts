/**
 * Images at the size they are drawn (issue 32) in a real browser: the wm splash screen's seven full-size slots
 * (1080–1440 px JPGs) are drawn from their thumbnails (the image's URL plus the OSS-style processing query, WebP),
 * each with width and height set, lazily; the bytes of images the screen transfers stay small (a count of bytes, not a
 * timing); a click opens the original, Escape closes it and the focus is back on the thumbnail.
 */
import os from 'node:os';
import path from 'node:path';
import type { Response } from 'playwright-core';
import { MANAGER_LIBRARY_PATH, THUMBNAIL_PROCESS } from 'shared-ui/contract';
import { BASE_URL, closeBrowser, openPage, signIn } from './support';

afterAll(closeBrowser);

const SPLASH = '/operation/wm/modules/splashScreen';
const SLOT_NAMES = /启动图/;
/** What the seven thumbnails may weigh together: the seven originals are ~400 KB. */
const IMAGE_BYTES_BUDGET = 100 * 1024;
const shot = (name: string) => path.join(process.env.E2E_SCREENSHOTS ?? os.tmpdir(), `thumbnails-${name}.png`);

interface ImageResponse {
  url: string;
  contentType: string;
  bytes: number;
}

describe('thumbnails', () => {
  it('the wm splash screen draws its seven slots from small WebP thumbnails and opens the original on click', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    const images: Promise<ImageResponse>[] = [];
    page.on('response', (response: Response) => {
      if (!response.url().includes('/v2/cms/upload/files/')) return;
      images.push(response.body().then((body) => ({ url: response.url(), contentType: response.headers()['content-type'] ?? '', bytes: body.length })));
    });

    await page.goto(`${BASE_URL}${SPLASH}`);
    const thumbnails = page.getByRole('img', { name: SLOT_NAMES });
    await thumbnails.nth(6).waitFor();
    expect(await thumbnails.count()).toBe(7);
    // Lazy: each loads once it is near the view; bring each there and wait until it has drawn.
    for (const image of await thumbnails.all()) {
      await image.scrollIntoViewIfNeeded();
      await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    }

    const drawn = await page.locator('img').evaluateAll((elements) =>
      (elements as HTMLImageElement[])
        .filter((img) => img.src.includes('/v2/cms/upload/files/'))
        .map((img) => ({ src: img.currentSrc || img.src, width: img.getAttribute('width'), height: img.getAttribute('height'), loading: img.loading, decoding: img.decoding, natural: img.naturalWidth })),
    );
    expect(drawn).toHaveLength(7);
    for (const img of drawn) {
      expect(img.src).toContain(`?x-oss-process=${THUMBNAIL_PROCESS}`);
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBe(120);
      expect([img.loading, img.decoding]).toEqual(['lazy', 'async']);
      // The thumbnail's own pixels: at most 320 on the long side (a 1080–1440 px original otherwise).
      expect(img.natural).toBeLessThanOrEqual(320);
    }

    const transferred = await Promise.all(images);
    expect(transferred.length).toBeGreaterThanOrEqual(7);
    expect(transferred.filter((r) => !r.url.includes('x-oss-process='))).toEqual([]);
    expect(new Set(transferred.map((r) => r.contentType))).toEqual(new Set(['image/webp']));
    const total = transferred.reduce((sum, r) => sum + r.bytes, 0);
    // The originals the screen drew before thumbnails, for the before → after figures in shell/docs/performance.md.
    const originals = await Promise.all(transferred.map(async (r) => (await page.request.get(r.url.replace(/\?.*$/, ''))).body()));
    const before = originals.reduce((sum, body) => sum + body.length, 0);
    console.log(`splash screen images: ${String(transferred.length)} thumbnails, ${String(total)} bytes (originals ${String(before)} bytes)`);
    expect(total).toBeLessThan(IMAGE_BYTES_BUDGET);
    expect(total * 5).toBeLessThan(before);

    await thumbnails.first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: shot('form') });

    // The original on click; Escape closes it and the focus is back on the thumbnail's button.
    const opener = page.getByRole('button', { name: /^查看大图：iOS 常规屏启动图/ });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'iOS 常规屏启动图' });
    const original = dialog.getByTestId('image-original');
    await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await original.elementHandle());
    expect(await original.evaluate((img) => [(img as HTMLImageElement).naturalWidth, (img as HTMLImageElement).naturalHeight, (img as HTMLImageElement).currentSrc])).toEqual([
      1242,
      1878,
      `${BASE_URL}/v2/cms/upload/files/seed-splash-ios-1242x1878.jpg`,
    ]);
    await page.screenshot({ path: shot('original') });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('the fund manager library lists its portraits as thumbnails in the grid, each opening the original from the keyboard too', async () => {
    const page = await openPage();
    await signIn(page, 'admin');
    await page.goto(`${BASE_URL}${MANAGER_LIBRARY_PATH}`);
    const portraits = page.getByRole('img', { name: /的照片$/ });
    await portraits.first().waitFor();
    const drawn = await portraits.evaluateAll((elements) =>
      (elements as HTMLImageElement[]).map((img) => ({ src: img.getAttribute('src'), size: `${String(img.getAttribute('width'))}×${String(img.getAttribute('height'))}`, loading: img.loading })),
    );
    expect(drawn.length).toBeGreaterThan(0);
    for (const img of drawn) expect(img).toEqual({ src: expect.stringContaining(`?x-oss-process=${THUMBNAIL_PROCESS}`) as unknown, size: '36×48', loading: 'lazy' });
    // The rows in view have drawn their thumbnails (WebP; a 240×320 portrait is already within 320 px).
    for (const image of (await portraits.all()).slice(0, 3)) {
      await page.waitForFunction((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth > 0, await image.elementHandle());
    }
    await page.screenshot({ path: shot('managers') });

    const name = (await portraits.first().getAttribute('alt')) ?? '';
    const opener = page.getByRole('button', { name: `查看大图：${name}` });
    await opener.click();
    const original = page.getByRole('dialog', { name }).getByTestId('image-original');
    expect(await original.getAttribute('src')).not.toContain('x-oss-process');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
    // The same from the keyboard: Enter on the focused thumbnail opens it again.
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await opener.evaluate((button) => button === document.activeElement)).toBe(true);
  });
});
