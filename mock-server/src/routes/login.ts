import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import {
  API,
  ErrorCode,
  SESSION_COOKIES,
  type CaptchaChallenge,
  type SessionStatus,
  type SessionSummary,
  type SigninResult,
  type CredentialsWrongData,
} from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { CAPTCHA_CLIENT_COOKIE } from '../auth/authPolicy';
import { resolveSession } from '../auth/resolveSession';
import type { SessionContext } from '../auth/sessionContext';
import { requireSession } from '../auth/sessionGuard';
import { signIn } from '../auth/signIn';
import { randomCaptchaAnswer, renderCaptchaPng, toDataUrl } from '../captcha/renderCaptcha';
import { requestCookies, setCookie } from '../http/cookies';
import { parseBody } from '../http/parseBody';
import { verifyCaptchaBody, signinBody } from '../http/requestSchemas';
import { fail, respond } from '../http/respond';

const CLIENT_ID = /^[0-9a-f]{32}$/;

function status(session: SessionContext | null): SessionStatus {
  if (!session) return { active: false };
  return {
    active: true,
    uid: String(session.accountId),
    account: session.account,
    group: session.role,
    isSuperAdmin: session.isSuperAdmin,
    expire: session.expiresAt,
  };
}

/** Captcha, sign-in and session calls (spec §7, "Login and session"). */
export const loginRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const cookiePath = app.prefix || '/';

  app.get(`/${API.captcha}`, async (request, reply) => {
    let clientId = requestCookies(request)[CAPTCHA_CLIENT_COOKIE];
    if (!clientId || !CLIENT_ID.test(clientId)) {
      clientId = randomBytes(16).toString('hex');
      setCookie(reply, CAPTCHA_CLIENT_COOKIE, clientId, { httpOnly: true, sameSite: 'Lax', path: cookiePath });
    }
    const answer = ctx.captchaAnswer ?? randomCaptchaAnswer();
    const verifyKey = ctx.captchas.issue(clientId, answer, ctx.now());
    reply.header('cache-control', 'no-store');
    return respond<CaptchaChallenge>(reply, { verifyKey, png: toDataUrl(renderCaptchaPng(answer)) });
  });

  app.post(`/${API.verifyCaptcha}`, async (request, reply) => {
    const body = parseBody(verifyCaptchaBody, request, reply);
    if (!body) return reply;
    const clientId = requestCookies(request)[CAPTCHA_CLIENT_COOKIE];
    const right = clientId !== undefined && ctx.captchas.verify(body.verifyKey, clientId, body.input, ctx.now());
    return right ? respond(reply, null) : fail(reply, ErrorCode.CaptchaWrong);
  });

  app.post(`/${API.signin}`, async (request, reply) => {
    const info = signinBody.safeParse(request.body).data?.info;
    const outcome = signIn(ctx, requestCookies(request)[CAPTCHA_CLIENT_COOKIE], info);
    switch (outcome.kind) {
      case 'captchaNotVerified':
        return fail(reply, ErrorCode.CaptchaNotVerified);
      case 'credentialsWrong': {
        const data: CredentialsWrongData | null = outcome.attemptsLeft === undefined ? null : { attemptsLeft: outcome.attemptsLeft };
        return fail(reply, ErrorCode.CredentialsWrong, { data });
      }
      case 'locked':
        return fail(reply, ErrorCode.AccountLocked);
      case 'noPermittedPaths':
        return fail(reply, ErrorCode.NoPermittedPaths);
      case 'success': {
        const { account, session } = outcome;
        reply.header('authorization', session.id).header('access-control-expose-headers', 'authorization');
        const result: SigninResult = { uid: String(account.id), group: account.role, expire: session.expiresAt };
        return respond(reply, result, ErrorCode.SigninSuccess);
      }
    }
  });

  app.get(`/${API.signout}`, async (request, reply) => {
    const sessionId = requestCookies(request)[SESSION_COOKIES.session];
    if (sessionId) ctx.sessions.end(sessionId, ctx.now());
    return respond(reply, null);
  });

  // Sessionless: it answers the question "am I signed in?" instead of refusing with 401.
  app.get(`/${API.check}`, async (request, reply) => respond(reply, status(resolveSession(ctx, requestCookies(request)))));

  app.get(`/${API.detectActive}`, async (request, reply) => {
    const session = requireSession(request);
    ctx.sessions.touch(session.sessionId, ctx.now());
    return respond(reply, status(session));
  });

  app.get(`/${API.sessions}`, async (request, reply) => {
    const session = requireSession(request);
    const list: SessionSummary[] = ctx.sessions.listLive(session.accountId, ctx.now()).map((row) => ({
      id: row.id.slice(0, 8),
      createdAt: row.createdAt,
      lastActiveAt: row.lastActiveAt,
      expiresAt: row.expiresAt,
      current: row.id === session.sessionId,
    }));
    return respond(reply, list);
  });
};
