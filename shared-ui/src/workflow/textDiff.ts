import { diffArrays } from 'diff';

/** A run of text in a diff: in both versions, only in the live one (removed) or only in the new one (added). */
export interface TextPart {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * Tokens a person reads as units: each Han character, kana or CJK punctuation mark on its own (Chinese has no spaces,
 * and one changed character in 申购截止 should not mark the whole sentence), a Latin word or number whole, a run of
 * spaces, any other mark alone.
 */
const TOKEN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\u3000-\u303f\uff00-\uffef]|[\p{L}\p{N}_]+|\s+|[^\s]/gu;

export function textTokens(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

/** Past this many tokens a side, the quadratic worst case is not worth it: the whole of each side is shown changed. */
export const MAX_DIFF_TOKENS = 6000;

/** The word diff of two texts (CJK by character, Latin by word), adjacent runs of one kind joined. */
export function textDiff(before: string, after: string): TextPart[] {
  const a = textTokens(before);
  const b = textTokens(after);
  if (a.length > MAX_DIFF_TOKENS || b.length > MAX_DIFF_TOKENS) return joinRuns([{ kind: 'removed', text: before }, { kind: 'added', text: after }]);
  return partsOf(diffArrays(a, b));
}

/** The line diff of two line lists (a JSON value pretty-printed): each line whole, ending in a line break. */
export function lineDiff(before: readonly string[], after: readonly string[]): TextPart[] {
  return partsOf(diffArrays([...before], [...after]), '\n');
}

function partsOf(changes: readonly { added: boolean; removed: boolean; value: string[] }[], joiner = ''): TextPart[] {
  return joinRuns(
    changes.map((change) => ({
      kind: change.added ? 'added' : change.removed ? 'removed' : 'same',
      text: change.value.map((token) => `${token}${joiner}`).join(''),
    })),
  );
}

function joinRuns(parts: readonly TextPart[]): TextPart[] {
  const joined: TextPart[] = [];
  for (const part of parts) {
    if (part.text === '') continue;
    const last = joined[joined.length - 1];
    if (last?.kind === part.kind) last.text += part.text;
    else joined.push({ ...part });
  }
  return joined;
}

/** A JSON text pretty-printed with sorted keys, so a diff shows what changed and not how it was typed. */
export function jsonLines(text: string): string[] {
  if (text === '') return [];
  try {
    return JSON.stringify(sortKeys(JSON.parse(text)), null, 2).split('\n');
  } catch {
    return text.split('\n');
  }
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]));
}
