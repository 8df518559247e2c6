import { imageTooLarge } from 'shared-ui/contract';

/** A chosen file's bytes. FileReader rather than `file.arrayBuffer()`: older embedded browsers (and jsdom) lack the latter. */
export function readFileBytes(file: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('读取文件失败'));
    reader.readAsArrayBuffer(file);
  });
}

export type ChosenImage = { bytes: Uint8Array; problem: null } | { bytes: null; problem: string };

/**
 * A chosen image's bytes, or why it is refused: `problemOf` is the contract's rule on the bytes (the one mock-server
 * runs). A file over `maxBytes` is refused on its size and never read: a 40 MB photo from a phone would otherwise be
 * copied into memory only to be turned down.
 */
export async function readImageFile(file: Blob, maxBytes: number, problemOf: (bytes: Uint8Array) => string | null): Promise<ChosenImage> {
  const tooLarge = imageTooLarge(file.size, maxBytes);
  if (tooLarge) return { bytes: null, problem: tooLarge };
  const bytes = await readFileBytes(file);
  const problem = problemOf(bytes);
  return problem === null ? { bytes, problem } : { bytes: null, problem };
}
