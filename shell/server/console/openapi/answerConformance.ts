/**
 * For the console service's tests: every code-0 answer the service gives is parsed with the schema its document
 * declares (consoleCalls.ts), so a field renamed, retyped or left out in a route — or a schema that no longer says
 * what the route sends — fails the test that made the call, naming the call and the field. Production never runs it.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONSOLE_API_PREFIX } from 'shared-ui/contract';
import { CONSOLE_CALLS, type ConsoleAnswer } from './consoleCalls';

const PAGED = (row: z.ZodType) => z.object({ list: z.array(row), total: z.number().int().min(0), currPage: z.number().int().min(1), pageSize: z.number().int().min(1) });

/** The schema of a call's whole `data`, as the document writes it (`dataSchema` in consoleDocument.ts). */
export function dataSchemaOf({ schema, holds }: ConsoleAnswer): z.ZodType {
  if (holds === 'many') return z.array(schema);
  return holds === 'paged' ? PAGED(schema) : schema;
}

const BY_ROUTE = new Map<string, z.ZodType>(
  CONSOLE_CALLS.flatMap((call): [string, z.ZodType][] => (call.answer ? [[`${call.method} ${CONSOLE_API_PREFIX}${call.path}`, dataSchemaOf(call.answer)]] : [])),
);

export function holdAnswersToTheirSchemas(app: FastifyInstance): void {
  app.addHook('onSend', async (request, _reply, payload) => {
    const schema = BY_ROUTE.get(`${request.method} ${request.routeOptions.url ?? ''}`);
    if (!schema || typeof payload !== 'string') return payload;
    const envelope = JSON.parse(payload) as { code?: number; data?: unknown };
    if (envelope.code !== 0) return payload;
    const parsed = schema.safeParse(envelope.data);
    if (parsed.success) return payload;
    const where = parsed.error.issues.map((issue) => `${issue.path.join('.') || '（整体）'}：${issue.message}`).join('；');
    throw new Error(`控制台服务 ${request.method} ${request.url} 的答复不符合文档：${where}`);
  });
}
