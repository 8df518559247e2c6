/**
 * Images of articles (`POST article/image`): JPG only, the thumbnail and the images inside the content alike
 * (modules.md §5 "Images: JPG only"); all at most 2 MB. The browser checks a file before uploading it and mock-server
 * checks the bytes again, both with these functions: the bytes decide, never the name. PNG and GIF are still
 * recognised, so a content image stored before issue 30 is served with its own type and a new one is refused by name.
 */
import { z } from 'zod';
import type { Option } from './enums';
import { imageTooLarge, jpegSize, MB } from './imageRules';

export type ArticleImagePurpose = 'thumbnail' | 'content';
export const ARTICLE_IMAGE_PURPOSES: readonly Option<ArticleImagePurpose>[] = [
  { value: 'thumbnail', label: '缩略图' },
  { value: 'content', label: '正文图片' },
];

export type ArticleImageKind = 'jpg' | 'png' | 'gif';
export const ARTICLE_IMAGE_CONTENT_TYPES: Readonly<Record<ArticleImageKind, string>> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};
export const ARTICLE_IMAGE_MAX = 2 * MB;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * What the bytes are, by their magic numbers: a JPEG with a readable frame header, a PNG whose first chunk is IHDR,
 * a GIF87a/89a with its screen descriptor; null for anything else (a renamed PDF, an SVG, a truncated file).
 */
export function articleImageKind(bytes: Uint8Array): ArticleImageKind | null {
  if (jpegSize(bytes)) return 'jpg';
  if (bytes.length >= 24 && PNG_SIGNATURE.every((b, i) => bytes[i] === b) && ascii(bytes, 12, 16) === 'IHDR') return 'png';
  if (bytes.length >= 13 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  return null;
}

/** What the file input of an article image accepts (a hint to the file chooser; the bytes are checked anyway). */
export const ARTICLE_IMAGE_ACCEPT = 'image/jpeg';
/** The line under the upload button. */
export const ARTICLE_IMAGE_RULE_TEXT = 'JPG 格式，不超过 2MB';

/** The Chinese reason the bytes cannot be this image, or null when they can. */
export function articleImageProblem(bytes: Uint8Array, purpose: ArticleImagePurpose): string | null {
  const kind = articleImageKind(bytes);
  if (purpose === 'thumbnail' && kind !== 'jpg') return '缩略图仅支持 JPG 格式';
  if (kind === null) return '图片格式错误：仅支持 JPG';
  if (kind !== 'jpg') return '正文图片仅支持 JPG 格式';
  return imageTooLarge(bytes.length, ARTICLE_IMAGE_MAX);
}

/** `POST article/image`: the file as base64 (a `data:` URL prefix is allowed), answered with `{url}`. */
export const articleImageBody = z.object(
  {
    purpose: z.enum(['thumbnail', 'content'], { error: '图片用途（purpose）应为 thumbnail 或 content' }),
    fileName: z.string({ error: '请提供文件名（fileName）' }).trim().min(1, { error: '请提供文件名（fileName）' }).max(255, { error: '文件名不能超过 255 个字符' }),
    data: z.string({ error: '文件内容（data）必须是 base64 文本' }).min(1, { error: '请选择要上传的图片' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);
export type ArticleImageBody = z.infer<typeof articleImageBody>;
