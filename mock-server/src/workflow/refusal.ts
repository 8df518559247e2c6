import { ErrorCode, errorMessage, type ValidationErrorData } from 'shared-ui/contract';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { fail } from '../http/respond';

/**
 * A business refusal of a workflow call: thrown from anywhere in an operation (inside a transaction it also rolls
 * the transaction back) and answered by the route as `{code, data, msg}` with HTTP `status` (200 unless the request
 * itself is malformed).
 */
export class WorkflowRefusal extends Error {
  constructor(
    readonly code: number,
    message: string = errorMessage(code),
    readonly data: unknown = null,
    readonly status = 200,
  ) {
    super(message);
  }
}

/** A refusal as its envelope, with its status; anything else is a bug and goes on to the error handler (500, logged). */
export function answerRefusal(reply: FastifyReply, error: unknown): FastifyReply {
  if (!(error instanceof WorkflowRefusal)) throw error;
  return fail(reply, error.code, { status: error.status, data: error.data, msg: error.message });
}

/** The request itself is unusable (a missing id, an unknown scope, a bad paging parameter): HTTP 400, code 1106. */
export function badRequest(message: string): WorkflowRefusal {
  return new WorkflowRefusal(ErrorCode.ValidationFailed, message, null, 400);
}

/**
 * Values of the wrong JSON type (an object where text belongs): the request itself is malformed, so HTTP 400 with
 * 1106, naming each field. Found before any quirk or `String()` could trip over them.
 */
export function shapeRefusal(errors: ValidationErrorData['errors']): WorkflowRefusal {
  const data: ValidationErrorData = { errors };
  return new WorkflowRefusal(ErrorCode.ValidationFailed, errors[0]?.message ?? errorMessage(ErrorCode.ValidationFailed), data, 400);
}

/** A refusal that points at fields, so the form can show each message beside its input. */
export function fieldRefusal(code: number, errors: ValidationErrorData['errors']): WorkflowRefusal {
  const data: ValidationErrorData = { errors };
  return new WorkflowRefusal(code, errors[0]?.message ?? errorMessage(code), data);
}

function catalogueCode(issue: z.core.$ZodIssue): number | undefined {
  if (issue.code !== 'custom') return undefined;
  const code: unknown = issue.params?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Zod issues → the validation answer: every issue as `{field: 'a.b', message}`. The code is that of the first issue
 * carrying a catalogue code in `params.code` (1001 illegal characters, 1023 not JSON), else 1106; `msg` is that
 * issue's message, so code and message always speak of the same problem.
 */
export function validationRefusal(issues: readonly z.core.$ZodIssue[]): WorkflowRefusal {
  const coded = issues.find((issue) => catalogueCode(issue) !== undefined);
  const lead = coded ?? issues[0];
  const data: ValidationErrorData = {
    errors: issues.map((issue) => ({ field: issue.path.map(String).join('.'), message: issue.message })),
  };
  const code = (coded && catalogueCode(coded)) ?? ErrorCode.ValidationFailed;
  return new WorkflowRefusal(code, lead?.message ?? errorMessage(code), data);
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let node: unknown = input;
  for (const key of path) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node;
}

/**
 * A value of the wrong JSON type that was sent (an object where text belongs, text where a number belongs), as opposed
 * to one left out or left empty: the request is malformed, so HTTP 400 with 1106 naming each such field, whatever
 * else is wrong with the body. `undefined` when every type was right (the caller answers the content problems).
 * `labels`: the fields' names as a person reads them, where the caller has them.
 */
export function wrongTypeRefusal(issues: readonly z.core.$ZodIssue[], input: unknown, labels: Readonly<Record<string, string>> = {}): WorkflowRefusal | undefined {
  const wrong = issues.filter((issue) => {
    if (issue.code !== 'invalid_type') return false;
    const value = valueAt(input, issue.path);
    return value !== undefined && value !== null;
  });
  if (wrong.length === 0) return undefined;
  return shapeRefusal(
    wrong.map((issue) => {
      const field = issue.path.map(String).join('.');
      const label = labels[field];
      return { field, message: label ? `${label}的类型不正确` : `字段 ${field} 的类型不正确` };
    }),
  );
}
