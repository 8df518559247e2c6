/** The console service's answers, in the backend's envelope (`{code, data, msg}`), as every call of it sends them. */
import type { FastifyReply } from 'fastify';
import { ErrorCode, errorMessage } from 'shared-ui/contract';
import { BACKEND_UNREACHABLE, BackendUnavailable } from './backendClient';
import { BackendMismatch, BackendRefusal } from './workflowReads';

export const ok = (reply: FastifyReply, data: unknown): FastifyReply => reply.send({ code: ErrorCode.Success, data, msg: errorMessage(ErrorCode.Success) });

export const fail = (reply: FastifyReply, status: number, code: number, msg = errorMessage(code)): FastifyReply => reply.code(status).send({ code, data: null, msg });

/**
 * 502 for a backend that could not be reached: the person is told to try again; the server's log says which call and
 * why (the socket's error), which the person's message never does.
 */
export function unreachable(reply: FastifyReply, error: BackendUnavailable): FastifyReply {
  console.error(`控制台服务：${error.message}`);
  return fail(reply, 502, ErrorCode.RequestFailed, BACKEND_UNREACHABLE);
}

/**
 * 502 for a backend answer the contract does not describe: the person is told which call and which field (an
 * integrator's first clue), never a 500, which the console reads as a session ended (spec §4).
 */
export function outsideTheContract(reply: FastifyReply, error: BackendMismatch): FastifyReply {
  console.error(`控制台服务：${error.message}`);
  return fail(reply, 502, ErrorCode.RequestFailed, error.message);
}

/**
 * Answers with what `read` (through the backend, as the person) gives; when the backend refused, its refusal as it
 * answered it (the client reacts to its status — 401: signed out — as to any call); when it could not be reached, 502.
 */
export async function okFromBackend(reply: FastifyReply, read: () => Promise<unknown>): Promise<FastifyReply> {
  try {
    return ok(reply, await read());
  } catch (error) {
    if (error instanceof BackendRefusal) return fail(reply, error.httpStatus, error.code, error.message || errorMessage(error.code));
    if (error instanceof BackendUnavailable) return unreachable(reply, error);
    if (error instanceof BackendMismatch) return outsideTheContract(reply, error);
    throw error;
  }
}
