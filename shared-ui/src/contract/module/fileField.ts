/**
 * The file field (`field.file`): a document or picture of any pixel size that a module declares by type and size
 * (a signed PDF disclosure, a PNG/SVG icon, an XLSX sheet). The value is the stored file's address,
 * `/v2/cms/upload/files/<id>/<name>`: the id is the start of the bytes' SHA-256 and the name is the one the person
 * chose, so a download keeps it. The same rule refuses a file in the browser (on its name and size, before any byte
 * is sent) and on mock-server (on the same, then on the bytes' own signature), in the same words.
 *
 * @example
 *   field.file('document', '披露文件', { accept: [FILE_TYPES.pdf], maxBytes: 10 * MB })
 */
import { z } from 'zod';
import { MB } from '../imageRules';
import { DEFAULT_API_PREFIX } from '../envelope';

/** A kind of file a field may take: its MIME type, the extensions it goes by, and its name in messages. */
export interface FileType {
  readonly mime: string;
  readonly extensions: readonly string[];
  readonly label: string;
  /** What Chromium can show in the form: a picture (`img`), a document (`object`), or nothing (download only). */
  readonly preview: 'image' | 'document' | 'none';
}

/** The kinds of file the modules take. A module declares a subset; the server knows no other. */
export const FILE_TYPES = {
  pdf: { mime: 'application/pdf', extensions: ['pdf'], label: 'PDF', preview: 'document' },
  png: { mime: 'image/png', extensions: ['png'], label: 'PNG', preview: 'image' },
  jpg: { mime: 'image/jpeg', extensions: ['jpg', 'jpeg'], label: 'JPG', preview: 'image' },
  svg: { mime: 'image/svg+xml', extensions: ['svg'], label: 'SVG', preview: 'image' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'], label: 'Excel（.xlsx）', preview: 'none' },
  csv: { mime: 'text/csv', extensions: ['csv'], label: 'CSV', preview: 'none' },
} as const satisfies Record<string, FileType>;

export type FileTypeKey = keyof typeof FILE_TYPES;

/** What a file field declares beside its name and label. */
export interface FileRules {
  /** The kinds it takes. */
  accept: readonly FileType[];
  /** The most bytes it takes. */
  maxBytes: number;
}

/** A file as the browser knows it before reading it, and as the server knows it from the upload's body. */
export interface FileFacts {
  name: string;
  size: number;
}

/** The lower-case extension of a file name, '' when it has none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The declared kind a file name's extension names, or undefined when the field takes no such kind. */
export function fileTypeOf(rules: Pick<FileRules, 'accept'>, name: string): FileType | undefined {
  const extension = fileExtension(name);
  return rules.accept.find((type) => type.extensions.includes(extension));
}

/** `PDF、PNG，不超过 10MB`: what the field takes, shown before anyone picks a file and in every refusal. */
export function fileRequirement(rules: FileRules): string {
  return `${rules.accept.map((type) => type.label).join('、')}，不超过 ${formatFileSize(rules.maxBytes)}`;
}

/** A size as people read it: 512 B, 12.5 KB, 3.2 MB (whole MB when exact). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${String(bytes)} B`;
  if (bytes < MB) return `${String(Math.round((bytes / 1024) * 10) / 10)} KB`;
  return `${String(Math.round((bytes / MB) * 10) / 10)}MB`;
}

/**
 * Why a file is refused on what is known before reading it — its name's type and its size — in Chinese; null when it
 * may be sent. The browser asks it before any byte leaves; the server asks it again of the upload.
 */
export function fileProblem(rules: FileRules, file: FileFacts): string | null {
  if (!fileTypeOf(rules, file.name)) return `文件类型不支持：仅支持 ${rules.accept.map((type) => type.label).join('、')}`;
  if (file.size === 0) return '文件是空的，请重新选择';
  if (file.size > rules.maxBytes) return `文件大小不能超过 ${formatFileSize(rules.maxBytes)}（当前 ${formatFileSize(file.size)}）`;
  return null;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);
const asciiStart = (bytes: Uint8Array, length: number) => String.fromCharCode(...bytes.subarray(0, length));

/**
 * Do the bytes look like the kind their name says? A renamed file (`photo.jpg` saved as `.pdf`) would be stored under
 * a type it is not and shown broken; the server asks this after `fileProblem`, of the bytes it received.
 */
export function fileBytesMatch(type: FileType, bytes: Uint8Array): boolean {
  switch (type.mime) {
    case FILE_TYPES.pdf.mime:
      return asciiStart(bytes, 5) === '%PDF-';
    case FILE_TYPES.png.mime:
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case FILE_TYPES.jpg.mime:
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case FILE_TYPES.xlsx.mime:
      // An Office Open XML workbook is a ZIP archive.
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case FILE_TYPES.svg.mime:
      return /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)));
    default:
      // Plain text (CSV): no signature; a NUL byte says it is binary.
      return !bytes.subarray(0, 4096).includes(0);
  }
}

/** The address path of stored files; a file field's value is `${STORED_FILE_PATH}<id>/<name>`. */
export const STORED_FILE_PATH = `${DEFAULT_API_PREFIX}upload/files/`;
const STORED_FILE = /^\/v2\/cms\/upload\/files\/([0-9a-f]{32})\/([^/?#]+)$/;
/** A seed picture mock-server draws on request (seedImagePath): its name is its own id. */
const SEED_FILE = /^\/v2\/cms\/upload\/files\/(seed-[a-z0-9-]+\.jpg)$/;

/** The id and file name of a stored file's address; undefined when it is not one. */
export function storedFileOf(url: string): { id: string; name: string } | undefined {
  const seed = SEED_FILE.exec(url);
  if (seed) return { id: seed[1]!, name: seed[1]! };
  const match = STORED_FILE.exec(url);
  if (!match) return undefined;
  try {
    return { id: match[1]!, name: decodeURIComponent(match[2]!) };
  } catch {
    return undefined;
  }
}

/** The address of a stored file under the name it was chosen with. */
export function storedFileUrl(id: string, name: string): string {
  return `${STORED_FILE_PATH}${id}/${encodeURIComponent(name)}`;
}

/**
 * What the server keeps of a stored file and says of it: the answer of `POST upload/file` and of
 * `GET upload/files/<id>/<name>/info`.
 */
export const STORED_FILE_INFO_SCHEMA = z.object({
  /** The file's address, `/v2/cms/upload/files/<id>/<name>` (a file field's value). */
  url: z.string(),
  name: z.string(),
  /** Its MIME type. */
  type: z.string(),
  size: z.number().int(),
  /** The SHA-256 of the bytes, 64 hex digits: staff compare it with the signed original's. */
  sha256: z.string(),
});
export type StoredFileInfo = z.infer<typeof STORED_FILE_INFO_SCHEMA>;

/** Is a field value a stored file's address, of a kind the field takes? */
export function fileValueOk(rules: Pick<FileRules, 'accept'>, value: string): boolean {
  const stored = storedFileOf(value);
  return stored !== undefined && fileTypeOf(rules, stored.name) !== undefined;
}

/** A file field's declaration as the builder takes it: 10 MB when no size is said. */
export const FILE_MAX_BYTES = 10 * MB;
