/**
 * What the contract check has found this session: each field of a call whose answer differed from the contract, once,
 * with when it was first seen. Kept in sessionStorage, so a reload keeps the list; the header's badge and its panel
 * read it (useSyncExternalStore).
 */
import type { FieldDifference } from 'shared-ui/contract';

export interface SeenDifference extends FieldDifference {
  /** The operation as the contract names it: `GET article/list`. */
  call: string;
  /** The screens that read the call (影响页面). */
  screens: string[];
  /** Epoch ms. */
  firstSeen: number;
}

const STORAGE_KEY = 'cms.contractDifferences';
/** A backend that differs everywhere still makes a list a person can read. */
const MAX_KEPT = 500;

const keyOf = (d: Pick<SeenDifference, 'call' | 'kind' | 'field'>) => `${d.call} ${d.kind} ${d.field}`;

function restore(): SeenDifference[] {
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? (stored as SeenDifference[]) : [];
  } catch {
    return [];
  }
}

let seen: readonly SeenDifference[] = typeof sessionStorage === 'undefined' ? [] : restore();
const listeners = new Set<() => void>();

function publish(next: readonly SeenDifference[]): void {
  seen = next;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or refused: the list still lives for this page.
  }
  for (const listener of listeners) listener();
}

/** Adds the differences of one answer not seen before (same call, kind and field); returns how many were new. */
export function recordDifferences(call: string, screens: readonly string[], differences: readonly FieldDifference[], now = Date.now()): number {
  const known = new Set(seen.map(keyOf));
  const fresh = differences.filter((d) => !known.has(keyOf({ call, kind: d.kind, field: d.field }))).map((d) => ({ ...d, call, screens: [...screens], firstSeen: now }));
  if (fresh.length > 0 && seen.length < MAX_KEPT) publish([...seen, ...fresh].slice(0, MAX_KEPT));
  return fresh.length;
}

export function clearDifferences(): void {
  publish([]);
}

export function subscribeDifferences(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const differencesSnapshot = (): readonly SeenDifference[] => seen;
