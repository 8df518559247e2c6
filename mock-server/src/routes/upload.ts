/**
 * Image upload for the modules' image fields.
 *
 * `POST upload/image` `{module: 'wm/splashScreen', field: 'ios_image' (or `<collection>.<field>` for an item's image),
 * fileName: 'a.jpg', data: <base64, a data: URL prefix allowed>}` (body up to 16 MiB):
 * - the bytes fit the field's slot (contract `imageProblem`: JPG, or PNG/SVG where a free-size slot takes them; size;
 *   exact pixels unless `anySize`) → `{code: 0, data: {url}}`, url `/v2/cms/upload/files/<id>.<jpg|png|svg>`;
 * - they do not → HTTP 200 `{code: 1106, msg: <the reason>, data: {errors: [{field, message: <the reason>}]}}`, nothing stored;
 * - unknown module or a field that is not an image, unreadable base64 → HTTP 400, code 1106.
 * `GET upload/files/<id>.jpg` (`.png`, `.gif` for article content images) → the bytes with their stored type, cached
 * as immutable (the id is the content's hash); an extension that is not the stored type's → 404.
 * `GET upload/files/<id>.jpg?x-oss-process=image/resize,l_320/format,webp` (contract imageThumbnails) → the file's
 * thumbnail (WebP), same session rule and name checks, same caching; any other processing → HTTP 400, 1106.
 */
import type { FastifyPluginAsync } from 'fastify';
import { ErrorCode, IMAGE_FORMATS, IMAGE_PROCESS_PARAM, THUMBNAIL_PROCESS, imageFieldOf, imageFormatOf, imageProblem, type ValidationErrorData } from 'shared-ui/contract';
import { z } from 'zod';
import type { RoutePluginOptions } from '../appContext';
import { requireSession } from '../auth/sessionGuard';
import { parseBody } from '../http/parseBody';
import { textField } from '../http/requestSchemas';
import { fail, respond } from '../http/respond';
import { seedImage } from '../uploads/seedImage';
import { seedThumbnail, storeUpload, uploadThumbnail } from '../uploads/thumbnails';

export const UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;
/** `<id>.<ext>`: JPG for the modules' slots; PNG and GIF too for images inside article content (article/image). */
const FILE_NAME = /^([0-9a-f]{32})\.(jpg|png|gif|svg)$/;
const EXTENSION_TYPES: Readonly<Record<string, string>> = { jpg: 'image/jpeg', png: 'image/png', gif: 'image/gif', svg: 'image/svg+xml' };
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const uploadBody = z.object(
  {
    module: textField('模块', 'module', 128),
    field: textField('图片字段', 'field', 64),
    fileName: textField('文件名', 'fileName', 255),
    data: z.string({ error: '文件内容（data）必须是 base64 文本' }).min(1, { error: '请选择要上传的图片' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);

/** The bytes of base64 text (a `data:` URL prefix and line breaks allowed); undefined when it is not base64. */
export function decodeBase64(text: string): Buffer | undefined {
  const bare = text.replace(/^data:[^;,]*;base64,/, '').replace(/\s+/g, '');
  if (bare.length % 4 !== 0 || !BASE64.test(bare)) return undefined;
  return Buffer.from(bare, 'base64');
}

export const uploadRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post('/upload/image', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const session = requireSession(request);
    const body = parseBody(uploadBody, request, reply);
    if (!body) return reply;
    const def = ctx.modules.find((m) => m.key === body.module);
    if (!def) return fail(reply, ErrorCode.ValidationFailed, { status: 400, msg: `未知的模块 ${body.module}` });
    const slot = imageFieldOf(def, body.field);
    if (!slot) return fail(reply, ErrorCode.ValidationFailed, { status: 400, msg: `${def.title}没有图片字段 ${body.field}` });
    const bytes = decodeBase64(body.data);
    if (!bytes) return fail(reply, ErrorCode.ValidationFailed, { status: 400, msg: '文件内容（data）不是有效的 base64' });
    const problem = imageProblem(bytes, slot);
    if (problem) {
      const data: ValidationErrorData = { errors: [{ field: slot.name, message: problem }] };
      return respond(reply, data, ErrorCode.ValidationFailed, problem);
    }
    // The slot's check passed, so the bytes are one of its formats (JPG unless a free-size slot takes PNG or SVG).
    const format = imageFormatOf(bytes) ?? 'jpg';
    const id = await storeUpload(ctx, { moduleKey: def.key, field: slot.name, fileName: body.fileName, contentType: IMAGE_FORMATS[format].mime, bytes, createdBy: session.account });
    return respond(reply, { url: `${app.prefix}/upload/files/${id}.${format}` }, ErrorCode.Success, '上传成功');
  });

  app.get('/upload/files/:name', async (request, reply) => {
    const name = (request.params as { name?: string }).name ?? '';
    const process = (request.query as Record<string, unknown>)[IMAGE_PROCESS_PARAM];
    const original = storedOriginal(name);
    if (!original) return fail(reply, ErrorCode.NotFound, { status: 404, msg: '文件不存在' });
    // Only the processing the back office asks (an OSS store knows many; a thumbnail is all this one keeps).
    if (process !== undefined && process !== THUMBNAIL_PROCESS) {
      return fail(reply, ErrorCode.ValidationFailed, { status: 400, msg: `不支持的图片处理参数：${String(process)}` });
    }
    const shown = process === undefined ? original : await (original.id === null ? seedThumbnail(name) : uploadThumbnail(ctx, original.id));
    if (!shown) return fail(reply, ErrorCode.NotFound, { status: 404, msg: '文件不存在' });
    // Private: the file needs a session to read (the guard); immutable: its name is the hash of its bytes (or the
    // seed's size), and a thumbnail's URL names its processing, so neither ever changes.
    reply.code(200).type(shown.contentType).header('cache-control', 'private, max-age=31536000, immutable');
    // An SVG may carry script: opened on its own it runs in a sandbox, never as the console's origin.
    if (shown.contentType === IMAGE_FORMATS.svg.mime) reply.header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(shown.bytes);
  });

  /** A seed image (id null) or a stored upload by its name; undefined for any other name. */
  function storedOriginal(name: string): { id: string | null; contentType: string; bytes: Buffer } | undefined {
    const seeded = seedImage(name);
    if (seeded) return { id: null, contentType: 'image/jpeg', bytes: seeded };
    const match = FILE_NAME.exec(name);
    const file = ctx.uploads.find(match?.[1] ?? '');
    // One URL per file: the extension must be the stored type's, so `<id>.png` never serves a JPEG's bytes.
    return file && EXTENSION_TYPES[match?.[2] ?? ''] === file.contentType ? file : undefined;
  }
};
