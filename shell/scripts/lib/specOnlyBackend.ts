/**
 * A test double of the backend integrators run: it serves only the calls `mock-server/openapi/openapi.json` names (the `/v2/cms`
 * contract), and like any real backend it ignores body fields it does not know — it drops them before passing the call
 * on to mock-server behind it. Any other call is answered as an unknown endpoint (HTTP 404, 1107 接口不存在). Both are
 * remembered — `GET /__spec-only/refused` lists the calls refused, `GET /__spec-only/dropped` the fields dropped — so a
 * journey can say the console never leaned on a call or a field the contract does not name. (A trailing slash makes no
 * other call: the document names `article/` as `/article`, as mock-server serves both.)
 *
 * Used by the spec-only journey (shell/e2e/specOnly.e2e.ts), which runs the console against it through a second copy
 * of the shell's server.
 */
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { ErrorCode, Messages } from 'shared-ui/contract';
import { BackendClient } from '../../server/console/backendClient';
import { CONTRACT_DOCUMENT_FILE } from '../../server/contractDocument';

type JsonSchema = { $ref?: string; properties?: Record<string, unknown>; additionalProperties?: unknown; oneOf?: JsonSchema[]; anyOf?: JsonSchema[]; allOf?: JsonSchema[]; type?: unknown };

interface OpenApi {
  servers: { url: string }[];
  paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

interface Operation {
  method: string;
  pattern: RegExp;
  /** The body's known top-level fields; undefined when the document does not list them (the body passes whole). */
  fields?: ReadonlySet<string>;
}

export interface SpecOnlyBackend {
  url: string;
  close: () => Promise<void>;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The top-level fields a body schema names (through $ref, oneOf, anyOf, allOf); undefined if any branch is open. */
function knownFields(schema: JsonSchema | undefined, doc: OpenApi, seen = new Set<string>()): Set<string> | undefined {
  if (!schema) return undefined;
  if (schema.$ref) {
    if (seen.has(schema.$ref)) return new Set();
    seen.add(schema.$ref);
    return knownFields(doc.components?.schemas?.[schema.$ref.replace('#/components/schemas/', '')], doc, seen);
  }
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])];
  const own = schema.properties ? new Set(Object.keys(schema.properties)) : undefined;
  if (branches.length === 0) return own && schema.additionalProperties !== true ? own : undefined;
  const union = new Set(own ?? []);
  for (const branch of branches) {
    const fields = knownFields(branch, doc, seen);
    if (!fields) return undefined;
    for (const field of fields) union.add(field);
  }
  return union;
}

function readOperations(doc: OpenApi): Operation[] {
  return Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      pattern: new RegExp(`^${template.split(/\{[^}]+\}/).map(escape).join('[^/]+')}$`),
      fields: knownFields(op.requestBody?.content?.['application/json']?.schema, doc),
    })),
  );
}

/** Starts the double on `port`, in front of `upstream` (mock-server's origin). */
export async function startSpecOnlyBackend(upstream: string, port: number, documentPath = path.resolve(__dirname, '../../..', CONTRACT_DOCUMENT_FILE)): Promise<SpecOnlyBackend> {
  const doc = JSON.parse(fs.readFileSync(documentPath, 'utf8')) as OpenApi;
  const prefix = doc.servers[0]?.url ?? '/v2/cms';
  const operations = readOperations(doc);
  const backend = new BackendClient(upstream, prefix);
  const refused: string[] = [];
  const dropped: string[] = [];
  const app = Fastify({ bodyLimit: 60 * 1024 * 1024 });
  // Bodies stay bytes: only a JSON body of a known operation is read, to drop what it does not know.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  app.get('/__spec-only/refused', async () => refused);
  app.get('/__spec-only/dropped', async () => dropped);
  app.all('/*', async (request, reply) => {
    const url = request.raw.url ?? '/';
    const [pathname = '/', query] = url.split('?');
    const callPath = pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : null;
    const matched = callPath?.replace(/(.)\/+$/, '$1');
    const op = matched === undefined ? undefined : operations.find((o) => o.method === request.method && o.pattern.test(matched));
    if (!op || callPath === null) {
      refused.push(`${request.method} ${pathname}`);
      return reply.code(404).send({ code: ErrorCode.NotFound, data: null, msg: Messages.unknownEndpoint });
    }
    let body = request.body as Buffer | undefined;
    if (body && op.fields && String(request.headers['content-type'] ?? '').includes('application/json')) {
      const sent: unknown = JSON.parse(body.toString('utf8'));
      if (typeof sent === 'object' && sent !== null && !Array.isArray(sent)) {
        const fields = op.fields;
        for (const name of Object.keys(sent)) if (!fields.has(name)) dropped.push(`${request.method} ${pathname}: ${name}`);
        body = Buffer.from(JSON.stringify(Object.fromEntries(Object.entries(sent).filter(([name]) => fields.has(name)))));
      }
    }
    let answer: Awaited<ReturnType<BackendClient['pass']>>;
    try {
      answer = await backend.pass({ method: request.method, pathAndQuery: `${callPath.slice(1)}${query === undefined ? '' : `?${query}`}`, headers: request.headers, ...(body ? { body } : {}) });
    } catch (error) {
      // A real backend down behind its gateway: 502, and the journey's log says why.
      console.error(`仅规范后端：${error instanceof Error ? error.message : String(error)}`);
      return reply.code(502).send('Bad Gateway');
    }
    reply.code(answer.status);
    for (const [name, value] of answer.headers) void reply.header(name, value);
    return reply.send(answer.body);
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { url: `http://127.0.0.1:${String(port)}`, close: () => app.close() };
}
