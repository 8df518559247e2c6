/**
 * Image rules (modules.md §5): JPG only, at most 2 MB (some slots 10 MB), exact pixel size per slot. The browser
 * checks a file before uploading it and mock-server checks the bytes again, both with these functions.
 */
export const MB = 1024 * 1024;

/** Spec §5/§9: an image is at most 2 MB … */
export const IMAGE_MAX_BYTES = 2 * MB;
/**
 * … or 10 MB in "some modules" (the spec names none). The modules whose picture fills the phone's screen take it: the
 * splash screens' seven slots (up to 1125×2436) and the mask layers (750×1334) of both apps (and the common file
 * shelf's file field, which takes posters). A photographic JPG of that size at the quality a full-screen
 * image needs often passes 2 MB; every smaller slot (icons, cards, banners, carousels) stays at 2 MB.
 */
export const FULL_SCREEN_IMAGE_MAX_BYTES = 10 * MB;

export interface ImageSlot {
  /** The pixels the image must have — or, with `anySize`, the box the app draws it in. */
  width: number;
  height: number;
  /** IMAGE_MAX_BYTES unless the slot is a full-screen one (FULL_SCREEN_IMAGE_MAX_BYTES). */
  maxBytes: number;
  /**
   * Any pixel size (issue 34: an icon the app scales into `width`×`height`, a PNG of any pixels or an SVG) instead of
   * exactly `width`×`height`.
   */
  anySize?: boolean;
  /** The formats it takes; JPG alone by default (spec §5). An SVG has no pixels, so only an `anySize` slot takes one. */
  formats?: readonly ImageFormat[];
}

export type ImageFormat = 'jpg' | 'png' | 'svg';
/** Each format's MIME type, and its name in messages. */
export const IMAGE_FORMATS: Readonly<Record<ImageFormat, { mime: string; label: string }>> = {
  jpg: { mime: 'image/jpeg', label: 'JPG' },
  png: { mime: 'image/png', label: 'PNG' },
  svg: { mime: 'image/svg+xml', label: 'SVG' },
};

/** Width and height from a PNG's header chunk; null if the bytes are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  const word = (at: number) => ((bytes[at]! << 24) | (bytes[at + 1]! << 16) | (bytes[at + 2]! << 8) | bytes[at + 3]!) >>> 0;
  return { width: word(16), height: word(20) };
}

/** The format of an image's bytes (by its signature, never its name), or null when it is none of them. */
export function imageFormatOf(bytes: Uint8Array): ImageFormat | null {
  if (jpegSize(bytes)) return 'jpg';
  if (pngSize(bytes)) return 'png';
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  return /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head) ? 'svg' : null;
}

/** Width and height from a JPEG's start-of-frame marker; null if the bytes are not a JPEG. */
export function jpegSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return null;
    const marker = bytes[i + 1]!;
    // Standalone markers carry no length.
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      i += 2;
      continue;
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    const isStartOfFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isStartOfFrame) {
      return { height: (bytes[i + 5]! << 8) | bytes[i + 6]!, width: (bytes[i + 7]! << 8) | bytes[i + 8]! };
    }
    i += 2 + length;
  }
  return null;
}

/**
 * `图片大小不能超过 2MB` when `byteLength` is over `maxBytes`, else null. The browser asks it of a file's size before
 * reading the file, so an oversized photo is refused without being copied into memory.
 */
export function imageTooLarge(byteLength: number, maxBytes: number): string | null {
  return byteLength > maxBytes ? `图片大小不能超过 ${String(Math.round(maxBytes / MB))}MB` : null;
}

/** The Chinese reason an image does not fit its slot, or null when it fits. */
export function imageProblem(bytes: Uint8Array, slot: ImageSlot): string | null {
  const formats = slot.formats ?? ['jpg'];
  const format = imageFormatOf(bytes);
  if (!format || !formats.includes(format)) return `图片格式错误：仅支持 ${formats.map((f) => IMAGE_FORMATS[f].label).join('、')}`;
  const tooLarge = imageTooLarge(bytes.length, slot.maxBytes);
  if (tooLarge) return tooLarge;
  if (slot.anySize) return null;
  const size = format === 'jpg' ? jpegSize(bytes) : pngSize(bytes);
  if (!size) return '图片格式错误：SVG 仅用于任意尺寸的图片';
  if (size.width !== slot.width || size.height !== slot.height) {
    return `图片尺寸应为 ${String(slot.width)}×${String(slot.height)}，当前为 ${String(size.width)}×${String(size.height)}`;
  }
  return null;
}
