/**
 * `GET contract/answer?method=&path=`: which call of the contract a backend call is, and its answer's schema, for the
 * console's check of answers (CMS_CONTRACT_CHECK). Owner: the 接口约定 page, so super admins only (the page's rule).
 */
import type { FastifyInstance } from 'fastify';
import { CONTRACT_CHECK_API, ErrorCode, mayOpenPath } from 'shared-ui/contract';
import { CONTRACT_PAGE_PATH } from '../../../src/contract/contractPage';
import { fail, ok } from '../consoleAnswers';
import type { AnswerSchemas } from './answerSchemas';

const METHODS = new Set(['GET', 'POST', 'PUT', 'DELETE']);

export function registerContractCheckRoutes(app: FastifyInstance, schemas: AnswerSchemas | null): void {
  app.get(`/${CONTRACT_CHECK_API.answer}`, async (request, reply) => {
    if (!mayOpenPath(request.consoleIdentity!, CONTRACT_PAGE_PATH)) return fail(reply, 403, ErrorCode.NoModulePermission);
    const { method, path } = request.query as Record<string, unknown>;
    if (typeof method !== 'string' || !METHODS.has(method.toUpperCase())) return fail(reply, 400, ErrorCode.ValidationFailed, '缺少参数 method（GET、POST、PUT 或 DELETE）');
    if (typeof path !== 'string' || path === '' || path.length > 500) return fail(reply, 400, ErrorCode.ValidationFailed, '缺少参数 path（接口前缀之后的路径）');
    return ok(reply, schemas?.forCall(method, path) ?? null);
  });
}
