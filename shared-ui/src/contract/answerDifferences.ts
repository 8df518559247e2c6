/**
 * How an answer differs from the contract, field by field: the conformance kit (`pnpm conformance`) and the console's
 * own check of a backend's answers (`CMS_CONTRACT_CHECK`) both run this over the OpenAPI document's JSON Schemas (what
 * zod 4 writes from the contract's schemas), so a backend that names or types a field differently is named at that
 * field, not just "不符合".
 *
 * Only the JSON Schema the document uses is read: type (one or several), properties, required, items, anyOf/oneOf,
 * enum, const, pattern, minimum/maximum, minLength, `$ref` into the document.
 */
import { CMS_TIME_FORMAT, CMS_TIME_PATTERN } from './time';

export type DifferenceKind = 'missing' | 'renamed' | 'type' | 'null' | 'enum' | 'format' | 'value' | 'extra';

export const DIFFERENCE_LABELS: Record<DifferenceKind, string> = {
  missing: '缺少字段',
  renamed: '疑似改名',
  type: '类型不符',
  null: '不应为 null',
  enum: '取值不在约定集合中',
  format: '格式不符',
  value: '取值超出约定',
  extra: '多出',
};

export interface FieldDifference {
  kind: DifferenceKind;
  /** Where in the answer: `data.list[].fund_name` (one line for every row of a list). */
  field: string;
  expected: string;
  got: string;
}

