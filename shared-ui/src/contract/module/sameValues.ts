/**
 * When two sets of module values say the same thing, whatever the order of their keys. The server stores values in
 * this form and answers 1017 when pre-published fields differ from the saved draft; the form asks the same question
 * to know whether there is anything unsaved.
 */
/** JSON with object keys sorted at every depth: equal texts ⇔ the same values, whatever order the keys came in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function sameValues(a: unknown, b: unknown): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
