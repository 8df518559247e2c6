/**
 * The H5 release system's calls under `h5backend/system/files/` (the contract's h5Release.ts lists each with its
 * body and answer). The session guard has already applied the role rule: editors cannot reach `prepublish…` or
 * `publish…`, readers only GETs and the POST `…/check` calls. Operators are the session's account name.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ErrorCode, H5_API_BASE, type H5FileDetail } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { requireSession } from '../auth/sessionGuard';
import { fail, respond } from '../http/respond';
import { answerRefusal } from '../workflow/refusal';
import { readPathId } from './input';
import { sendH5File } from './liveRoutes';
import type { FileRow } from './treeRepository';

/** A base64 body of one file up to H5_UPLOAD_MAX_BYTES (10 MB → about 13.4 MB of text) plus its JSON. */
export const H5_UPLOAD_BODY_LIMIT = 16 * 1024 * 1024;

/** Runs a service call and answers its data with the success message (`msg` may depend on the data). */
function answer<T>(reply: FastifyReply, msg: string | ((data: T) => string), run: () => T): FastifyReply {
  try {
    const data = run();
    return respond(reply, data, ErrorCode.Success, typeof msg === 'string' ? msg : msg(data));
  } catch (error) {
    return answerRefusal(reply, error);
  }
}

const operator = (request: FastifyRequest) => requireSession(request).account;
const pathId = (request: FastifyRequest) => (request.params as Record<string, unknown>).id;

export const h5ReleaseRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const h5 = ctx.h5;
  const base = `/${H5_API_BASE}`;
  const contentUrl = (id: number) => `${app.prefix}${base}content/${String(id)}`;

  // ── edit view ──────────────────────────────────────────────────────────────────────────────────────────────────
  app.get(`${base}folder/:id`, async (request, reply) =>
    answer(reply, '获取成功', () => h5.tree.listing(readPathId(pathId(request), { allowRoot: true }))),
  );
  app.get(`${base}file/:id`, async (request, reply) =>
    answer(reply, '获取成功', (): H5FileDetail => {
      const id = readPathId(pathId(request));
      return { ...h5.tree.detail(id), content_url: contentUrl(id) };
    }),
  );
  // The bytes for the edit view's preview; the session is needed, the answer is the file itself.
  app.get(`${base}content/:id`, async (request, reply) => {
    let file: FileRow;
    try {
      file = h5.store.file(readPathId(pathId(request)));
    } catch (error) {
      return answerRefusal(reply, error);
    }
    const bytes = h5.store.blobs.read(file.sha256);
    if (!bytes) return fail(reply, ErrorCode.NotFound, { status: 404, msg: '文件内容缺失，请重新上传' });
    return sendH5File(request, reply, file.file_name, file.sha256, bytes, 'private, no-cache');
  });
  app.post(`${base}add`, async (request, reply) => answer(reply, '新建文件夹成功', () => h5.tree.add(operator(request), request.body)));
  app.put(`${base}filename/:id`, async (request, reply) =>
    answer(reply, '重命名成功', () => h5.tree.rename(operator(request), readPathId(pathId(request)), request.body)),
  );
  app.post(`${base}delete`, async (request, reply) => answer(reply, '删除成功', () => h5.tree.delete(request.body)));
  app.post(`${base}remark/update`, async (request, reply) => answer(reply, '备注已更新', () => h5.tree.remark(operator(request), request.body)));
  app.post(`${base}gitid`, async (request, reply) => answer(reply, '已关联 git 版本', () => h5.tree.gitId(operator(request), request.body)));
  app.post(`${base}upload/check`, async (request, reply) => answer(reply, '检查完成', () => h5.upload.check(request.body)));
  app.post(`${base}upload`, { bodyLimit: H5_UPLOAD_BODY_LIMIT }, async (request, reply) =>
    answer(reply, '上传成功', () => h5.upload.upload(operator(request), request.body)),
  );

  // ── pre-publish and publish ────────────────────────────────────────────────────────────────────────────────────
  app.post(`${base}check`, async (request, reply) => answer(reply, '检查完成', () => h5.release.check(request.body)));
  app.post(`${base}prepublish`, async (request, reply) => answer(reply, '预发布成功', () => h5.release.prepublish(operator(request), request.body)));
  app.get(`${base}prepublish/list`, async (request, reply) => answer(reply, '获取成功', () => h5.release.list(request.query)));
  app.post(`${base}prepublish/check`, async (request, reply) => answer(reply, '检查完成', () => h5.release.checkPublish(request.body)));
  app.post(`${base}prepublish/delete`, async (request, reply) => answer(reply, '删除成功', () => h5.release.remove(request.body)));
  app.post(`${base}publish`, async (request, reply) =>
    answer(reply, (data) => (data.scheduled > 0 ? '已定时发布' : '发布成功'), () => h5.release.publish(operator(request), request.body)),
  );

  // ── release view ───────────────────────────────────────────────────────────────────────────────────────────────
  app.get(`${base}publish/list`, async (request, reply) => answer(reply, '获取成功', () => h5.live.list(request.query)));
  app.post(`${base}revoke/:id`, async (request, reply) =>
    answer(reply, '撤回成功', () => h5.live.revoke(operator(request), readPathId(pathId(request)))),
  );
  app.get(`${base}publish/history`, async (request, reply) => answer(reply, '获取成功', () => h5.live.history(request.query)));
  app.get(`${base}overview`, async (_request, reply) => answer(reply, '获取成功', () => h5.live.overview()));
};
