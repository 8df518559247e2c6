/** One line of a diff: kept, removed (only before) or added (only after). */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
}

/**
 * The shortest edit from `before` to `after` by lines (longest common subsequence). Configs and short texts are a few
 * dozen lines, so the quadratic table is fine; past MAX_DIFF_LINES the whole of each side is shown as changed.
 */
export const MAX_DIFF_LINES = 400;

export function lineDiff(before: readonly string[], after: readonly string[]): DiffLine[] {
  if (before.length > MAX_DIFF_LINES || after.length > MAX_DIFF_LINES) {
    return [...before.map((text) => ({ kind: 'removed' as const, text })), ...after.map((text) => ({ kind: 'added' as const, text }))];
  }
  // common[i][j]: the longest common subsequence of before[i..] and after[j..].
  const common = Array.from({ length: before.length + 1 }, () => new Array<number>(after.length + 1).fill(0));
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      const row = common[i] as number[];
      row[j] = before[i] === after[j] ? (common[i + 1]?.[j + 1] ?? 0) + 1 : Math.max(common[i + 1]?.[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const lines: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    if (before[i] === after[j]) {
      lines.push({ kind: 'same', text: before[i] as string });
      i += 1;
      j += 1;
    } else if ((common[i + 1]?.[j] ?? 0) >= (common[i]?.[j + 1] ?? 0)) {
      lines.push({ kind: 'removed', text: before[i] as string });
      i += 1;
    } else {
      lines.push({ kind: 'added', text: after[j] as string });
      j += 1;
    }
  }
  for (; i < before.length; i += 1) lines.push({ kind: 'removed', text: before[i] as string });
  for (; j < after.length; j += 1) lines.push({ kind: 'added', text: after[j] as string });
  return lines;
}

/** A JSON text pretty-printed with sorted keys, so a diff shows what changed and not how it was typed. */
export function jsonLines(text: string): string[] {
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
