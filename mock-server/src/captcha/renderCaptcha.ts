import { randomInt } from 'node:crypto';
import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph, UNAMBIGUOUS_CHARACTERS } from './bitmapFont';

export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 40;
export const CAPTCHA_LENGTH = 4;
const MAX_SCALE = 4;
const GAP = 6;
/** Vertical wobble of each character, in pixels either way. */
const JITTER = 3;

type Rgb = readonly [number, number, number];

export interface RenderOptions {
  /** Noise lines and dots; off only in tests that count the ink of the characters. */
  noise?: boolean;
}

export function randomCaptchaAnswer(length = CAPTCHA_LENGTH): string {
  return Array.from({ length }, () => UNAMBIGUOUS_CHARACTERS[randomInt(UNAMBIGUOUS_CHARACTERS.length)]).join('');
}

/** Any value in [low, high]; the look of the image need not be unpredictable, only the answer. */
function between(low: number, high: number): number {
  return low + Math.floor(Math.random() * (high - low + 1));
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const i = (png.width * y + x) * 4;
  png.data[i] = r;
  png.data[i + 1] = g;
  png.data[i + 2] = b;
  png.data[i + 3] = 255;
}

/** Bresenham: a one-pixel line from (x0, y0) to (x1, y1). */
function drawLine(png: PNG, x0: number, y0: number, x1: number, y1: number, colour: Rgb): void {
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  let x = x0;
  let y = y0;
  for (;;) {
    setPixel(png, x, y, colour);
    if (x === x1 && y === y1) return;
    const e2 = 2 * err;
    if (e2 >= dy) {
      err += dy;
      x += sx;
    }
    if (e2 <= dx) {
      err += dx;
      y += sy;
    }
  }
}

function drawText(png: PNG, text: string): void {
  const chars = [...text];
  const room = CAPTCHA_WIDTH - 2 * GAP - (chars.length - 1) * GAP;
  const scale = Math.max(1, Math.min(MAX_SCALE, Math.floor(room / (chars.length * GLYPH_WIDTH))));
  const textWidth = chars.length * GLYPH_WIDTH * scale + (chars.length - 1) * GAP;
  const top = Math.floor((CAPTCHA_HEIGHT - GLYPH_HEIGHT * scale) / 2);
  let left = Math.max(0, Math.floor((CAPTCHA_WIDTH - textWidth) / 2));
  for (const char of chars) {
    const colour: Rgb = [between(0, 90), between(0, 90), between(40, 120)];
    const y0 = top + between(-JITTER, JITTER);
    glyph(char).forEach((row, gy) =>
      row.forEach((ink, gx) => {
        if (!ink) return;
        for (let dy = 0; dy < scale; dy += 1) {
          for (let dx = 0; dx < scale; dx += 1) setPixel(png, left + gx * scale + dx, y0 + gy * scale + dy, colour);
        }
      }),
    );
    left += GLYPH_WIDTH * scale + GAP;
  }
}

function drawNoise(png: PNG): void {
  for (let i = 0; i < 4; i += 1) {
    const colour: Rgb = [between(110, 190), between(110, 190), between(110, 190)];
    drawLine(png, between(0, 20), between(0, 39), between(100, 119), between(0, 39), colour);
  }
  for (let i = 0; i < 80; i += 1) {
    setPixel(png, between(0, 119), between(0, 39), [between(100, 200), between(100, 200), between(100, 200)]);
  }
}

/** A real PNG (120×40) showing `text` in the bitmap font, scaled ~4×, over a light background with noise. */
export function renderCaptchaPng(text: string, options: RenderOptions = {}): Buffer {
  const png = new PNG({ width: CAPTCHA_WIDTH, height: CAPTCHA_HEIGHT });
  for (let y = 0; y < CAPTCHA_HEIGHT; y += 1) {
    // A faint vertical gradient, so the background is not one flat colour a solver could key out.
    const shade = 236 + Math.round((y / CAPTCHA_HEIGHT) * 14);
    for (let x = 0; x < CAPTCHA_WIDTH; x += 1) setPixel(png, x, y, [shade, shade, 250]);
  }
  drawText(png, text);
  if (options.noise !== false) drawNoise(png);
  return PNG.sync.write(png);
}

export function toDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString('base64')}`;
}