export interface JsonSchemaNode {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  items?: JsonSchemaNode;
  anyOf?: JsonSchemaNode[];
  oneOf?: JsonSchemaNode[];
  allOf?: JsonSchemaNode[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  description?: string;
}

/** A `$ref` of the document to its schema (`#/components/schemas/wm.highFund.Row`). */
export type ResolveRef = (ref: string) => JsonSchemaNode | undefined;

const PATTERN_NAMES: Record<string, string> = { [CMS_TIME_PATTERN]: CMS_TIME_FORMAT };

/** `fund_name`, `fundName`, `FUND-NAME` are one name spelt three ways. */
export const spellingKey = (name: string): string => name.toLowerCase().replace(/[_\-\s]/g, '');

function typeOf(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

/** What a value is, as a finding says it: `字符串 "12"`, `整数 3`, `对象`. */
export function describeValue(value: unknown): string {
  const kind = typeOf(value);
  if (kind === 'object' || kind === 'array') return TYPE_NAMES[kind] ?? kind;
  if (kind === 'null') return 'null';
  const text = JSON.stringify(value) ?? String(value);
  return `${TYPE_NAMES[kind] ?? kind} ${text.length > 60 ? `${text.slice(0, 60)}…` : text}`;
}

const typesOf = (node: JsonSchemaNode): string[] | undefined => (node.type === undefined ? undefined : Array.isArray(node.type) ? node.type : [node.type]);

function fitsType(types: readonly string[], value: unknown): boolean {
  const kind = typeOf(value);
  return types.includes(kind) || (kind === 'integer' && types.includes('number'));
}

/** The type a branch of a union expects, or undefined when it says none (a bare `{}` accepts anything). */
function branchTypes(node: JsonSchemaNode, resolve: ResolveRef): string[] | undefined {
  const real = deref(node, resolve);
  const own = typesOf(real);
  if (own) return own;
  if (real.const !== undefined) return [typeOf(real.const) === 'integer' ? 'number' : typeOf(real.const)];
  if (real.enum) return [...new Set(real.enum.map((v) => (typeOf(v) === 'integer' ? 'number' : typeOf(v))))];
  if (real.properties) return ['object'];
  const inner = real.anyOf ?? real.oneOf;
  if (inner) {
    const all = inner.map((b) => branchTypes(b, resolve));
    return all.some((t) => t === undefined) ? undefined : [...new Set(all.flat() as string[])];
  }
  return undefined;
}

function deref(node: JsonSchemaNode, resolve: ResolveRef): JsonSchemaNode {
  let current = node;
  for (let hops = 0; current.$ref && hops < 20; hops++) current = resolve(current.$ref) ?? {};
  return current;
}

function expectedTypes(types: readonly string[]): string {
  return types.map((t) => TYPE_NAMES[t] ?? t).join(' 或 ');
}

/**
 * Every difference of `value` against `schema`, at `field`. A difference found in many rows of a list is one line:
 * the caller dedupes on kind and field (`answerDifferences` does).
 */
function walk(schema: JsonSchemaNode, value: unknown, field: string, resolve: ResolveRef, out: FieldDifference[]): void {
  const node = deref(schema, resolve);
  for (const part of node.allOf ?? []) walk(part, value, field, resolve, out);
  const union = node.anyOf ?? node.oneOf;
  if (union) {
    walkUnion(union, value, field, resolve, out);
    return;
  }
  const types = typesOf(node);
  if (types && !fitsType(types, value)) {
    const kind = value === null ? 'null' : 'type';
    out.push({ kind, field, expected: expectedTypes(types), got: describeValue(value) });
    return;
  }
  if (node.const !== undefined && value !== node.const) {
    out.push({ kind: 'enum', field, expected: JSON.stringify(node.const), got: describeValue(value) });
    return;
  }
  if (node.enum && !node.enum.includes(value)) {
    out.push({ kind: 'enum', field, expected: node.enum.map((v) => JSON.stringify(v)).join('、'), got: describeValue(value) });
    return;
  }
  if (typeof value === 'string') {
    if (node.pattern && !new RegExp(node.pattern, 'u').test(value)) {
      out.push({ kind: 'format', field, expected: PATTERN_NAMES[node.pattern] ?? `匹配 ${node.pattern}`, got: describeValue(value) });
    } else if (node.minLength !== undefined && [...value].length < node.minLength) {
      out.push({ kind: 'value', field, expected: `至少 ${node.minLength} 个字符`, got: describeValue(value) });
    }
    return;
  }
  if (typeof value === 'number') {
    if (node.minimum !== undefined && value < node.minimum) out.push({ kind: 'value', field, expected: `≥ ${node.minimum}`, got: describeValue(value) });
    else if (node.maximum !== undefined && value > node.maximum) out.push({ kind: 'value', field, expected: `≤ ${node.maximum}`, got: describeValue(value) });
    return;
  }
  if (Array.isArray(value)) {
    if (node.items) value.forEach((item) => walk(node.items as JsonSchemaNode, item, `${field}[]`, resolve, out));
    return;
  }
  if (typeof value === 'object' && value !== null && node.properties) walkObject(node, value as Record<string, unknown>, field, resolve, out);
}

function walkUnion(union: readonly JsonSchemaNode[], value: unknown, field: string, resolve: ResolveRef, out: FieldDifference[]): void {
  const candidates = union.filter((branch) => {
    const types = branchTypes(branch, resolve);
    return types === undefined || fitsType(types, value);
  });
  if (candidates.length === 0) {
    const types = [...new Set(union.flatMap((b) => branchTypes(b, resolve) ?? []))];
    out.push({ kind: value === null ? 'null' : 'type', field, expected: expectedTypes(types), got: describeValue(value) });
    return;
  }
  // A union of values (`0 | 1`): the value is one of them, or outside the whole set.
  const values = candidates.map((branch) => deref(branch, resolve)).map((real) => (real.const !== undefined ? [real.const] : real.enum));
  if (values.every((list) => list !== undefined)) {
    const allowed = values.flat();
    if (!allowed.includes(value)) out.push({ kind: 'enum', field, expected: allowed.map((v) => JSON.stringify(v)).join('、'), got: describeValue(value) });
    return;
  }
  // The branch the value fits best: fewest differences (an extra field is no failure, so it counts least).
  let best: FieldDifference[] | undefined;
  for (const branch of candidates) {
    const found: FieldDifference[] = [];
    walk(branch, value, field, resolve, found);
    const weight = (list: FieldDifference[]) => list.filter((d) => d.kind !== 'extra').length * 1000 + list.length;
    if (!best || weight(found) < weight(best)) best = found;
    if (best.length === 0) break;
  }
  out.push(...(best ?? []));
}

function walkObject(node: JsonSchemaNode, value: Record<string, unknown>, field: string, resolve: ResolveRef, out: FieldDifference[]): void {
  const known = node.properties ?? {};
  const required = new Set(node.required ?? []);
  const at = (name: string) => (field ? `${field}.${name}` : name);
  const extras = Object.keys(value).filter((name) => !(name in known));
  const extraBySpelling = new Map(extras.map((name) => [spellingKey(name), name]));
  const renamed = new Set<string>();
  for (const [name, child] of Object.entries(known)) {
    if (name in value) {
      walk(child, value[name], at(name), resolve, out);
      continue;
    }
    const other = extraBySpelling.get(spellingKey(name));
    if (other !== undefined) {
      renamed.add(other);
      out.push({ kind: 'renamed', field: at(name), expected: name, got: other });
    } else if (required.has(name)) {
      out.push({ kind: 'missing', field: at(name), expected: name, got: '（无此字段）' });
    }
  }
  for (const name of extras) {
    if (!renamed.has(name)) out.push({ kind: 'extra', field: at(name), expected: '（约定中没有）', got: describeValue(value[name]) });
  }
}

/** Every difference of an answer against its schema, one line per kind and field (a list's rows share lines). */
export function answerDifferences(schema: JsonSchemaNode, value: unknown, resolve: ResolveRef, root = ''): FieldDifference[] {
  const found: FieldDifference[] = [];
  walk(schema, value, root, resolve, found);
  const seen = new Set<string>();
  return found.filter((d) => {
    const key = `${d.kind} ${d.field}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The differences that make an answer fail: everything but fields the contract does not know (a backend may send more). */
export const failingDifferences = (differences: readonly FieldDifference[]): FieldDifference[] => differences.filter((d) => d.kind !== 'extra');
