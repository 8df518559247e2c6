/**
 * Image rules (modules.md §5): JPG only, at most 2 MB (some slots 10 MB), exact pixel size per slot. The browser
 * checks a file before uploading it and mock-server checks the bytes again, both with these functions.
 */
export const MB = 1024 * 1024;

/** Spec §5/§9: an image is at most 2 MB … */
export const IMAGE_MAX_BYTES = 2 * MB;
/**
 * … or 10 MB in "some modules" (the spec names none). The modules whose picture fills the phone's screen take it: the
 * splash screens' seven slots (up to 1125×2436) and the mask layers (750×1334) of both apps, and the poster slot of the
 * common image library (750×1334, a long H5 poster). A photographic JPG of that size at the quality a full-screen
 * image needs often passes 2 MB; every smaller slot (icons, cards, banners, carousels) stays at 2 MB.
 */
export const FULL_SCREEN_IMAGE_MAX_BYTES = 10 * MB;

export interface ImageSlot {
  width: number;
  height: number;
  /** IMAGE_MAX_BYTES unless the slot is a full-screen one (FULL_SCREEN_IMAGE_MAX_BYTES). */
  maxBytes: number;
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
  const size = jpegSize(bytes);
  if (!size) return '图片格式错误：仅支持 JPG';
  const tooLarge = imageTooLarge(bytes.length, slot.maxBytes);
  if (tooLarge) return tooLarge;
  if (size.width !== slot.width || size.height !== slot.height) {
    return `图片尺寸应为 ${String(slot.width)}×${String(slot.height)}，当前为 ${String(size.width)}×${String(size.height)}`;
  }
  return null;
}
