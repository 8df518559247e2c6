/** Image bytes for tests: a JPEG header with the size a slot checks, a PNG signature, and File wrappers. */

/** A minimal JPEG: start of image, a baseline start-of-frame with the size, padding up to `totalBytes`, end of image. */
export function jpegBytes(width: number, height: number, totalBytes = 64): Uint8Array {
  const head = [0xff, 0xd8, 0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const bytes = new Uint8Array(Math.max(totalBytes, head.length + 2));
  bytes.set(head);
  bytes.set([0xff, 0xd9], bytes.length - 2);
  return bytes;
}

export function pngBytes(): Uint8Array {
  return new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52, 0, 0, 1, 0x77, 0, 0, 0, 0xaa]);
}

export function fileOf(bytes: Uint8Array, name: string, type: string): File {
  // A copy into a plain ArrayBuffer: File's typings refuse a view over a SharedArrayBuffer.
  return new File([bytes.slice().buffer as ArrayBuffer], name, { type });
}
