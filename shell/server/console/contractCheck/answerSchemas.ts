/**
 * The contract's answer schemas by call, for the console's check of a backend's answers (CMS_CONTRACT_CHECK): the
 * OpenAPI document (`mock-server/openapi/openapi.json`) read once, on the first question, and each call's code-0 answer given with
 * only the named schemas it refers to — a few KB, where the document is several MB.
 */
import fs from 'node:fs';
import { affectedScreens, callPathPattern, type ContractAnswer, type JsonSchemaNode } from 'shared-ui/contract';

interface DocumentOperation {
  'x-cms-owners'?: string[];
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchemaNode }> }>;
}

interface ContractDocument {
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: { schemas?: Record<string, JsonSchemaNode> };
  'x-cms-screens'?: Record<string, string>;
}

interface CallPattern {
  method: string;
  pattern: RegExp;
  /** Path parameters: a call with fewer wins (`detail/list` before `detail/:id`). */
  params: number;
  call: string;
  screens: string[];
  schema: JsonSchemaNode;
}

const REF = '#/components/schemas/';

/** Every `$ref` of a schema, and of the schemas they name, transitively. */
function referenced(schema: JsonSchemaNode, all: Record<string, JsonSchemaNode>): Record<string, JsonSchemaNode> {
  const found: Record<string, JsonSchemaNode> = {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string' && value.startsWith(REF)) {
        const name = value.slice(REF.length);
        if (!(name in found) && all[name]) {
          found[name] = all[name];
          visit(all[name]);
        }
      } else visit(value);
    }
  };
  visit(schema);
  return found;
}

export class AnswerSchemas {
  private patterns: CallPattern[] | null = null;
  private components: Record<string, JsonSchemaNode> = {};
  private readonly answers = new Map<string, ContractAnswer | null>();

  constructor(private readonly documentFile: string) {}

  private load(): CallPattern[] {
    if (this.patterns) return this.patterns;
    const doc = JSON.parse(fs.readFileSync(this.documentFile, 'utf8')) as ContractDocument;
    const screens = doc['x-cms-screens'] ?? {};
    this.components = doc.components?.schemas ?? {};
    this.patterns = Object.entries(doc.paths).flatMap(([openPath, item]) =>
      Object.entries(item).flatMap(([method, op]) => {
        const schema = op.responses?.['200']?.content?.['application/json']?.schema;
        if (!schema) return [];
        const path = openPath.replace(/^\//, '');
        const upper = method.toUpperCase();
        return [
          {
            method: upper,
            pattern: callPathPattern(path),
            params: (path.match(/\{\w+\}/g) ?? []).length,
            call: `${upper} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
            screens: affectedScreens(op['x-cms-owners'] ?? [], screens),
            schema,
          },
        ];
      }),
    );
    this.patterns.sort((a, b) => a.params - b.params);
    return this.patterns;
  }

  /** The call `method path` is, with its answer's schema; null when the contract has no such call (or no JSON answer). */
  forCall(method: string, path: string): ContractAnswer | null {
    const bare = path.replace(/^\/+/, '').split('?')[0] ?? '';
    const key = `${method.toUpperCase()} ${bare}`;
    if (this.answers.has(key)) return this.answers.get(key) ?? null;
    const found = this.load().find((p) => p.method === method.toUpperCase() && p.pattern.test(bare));
    const answer = found ? { call: found.call, screens: found.screens, schema: found.schema, schemas: referenced(found.schema, this.components) } : null;
    // Paths with ids are many: remember by call, and only a bounded number of concrete paths.
    if (this.answers.size < 2000) this.answers.set(key, answer);
    return answer;
  }
}
