/**
 * While an account must replace its initial password, the server answers every call but the `login/…` family
 * (the password change itself, session info, logout) with HTTP 403, code 1131, 请先修改初始密码 — a code of its own,
 * never 1031, which spec §6 keeps for "restricted, with the permitted paths". The lock is the server's: a browser that
 * skips the change screen gets nothing.
 */
import { ErrorCode, PASSWORD_CHANGE_MESSAGES } from 'shared-ui/contract';
import type { FastifyReply } from 'fastify';
import { fail } from '../http/respond';

const OPEN_FAMILY = 'login';

/** `path`: the route's pattern relative to the API prefix. */
export function isOpenWhilePasswordMustChange(path: string): boolean {
  const bare = path.replace(/^\/+/, '');
  return bare === OPEN_FAMILY || bare.startsWith(`${OPEN_FAMILY}/`);
}

export function refuseUntilPasswordChanged(reply: FastifyReply): FastifyReply {
  return fail(reply, ErrorCode.InitialPasswordMustChange, { status: 403, msg: PASSWORD_CHANGE_MESSAGES.mustChange });
}
