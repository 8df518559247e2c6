/**
 * The text of a CSV file, whatever Excel saved it as: UTF-8 (with or without its BOM), UTF-16 (Excel's "Unicode
 * text", with its BOM), or — what Excel's 另存为 CSV writes on a Chinese Windows — GBK, read as GB18030 (its
 * superset, which every browser's TextDecoder knows). Bytes that are not valid UTF-8 are taken for GBK: a file with
 * neither a BOM nor valid UTF-8 is, in practice, from a Chinese Windows.
 */
export function decodeCsv(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(bytes);
  }
}
