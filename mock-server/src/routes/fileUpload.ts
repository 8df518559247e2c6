/**
 * Files of the modules' file fields (contract fileField.ts): documents and pictures of a declared type and size.
 *
 * `POST upload/file` `{module, field (or `<collection>.<field>`), fileName: '2027 披露.pdf', data: <base64>}`:
 * - the name's type is one the field takes, the size within its limit (`fileProblem`, the rule the browser ran before
 *   sending) and the bytes are what the name says (`fileBytesMatch`) → `{code: 0, data: StoredFileInfo}`, the url
 *   `/v2/cms/upload/files/<id>/<name>` (id: the start of the bytes' SHA-256, as for images);
 * - not → HTTP 200 `{code: 1106, msg: <the reason>, data: {errors: [{field, message}]}}`, nothing stored;
 * - unknown module, a field that is not a file field, unreadable base64 → HTTP 400, 1106.
 * `GET upload/files/<id>/<name>` → the bytes with their stored type, named `<name>` (inline, so Chromium previews a PDF
 * or a picture; `?download=1` → as an attachment). `GET upload/files/<id>/<name>/info` → StoredFileInfo (the size
 * and SHA-256 the form shows). An id nobody stored → 404.
 */
import { createHash } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { ErrorCode, FILE_TYPES, fileBytesMatch, fileFieldOf, fileProblem, fileTypeOf, storedFileUrl, type StoredFileInfo, type ValidationErrorData } from 'shared-ui/contract';
import { z } from 'zod';
import type { RoutePluginOptions } from '../appContext';
import { requireSession } from '../auth/sessionGuard';
import { parseBody } from '../http/parseBody';
import { textField } from '../http/requestSchemas';
import { fail, respond } from '../http/respond';
import { UPLOAD_BODY_LIMIT, decodeBase64 } from './upload';

const fileBody = z.object(
  {
    module: textField('模块', 'module', 128),
    field: textField('文件字段', 'field', 64),
    fileName: textField('文件名', 'fileName', 255),
    data: z.string({ error: '文件内容（data）必须是 base64 文本' }).min(1, { error: '请选择要上传的文件' }),
  },
  { error: '请求内容必须是 JSON 对象' },
);

const STORED_ID = /^[0-9a-f]{32}$/;

/** `filename*` of RFC 6266: a Chinese name survives the header as UTF-8. */
const dispositionName = (name: string) => `filename*=UTF-8''${encodeURIComponent(name)}`;

export const fileUploadRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post('/upload/file', { bodyLimit: UPLOAD_BODY_LIMIT }, async (request, reply) => {
    const session = requireSession(request);
    const body = parseBody(fileBody, request, reply);
    if (!body) return reply;
    const def = ctx.modules.find((m) => m.key === body.module);
    if (!def) return fail(reply, ErrorCode.ValidationFailed, { status: 400, msg: `未知的模块 ${body.module}` });
    const rules = fileFieldOf(def, body.field);
    if (!rules) return fail(reply, ErrorCode.ValidationFailed, { status: 400, msg: `${def.title}没有文件字段 ${body.field}` });
    const bytes = decodeBase64(body.data);
    if (!bytes) return fail(reply, ErrorCode.ValidationFailed, { status: 400, msg: '文件内容（data）不是有效的 base64' });
    const type = fileTypeOf(rules, body.fileName);
    const problem = fileProblem(rules, { name: body.fileName, size: bytes.length }) ?? (type && !fileBytesMatch(type, bytes) ? `文件内容不是有效的 ${type.label}，请检查文件` : null);
    if (problem || !type) {
      const message = problem ?? '文件类型不支持';
      const data: ValidationErrorData = { errors: [{ field: rules.name, message }] };
      return respond(reply, data, ErrorCode.ValidationFailed, message);
    }
    const id = ctx.uploads.save({ moduleKey: def.key, field: rules.name, fileName: body.fileName, contentType: type.mime, bytes, createdBy: session.account }, ctx.now());
    return respond(reply, infoOf(id, body.fileName, type.mime, bytes), ErrorCode.Success, '上传成功');
  });

  app.get('/upload/files/:id/:name', async (request, reply) => {
    const found = storedFile(request.params, reply);
    if (!found) return reply;
    const download = (request.query as Record<string, unknown>).download === '1';
    reply
      .code(200)
      .type(found.contentType)
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; ${dispositionName(found.name)}`)
      .header('x-content-type-options', 'nosniff')
      // Its name and bytes never change under this address (the id is their hash).
      .header('cache-control', 'private, max-age=31536000, immutable');
    // An SVG may carry script: opened on its own it runs in a sandbox, never as the console's origin.
    if (found.contentType === FILE_TYPES.svg.mime) reply.header('content-security-policy', "sandbox; default-src 'none'; style-src 'unsafe-inline'");
    return reply.send(found.bytes);
  });

  app.get('/upload/files/:id/:name/info', async (request, reply) => {
    const found = storedFile(request.params, reply);
    if (!found) return reply;
    return respond(reply, infoOf(found.id, found.name, found.contentType, found.bytes));
  });

  /** The stored file an address names, under the name the address gives; undefined (and a 404 sent) otherwise. */
  function storedFile(params: unknown, reply: FastifyReply): { id: string; name: string; contentType: string; bytes: Buffer } | undefined {
    const { id = '', name = '' } = params as { id?: string; name?: string };
    const file = STORED_ID.test(id) ? ctx.uploads.find(id) : undefined;
    if (!file) {
      void fail(reply, ErrorCode.NotFound, { status: 404, msg: '文件不存在' });
      return undefined;
    }
    return { ...file, name };
  }
};

function infoOf(id: string, name: string, type: string, bytes: Buffer): StoredFileInfo {
  return { url: storedFileUrl(id, name), name, type, size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
}
