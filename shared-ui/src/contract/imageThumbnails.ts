/**
 * Thumbnails of uploaded images (issue 32; the spec says nothing about them). Lists and forms draw images at 30–120
 * px, so they ask for a small WebP instead of the full-size JPG (a splash slot is 1080–1440 px wide).
 *
 * The rule is the one Chinese object stores use for image processing: the image's own URL plus a query, here Aliyun
 * OSS's `?x-oss-process=image/resize,l_320/format,webp` (the long side at most 320 px, aspect kept, never enlarged;
 * WebP). An integrator's backend on OSS answers it as is; mock-server answers it from the thumbnail it keeps beside
 * each upload. A backend that makes no thumbnails turns the rule off with the shell's run-time setting
 * `CMS_THUMBNAIL_STYLE=none` (shell/docs/configuration.md): the original URL is drawn, small.
 *
 * @example thumbnailUrl('/v2/cms/upload/files/ab….jpg') // '/v2/cms/upload/files/ab….jpg?x-oss-process=image/resize,l_320/format,webp'
 */

/** The long side of a thumbnail, in pixels: a 120 px preview on a 2× screen, with room. */
export const THUMBNAIL_MAX_SIDE = 320;

/** `oss`: the processing query above; `none`: no thumbnails, the original URL. */
export const THUMBNAIL_STYLES = ['oss', 'none'] as const;
export type ThumbnailStyle = (typeof THUMBNAIL_STYLES)[number];
export const DEFAULT_THUMBNAIL_STYLE: ThumbnailStyle = 'oss';

/** The query parameter an OSS-style store reads its processing steps from. */
export const IMAGE_PROCESS_PARAM = 'x-oss-process';
/** The one processing the back office asks: resize to the long side, then WebP. */
export const THUMBNAIL_PROCESS = `image/resize,l_${String(THUMBNAIL_MAX_SIDE)}/format,webp`;
export const THUMBNAIL_CONTENT_TYPE = 'image/webp';

export function isThumbnailStyle(value: unknown): value is ThumbnailStyle {
  return typeof value === 'string' && (THUMBNAIL_STYLES as readonly string[]).includes(value);
}

/**
 * The URL of an image's thumbnail: the URL itself under `none`, for an empty value, a `data:` or `blob:` URL (a file
 * not yet uploaded) and a URL that already carries a processing query (a stored value is never processed twice).
 * A query the URL has is kept (`&` joins), and a `#fragment` stays last.
 */
export function thumbnailUrl(url: string, style: ThumbnailStyle = DEFAULT_THUMBNAIL_STYLE): string {
  if (style === 'none' || url === '' || /^(data|blob):/i.test(url)) return url;
  const hashAt = url.indexOf('#');
  const base = hashAt < 0 ? url : url.slice(0, hashAt);
  const fragment = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = base.indexOf('?');
  const query = queryAt < 0 ? '' : base.slice(queryAt + 1);
  if (query.split('&').some((pair) => pair.split('=')[0] === IMAGE_PROCESS_PARAM)) return url;
  const joiner = queryAt < 0 ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${joiner}${IMAGE_PROCESS_PARAM}=${THUMBNAIL_PROCESS}${fragment}`;
}

/** The pixel size of the thumbnail of a `width`×`height` image: the long side at most THUMBNAIL_MAX_SIDE, never enlarged. */
export function thumbnailPixels(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, THUMBNAIL_MAX_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
