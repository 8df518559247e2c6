/** The console service's answers, in the backend's envelope (`{code, data, msg}`), as every call of it sends them. */
import type { FastifyReply } from 'fastify';
import { ErrorCode, errorMessage } from 'shared-ui/contract';

export const ok = (reply: FastifyReply, data: unknown): FastifyReply => reply.send({ code: ErrorCode.Success, data, msg: errorMessage(ErrorCode.Success) });

export const fail = (reply: FastifyReply, status: number, code: number, msg = errorMessage(code)): FastifyReply => reply.code(status).send({ code, data: null, msg });
