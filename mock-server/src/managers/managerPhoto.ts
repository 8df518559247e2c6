/**
 * A manager's portrait (spec §7 `image/update`): `POST operation/wm/managers/image/update {fileName, data: <base64>}`
 * → `{url}`. The bytes must fit the candidate cards' photo slot (contract MANAGER_PHOTO_SLOT: JPG, 240×320, ≤ 2 MB,
 * checked by the same `imageProblem` as every module image); stored like every upload, served by routes/upload.ts.
 * A save names the photo by that URL, and only a file really stored there (or a seeded portrait) is accepted.
 */
import { ErrorCode, MANAGER_MESSAGES, MANAGER_PHOTO_SLOT, imageProblem, managerImageBody } from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { objectBody } from '../articles/inputs';
import { decodeBase64 } from '../routes/upload';
import { storeUpload } from '../uploads/thumbnails';
import { badRequest, fieldRefusal } from '../workflow/refusal';

/** The uploads' module key: the library's portraits are kept apart from the modules' slots. */
export const MANAGER_UPLOAD_MODULE = 'wm/managerLibrary';
const UPLOADED = /^\/v2\/cms\/upload\/files\/([0-9a-f]{32})\.jpg$/;

export async function uploadManagerPhoto(ctx: AppContext, prefix: string, operator: string, body: unknown): Promise<{ url: string }> {
  const result = managerImageBody.safeParse(objectBody(body));
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '请求内容不正确');
  const bytes = decodeBase64(result.data.data);
  if (!bytes) throw badRequest('文件内容（data）不是有效的 base64');
  const problem = imageProblem(bytes, MANAGER_PHOTO_SLOT);
  if (problem) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'photo', message: problem }]);
  const id = await storeUpload(ctx, { moduleKey: MANAGER_UPLOAD_MODULE, field: 'photo', fileName: result.data.fileName, contentType: 'image/jpeg', bytes, createdBy: operator });
  return { url: `${prefix}/upload/files/${id}.jpg` };
}

/**
 * Why a saved `photo` URL is not acceptable, or null: '' (none) and seeded portraits are fine; an uploaded one must be
 * stored and still fit the slot (a candidate card's photo uploaded there fits too). The contract already checked the shape.
 */
export function photoProblem(ctx: AppContext, url: string): string | null {
  const hash = UPLOADED.exec(url)?.[1];
  if (!hash) return null;
  const file = ctx.uploads.find(hash);
  if (!file || file.contentType !== 'image/jpeg' || imageProblem(file.bytes, MANAGER_PHOTO_SLOT)) return MANAGER_MESSAGES.photoUnknown;
  return null;
}
