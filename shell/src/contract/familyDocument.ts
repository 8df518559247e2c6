/**
 * One call family of the OpenAPI document as a document of its own (its paths, every shared schema), so the viewer
 * renders tens of operations instead of all ~1100 at once (whole, Swagger UI takes tens of seconds to show it).
 */
export interface OpenApiLike {
  paths: Record<string, Record<string, { tags?: string[] }>>;
  tags?: { name: string }[];
  [key: string]: unknown;
}

/** The families in the document's order, each with its number of operations. */
export function familiesOf(doc: OpenApiLike): { name: string; operations: number }[] {
  const counts = new Map<string, number>();
  for (const item of Object.values(doc.paths)) {
    for (const op of Object.values(item)) for (const tag of op.tags ?? []) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  const order = (doc.tags ?? []).map((t) => t.name).filter((name) => counts.has(name));
  return order.map((name) => ({ name, operations: counts.get(name) ?? 0 }));
}

export function familyDocument(doc: OpenApiLike, family: string): OpenApiLike {
  const paths: OpenApiLike['paths'] = {};
  for (const [path, item] of Object.entries(doc.paths)) {
    const ops = Object.entries(item).filter(([, op]) => op.tags?.includes(family));
    if (ops.length > 0) paths[path] = Object.fromEntries(ops);
  }
  // The kit's facts about every module (examples included) mean nothing to a reader of one family: left out.
  const { 'x-cms-modules': _modules, ...rest } = doc;
  return { ...rest, paths, tags: [{ name: family }] };
}
