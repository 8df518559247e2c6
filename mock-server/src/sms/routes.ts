/**
 * The SMS calls (contract smsCode.ts). `sms/login/…` is sessionless (a SESSIONLESS_PREFIXES entry); `sms/query/…`
 * needs a session and the look-up's owner path (SMS_CALL_OWNERS), which the session guard checks before these run.
 */
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ErrorCode, SMS_API, SMS_LOOKUP_LOG_ORDER_COLUMNS, SMS_MESSAGES, type SmsSigninResult } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer, operator, queryOf } from '../articles/answer';
import { fail, respond } from '../http/respond';
import { answerRefusal, badRequest } from '../workflow/refusal';
import { orderFromQuery, sameColumns } from '../db/listOrder';
import { readPaging } from '../workflow/listQuery';
import { lookUpCodes, lookupLog } from './smsLookup';

/** A JSON object body (anything else: HTTP 400, 1106). */
function objectBody(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('请求内容必须是 JSON 对象');
  return body as Record<string, unknown>;
}

export const smsRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  app.post(`/${SMS_API.sendCode}`, answer((request) => ({ data: ctx.sms.send(objectBody(request)), msg: SMS_MESSAGES.sent })));

  app.post(`/${SMS_API.verify}`, async (request, reply) => {
    try {
      const outcome = ctx.sms.verify(objectBody(request));
      if (outcome.kind === 'noPermittedPaths') return fail(reply, ErrorCode.NoPermittedPaths);
      // As `login/signin` answers: 200, the session id in the `authorization` header; the client sets the cookies.
      const { account, session } = outcome;
      reply.header('authorization', session.id).header('access-control-expose-headers', 'authorization');
      const result: SmsSigninResult = { uid: String(account.id), group: account.role, expire: session.expiresAt, account: account.account };
      return respond(reply, result, ErrorCode.SigninSuccess);
    } catch (error) {
      return answerRefusal(reply, error);
    }
  });

  app.get(`/${SMS_API.lookup}`, answer((request) => ({ data: lookUpCodes(ctx.sms, operator(request), queryOf(request).phone) })));

  app.get(`/${SMS_API.lookupLog}`, answer((request) => {
    const query = queryOf(request);
    const order = orderFromQuery(query, SMS_LOOKUP_LOG_ORDER_COLUMNS, sameColumns(SMS_LOOKUP_LOG_ORDER_COLUMNS), 'at DESC, id DESC');
    return { data: lookupLog(ctx.sms, readPaging(query), order) };
  }));
};
