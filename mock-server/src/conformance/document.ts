/**
 * The kit reads the contract from the OpenAPI document alone (`mock-server/openapi/openapi.json`): each operation's shapes and
 * its `x-cms-*` facts (role rule, owners, codes, paging). The answers' `data` are checked with ajv against the
 * document's own schemas (JSON Schema 2020-12, what zod 4 writes and OpenAPI 3.1 speaks).
 */
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020';
import { affectedScreens, answerDifferences, failingDifferences, type FieldDifference, type JsonSchemaNode } from 'shared-ui/contract';

export interface ScopeOwner {
  scope: Record<string, string | number>;
  module: string;
  owner: string;
  saveMethod: string;
  maxLive?: number;
  maxLiveCode?: number;
  schedule: string[];
  /** 'publish': a pre-publish sends no times, a publish all of them (the document's `x-cms-modules`). */
  scheduleSetAt?: 'publish';
  examples: Record<string, unknown>[];
}

export interface DocOperation {
  /** `GET login/captcha`: method and path relative to the prefix, `:id` for a path parameter. */
  id: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  family: string;
  summary: string;
  session: boolean;
  roles: string[];
  owners: string[];
  scopes?: ScopeOwner[];
  library?: string;
  action?: string;
  paged: boolean;
  binary: boolean;
  endsSession: boolean;
  codes: number[];
  /** Required query parameters with the document's example value (a module's scope, an id). */
  requiredQuery: Record<string, string>;
  /** The path's parameter is the `id` of a row of the family's lists (else the kit guesses one). */
  idFromList: boolean;
  /** Query parameters whose value is a field of a row of the family's lists (parameter → field). */
  fromList: Record<string, string>;
  /** The schema of a code-0 answer's envelope. */
  answerSchema?: Record<string, unknown>;
  /** The screens that read this call's answers (its owners, named as the menu names them): what a difference breaks. */
  screens: string[];
}

interface RawOperation {
  summary?: string;
  parameters?: { name: string; in: string; required?: boolean; example?: string; 'x-cms-from-list'?: string }[];
  responses?: Record<string, { content?: Record<string, { schema?: Record<string, unknown> }> }>;
  'x-cms-family': string;
  'x-cms-session': boolean;
  'x-cms-roles': string[];
  'x-cms-owners': string[];
  'x-cms-scopes'?: Pick<ScopeOwner, 'scope' | 'module' | 'owner'>[];
  'x-cms-library'?: string;
  'x-cms-action'?: string;
  'x-cms-paged': boolean;
  'x-cms-ends-session'?: boolean;
  'x-cms-codes': number[];
}

export interface ContractDocument {
  raw: {
    paths: Record<string, Record<string, RawOperation>>;
    components?: Record<string, unknown>;
    'x-cms-catalogue'?: Record<string, string>;
    'x-cms-screens'?: Record<string, string>;
    'x-cms-modules'?: Record<string, Omit<ScopeOwner, 'scope' | 'module' | 'owner'>>;
  };
  operations: DocOperation[];
  catalogue: Record<string, string>;
}

export function loadDocument(file: string): ContractDocument {
  const raw = JSON.parse(readFileSync(file, 'utf8')) as ContractDocument['raw'];
  const operations: DocOperation[] = [];
  const modules = raw['x-cms-modules'] ?? {};
  const screens = raw['x-cms-screens'] ?? {};
  for (const [openPath, item] of Object.entries(raw.paths)) {
    const path = openPath.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1');
    for (const [method, op] of Object.entries(item)) {
      const upper = method.toUpperCase() as DocOperation['method'];
      const ok = op.responses?.['200']?.content;
      operations.push({
        id: `${upper} ${path}`,
        method: upper,
        path,
        family: op['x-cms-family'],
        summary: op.summary ?? '',
        session: op['x-cms-session'],
        roles: op['x-cms-roles'],
        owners: op['x-cms-owners'],
        ...(op['x-cms-scopes'] ? { scopes: op['x-cms-scopes'].map((s) => ({ ...modules[s.module], ...s }) as ScopeOwner) } : {}),
        ...(op['x-cms-library'] ? { library: op['x-cms-library'] } : {}),
        ...(op['x-cms-action'] ? { action: op['x-cms-action'] } : {}),
        paged: op['x-cms-paged'],
        binary: !ok?.['application/json'],
        endsSession: op['x-cms-ends-session'] === true,
        codes: op['x-cms-codes'],
        requiredQuery: Object.fromEntries((op.parameters ?? []).filter((p) => p.in === 'query' && p.required && !p['x-cms-from-list']).map((p) => [p.name, String(p.example ?? '')])),
        idFromList: (op.parameters ?? []).some((p) => p.in === 'path' && p['x-cms-from-list'] === 'id'),
        fromList: Object.fromEntries((op.parameters ?? []).flatMap((p) => (p.in === 'query' && p['x-cms-from-list'] ? [[p.name, p['x-cms-from-list']]] : []))),
        ...(ok?.['application/json']?.schema ? { answerSchema: ok['application/json'].schema } : {}),
        screens: affectedScreens(op['x-cms-owners'], screens),
      });
    }
  }
  return { raw, operations, catalogue: raw['x-cms-catalogue'] ?? {} };
}

/** A field of an answer that differs from the document, with the screens it breaks (影响页面). */
export interface AnswerDifference extends FieldDifference {
  screens: string[];
}

/**
 * Answers against the document: field by field (`answerDifferences`, shared with the console's own check), and ajv
 * over the whole schema as a backstop for a rule the field walk does not read.
 */
export class AnswerValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: false, validateFormats: false });
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly schemas: Record<string, JsonSchemaNode>;

  constructor(private readonly doc: ContractDocument) {
    this.ajv.addSchema({ $id: 'cms-contract', components: doc.raw.components ?? {} });
    this.schemas = ((doc.raw.components ?? {}) as { schemas?: Record<string, JsonSchemaNode> }).schemas ?? {};
  }

  /** Every field of `answer` that differs from the operation's code-0 schema (多出 included, apart). */
  differences(op: DocOperation, answer: unknown): AnswerDifference[] {
    if (!op.answerSchema) return [];
    const found = answerDifferences(op.answerSchema as JsonSchemaNode, answer, (ref) => this.schemas[ref.replace('#/components/schemas/', '')]);
    if (failingDifferences(found).length === 0) {
      const backstop = this.backstop(op, answer);
      if (backstop) found.push(backstop);
    }
    return found.map((d) => ({ ...d, screens: op.screens }));
  }

  private backstop(op: DocOperation, answer: unknown): FieldDifference | null {
    let validate = this.compiled.get(op.id);
    if (!validate) {
      const schema = JSON.parse(JSON.stringify(op.answerSchema).replace(/"#\/components\//g, '"cms-contract#/components/')) as Record<string, unknown>;
      validate = this.ajv.compile(schema);
      this.compiled.set(op.id, validate);
    }
    if (validate(answer)) return null;
    const error = validate.errors?.[0];
    const field = error?.instancePath ? error.instancePath.replace(/^\//, '').replace(/\//g, '.') : '（整体）';
    return { kind: 'value', field, expected: error?.message ?? '符合文档的结构', got: JSON.stringify(error?.params ?? {}) };
  }
}
