/**
 * Pictures for the seeded rows. Module seeds name their images `seed-<name>-<W>x<H>.jpg` (contract
 * `seedImagePath`); nobody uploaded those, so mock-server draws one of exactly that size on first request: a soft
 * two-colour gradient, a real JPEG that passes the same slot check as an upload. Cached per name.
 */
import { encode } from 'jpeg-js';

const SEED_NAME = /^seed-[a-z0-9-]+-(\d{2,4})x(\d{2,4})\.jpg$/;
const MAX_SIDE = 4096;
const cache = new Map<string, Buffer>();

type Rgb = [number, number, number];

function hsl(hue: number, saturation: number, light: number): Rgb {
  const c = (1 - Math.abs(2 * light - 1)) * saturation;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const [r, g, b] = hue < 60 ? [c, x, 0] : hue < 120 ? [x, c, 0] : hue < 180 ? [0, c, x] : hue < 240 ? [0, x, c] : hue < 300 ? [x, 0, c] : [c, 0, x];
  const m = light - c / 2;
  return [Math.round((r + m) * 255), Math.round((g + m) * 255), Math.round((b + m) * 255)];
}

/** A stable pair of colours per name, so each seeded image looks like itself. */
function palette(name: string): [Rgb, Rgb] {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  return [hsl(hue, 0.55, 0.55), hsl((hue + 40) % 360, 0.55, 0.8)];
}

/** The JPEG for a seed image name, or null when the name is not one. */
export function seedImage(name: string): Buffer | null {
  const m = SEED_NAME.exec(name);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  if (width > MAX_SIDE || height > MAX_SIDE) return null;
  const cached = cache.get(name);
  if (cached) return cached;
  const [from, to] = palette(name);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const t = y / Math.max(1, height - 1);
    const row = from.map((f, i) => Math.round(f + (to[i]! - f) * t));
    for (let x = 0; x < width; x += 1) {
      const o = (y * width + x) * 4;
      data[o] = row[0]!;
      data[o + 1] = row[1]!;
      data[o + 2] = row[2]!;
      data[o + 3] = 255;
    }
  }
  const jpeg = encode({ data, width, height }, 70).data;
  cache.set(name, jpeg);
  return jpeg;
}
