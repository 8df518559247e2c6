/**
 * `POST article/image` `{purpose: 'thumbnail' | 'content', fileName, data: <base64>}` → `{url}` at
 * `/v2/cms/upload/files/<id>.jpg` (served by routes/upload.ts, stored like every upload in ctx.uploads).
 * The bytes decide what the file is (contract articleImageProblem): thumbnails and content images are JPG only
 * (modules.md §5), each at most 2 MB. A file that does not fit: HTTP 200, 1106 with the reason on `data`; nothing stored.
 * Unreadable base64: HTTP 400, 1106.
 */
import {
  ARTICLE_IMAGE_CONTENT_TYPES,
  ErrorCode,
  articleImageBody,
  articleImageKind,
  articleImageProblem,
  type ArticleImageAnswer,
} from 'shared-ui/contract';
import type { AppContext } from '../appContext';
import { decodeBase64 } from '../routes/upload';
import { storeUpload } from '../uploads/thumbnails';
import { badRequest, fieldRefusal } from '../workflow/refusal';
import { objectBody } from './inputs';

/** The uploads' module key: article images are kept apart from the operation modules' slots. */
export const ARTICLE_UPLOAD_MODULE = 'articles/article';

export async function uploadArticleImage(ctx: AppContext, prefix: string, operator: string, body: unknown): Promise<ArticleImageAnswer> {
  const result = articleImageBody.safeParse(objectBody(body));
  if (!result.success) throw badRequest(result.error.issues[0]?.message ?? '请求内容不正确');
  const { purpose, fileName, data } = result.data;
  const bytes = decodeBase64(data);
  if (!bytes) throw badRequest('文件内容（data）不是有效的 base64');
  const problem = articleImageProblem(bytes, purpose);
  const kind = articleImageKind(bytes);
  if (problem || !kind) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'data', message: problem ?? '图片格式错误' }]);
  const id = await storeUpload(ctx, { moduleKey: ARTICLE_UPLOAD_MODULE, field: purpose, fileName, contentType: ARTICLE_IMAGE_CONTENT_TYPES[kind], bytes, createdBy: operator });
  return { url: `${prefix}/upload/files/${id}.${kind}` };
}
