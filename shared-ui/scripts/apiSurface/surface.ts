/**
 * What an API report says, as data: its declarations by name, and which semver bump a change between two reports
 * needs. Pure (text in, answers out), so the rule is unit-tested apart from API Extractor.
 *
 * The rule: an export only added → minor; an export removed, or the text of an exported declaration (or of a type it
 * uses that the entry does not export) changed → major; anything else that changed the report's code → patch.
 * Comments (API Extractor's `// @public (undocumented)`, doc comments) are not the surface: editing them needs no bump.
 */
import { createHash } from 'node:crypto';

export type Bump = 'none' | 'patch' | 'minor' | 'major';
const ORDER: readonly Bump[] = ['none', 'patch', 'minor', 'major'];

export function atLeast(level: Bump, required: Bump): boolean {
  return ORDER.indexOf(level) >= ORDER.indexOf(required);
}

export function larger(a: Bump, b: Bump): Bump {
  return atLeast(a, b) ? a : b;
}

/** The report's code block with comments and blank lines removed: what the version rule compares and hashes. */
export function normalizeReport(report: string): string {
  const body = /```ts\n([\s\S]*?)\n```/.exec(report)?.[1] ?? report;
  const kept: string[] = [];
  let inDocComment = false;
  for (const line of body.split('\n')) {
    const trimmed = line.trim();
    if (inDocComment) {
      if (trimmed.includes('*/')) inDocComment = false;
      continue;
    }
    if (trimmed.startsWith('/*')) {
      inDocComment = !trimmed.includes('*/');
      continue;
    }
    if (trimmed === '' || trimmed.startsWith('//')) continue;
    kept.push(line.trimEnd());
  }
  return kept.join('\n');
}

export function hashOf(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export interface Declaration {
  /** `import X` for an imported name, else the declared or exported name. */
  readonly key: string;
  /** Whether a remote can import it by this name (`export …`). */
  readonly exported: boolean;
  readonly text: string;
}

const DECLARATION = /^(export\s+)?(?:declare\s+)?(?:default\s+)?(?:abstract\s+)?(?:function|const|let|var|interface|type|class|enum|namespace)\s+([A-Za-z_$][\w$]*)/;

/** A line that opens a top-level statement; any other line continues the one before (`}`, `| {`, members). */
const STATEMENT_START = /^(?:(?:export|declare|import)\s|(?:interface|type|const|function|class|enum|namespace|let|var|abstract)\s+[A-Za-z_$])/;

/** The keys one top-level statement of a report declares. */
function keysOf(statement: string): { key: string; exported: boolean }[] {
  const head = statement.replace(/\s+/g, ' ');
  if (head.startsWith('import ')) {
    const names = /\{([^}]*)\}/.exec(head)?.[1] ?? /import (?:type )?(?:\* as )?([\w$]+)/.exec(head)?.[1] ?? head;
    return names.split(',').map((n) => n.trim()).filter(Boolean).map((n) => ({ key: `import ${n.split(' as ').pop() ?? n}`, exported: false }));
  }
  const reexport = /^export (?:type )?\{([^}]*)\}/.exec(head);
  if (reexport?.[1] !== undefined) {
    return reexport[1].split(',').map((n) => n.trim()).filter(Boolean).map((n) => ({ key: n.split(' as ').pop() ?? n, exported: true }));
  }
  const declared = DECLARATION.exec(head);
  if (declared?.[2] !== undefined) return [{ key: declared[2], exported: declared[1] !== undefined }];
  return [{ key: head, exported: false }];
}

/** A report's declarations by key; overloads and merged declarations of one name are one entry. */
export function declarationsOf(report: string): Map<string, Declaration> {
  const statements: string[] = [];
  for (const line of normalizeReport(report).split('\n')) {
    if (statements.length > 0 && !STATEMENT_START.test(line)) statements[statements.length - 1] += `\n${line}`;
    else statements.push(line);
  }
  const byKey = new Map<string, Declaration>();
  for (const statement of statements) {
    for (const { key, exported } of keysOf(statement)) {
      const seen = byKey.get(key);
      // Without its `export` keyword: exporting a type a signature already used adds a name, it changes nothing.
      const text = statement.replace(/^export\s+(?!\{|type \{)/, '');
      byKey.set(key, { key, exported: exported || (seen?.exported ?? false), text: seen ? `${seen.text}\n${text}` : text });
    }
  }
  return byKey;
}

export interface SurfaceChange {
  readonly added: readonly string[];
  readonly removed: readonly string[];
  /** Exported declarations whose text changed, and non-exported types or imports they use whose text changed. */
  readonly changed: readonly string[];
  readonly bump: Bump;
}

/**
 * Lists that are promises of shared-ui's, whose growth adds to the surface rather than changing it: the modules the
 * shell provides to every remote (federation/shellProvides.ts). A remote built against fewer finds each of them; one
 * built against more is refused on an older shell by the version handshake, as any minor is. Removing one is a major.
 */
const GROWING_LISTS: ReadonlySet<string> = new Set(['SHELL_PROVIDES']);

/** The string members of a `readonly [...]` list's declaration, or null when it is not one. */
function listMembers(text: string): string[] | null {
  const list = /:\s*readonly\s*\[([^\]]*)\]\s*;?\s*$/.exec(text.replace(/\s+/g, ' '));
  return list?.[1] === undefined ? null : [...list[1].matchAll(/"([^"]*)"/g)].map((m) => m[1] ?? '');
}

/** A growing list that only gained members: the members it gained (`SHELL_PROVIDES + "shared-ui/query"`), else null. */
function listGrowth(key: string, before: Declaration, after: Declaration): string[] | null {
  if (!GROWING_LISTS.has(key)) return null;
  const [was, is] = [listMembers(before.text), listMembers(after.text)];
  if (was === null || is === null || !was.every((member) => is.includes(member))) return null;
  return is.filter((member) => !was.includes(member)).map((member) => `${key} + "${member}"`);
}

/** What changed between two reports of one entry (`before` undefined: a new entry), and the bump it needs. */
export function compareReports(before: string | undefined, after: string | undefined): SurfaceChange {
  const old = before === undefined ? new Map<string, Declaration>() : declarationsOf(before);
  const now = after === undefined ? new Map<string, Declaration>() : declarationsOf(after);
  const edited = [...now.values()].filter((d) => old.has(d.key) && old.get(d.key)?.text !== d.text);
  const grown = new Map(edited.map((d) => [d.key, listGrowth(d.key, old.get(d.key) ?? d, d)]));
  const added = [...now.values()]
    .filter((d) => d.exported && !old.get(d.key)?.exported)
    .map((d) => d.key)
    .concat([...grown.values()].flatMap((members) => members ?? []));
  const removed = [...old.values()].filter((d) => d.exported && !now.get(d.key)?.exported).map((d) => d.key);
  const changed = edited.filter((d) => !grown.get(d.key)).map((d) => d.key);
  const codeChanged = normalizeReport(before ?? '') !== normalizeReport(after ?? '');
  const bump: Bump = removed.length > 0 || changed.length > 0 ? 'major' : added.length > 0 ? 'minor' : codeChanged ? 'patch' : 'none';
  return { added, removed, changed, bump };
}
