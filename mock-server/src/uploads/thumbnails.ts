/**
 * The thumbnail kept beside each image (contract imageThumbnails: long side ≤ 320 px, aspect kept, never enlarged,
 * WebP). An upload's is made when it is stored and kept in the database beside it; a file stored before thumbnails
 * existed gets its own on first request. Seed images are drawn in memory on request, so are their thumbnails.
 */
import sharp from 'sharp';
import { THUMBNAIL_CONTENT_TYPE, THUMBNAIL_MAX_SIDE } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import type { NewFile, StoredThumbnail } from '../db/uploadRepository';
import { seedImage } from './seedImage';

/** WebP quality: at 320 px a photo is indistinguishable from the original at 75, and a few KB. */
const WEBP_QUALITY = 75;

/** The thumbnail of an image's bytes (JPEG, PNG, GIF: a GIF's first frame). Rejects when sharp cannot read them. */
export async function makeThumbnail(bytes: Buffer): Promise<StoredThumbnail> {
  const { data, info } = await sharp(bytes)
    // A phone photo's EXIF orientation, applied: the thumbnail stands as the original is shown.
    .rotate()
    .resize({ width: THUMBNAIL_MAX_SIDE, height: THUMBNAIL_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { contentType: THUMBNAIL_CONTENT_TYPE, bytes: data, width: info.width, height: info.height };
}

/**
 * Stores an upload and its thumbnail; the id. A thumbnail that cannot be made does not refuse the upload (its bytes
 * already passed the slot's check): the first request for it tries again.
 */
export async function storeUpload(ctx: AppContext, file: NewFile): Promise<string> {
  const id = ctx.uploads.save(file, ctx.now());
  await uploadThumbnail(ctx, id).catch(() => undefined);
  return id;
}

/** The thumbnail of a stored file, made and kept on first need; undefined when no such file is stored. */
export async function uploadThumbnail(ctx: AppContext, id: string): Promise<StoredThumbnail | undefined> {
  const kept = ctx.uploads.findThumbnail(id);
  if (kept) return kept;
  const file = ctx.uploads.find(id);
  if (!file) return undefined;
  const made = await makeThumbnail(file.bytes);
  ctx.uploads.saveThumbnail(id, made);
  return made;
}

const seedThumbnails = new Map<string, Promise<StoredThumbnail>>();

/** The thumbnail of a seed image name (seedImage), or null when the name is not one; made once per name. */
export function seedThumbnail(name: string): Promise<StoredThumbnail> | null {
  const kept = seedThumbnails.get(name);
  if (kept) return kept;
  const original = seedImage(name);
  if (!original) return null;
  const making = makeThumbnail(original);
  seedThumbnails.set(name, making);
  // A failure is not kept: the next request tries again.
  making.catch(() => seedThumbnails.delete(name));
  return making;
}
