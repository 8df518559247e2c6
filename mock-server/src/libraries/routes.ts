/**
 * The pickers' one call family (contract libraries.ts): `GET library/{key}/items?search=&limit=` and
 * `GET library/{key}/items?ids=a,b`, either with the library's filters (`article_module=hot`). Answers
 * `LibraryItem[]`. A query of the wrong shape → HTTP 400, 1106.
 * Who may read which library is the permission gate's question (the library's screens, or a module picking from it).
 * Where an item is used is the console service's (its entry index), no longer a call of `/v2/cms`.
 */
import type { FastifyPluginAsync } from 'fastify';
import { LIBRARIES, LIBRARY_KEYS, LIBRARY_SEARCH_LIMIT, libraryItemsPath, type LibraryFilter, type LibraryKey } from 'shared-ui/contract';
import { z } from 'zod';
import type { RoutePluginOptions } from '../appContext';
import { answer } from '../articles/answer';
import { badRequest } from '../workflow/refusal';

const MAX_IDS = 100;

const itemsQuery = z.object({
  search: z.string().max(64, '搜索内容不能超过 64 个字').optional(),
  ids: z.string().max(4000).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'limit 应为 1–50 的整数')
    .transform(Number)
    .refine((n) => n >= 1 && n <= LIBRARY_SEARCH_LIMIT.max, 'limit 应为 1–50 的整数')
    .optional(),
});

/** The library's own filters present in the query (text only); other parameters are not filters. */
function readFilter(key: LibraryKey, query: unknown): LibraryFilter | undefined {
  const sent = (query ?? {}) as Record<string, unknown>;
  const entries = (LIBRARIES[key].filters ?? []).flatMap((name) => {
    const value = sent[name];
    if (value === undefined) return [];
    if (typeof value !== 'string' || value.length > 64) throw badRequest(`筛选条件 ${name} 应为文字`);
    return [[name, value] as const];
  });
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

export const libraryRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  for (const key of LIBRARY_KEYS) {
    const source = ctx.libraries[key];
    if (!source) continue;
    app.get(
      `/${libraryItemsPath(key)}`,
      answer((request) => {
        const parsed = itemsQuery.safeParse(request.query ?? {});
        if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '查询参数不正确');
        const { search, ids, limit } = parsed.data;
        const filter = readFilter(key, request.query);
        if (ids !== undefined) {
          const keys = ids.split(',').map((id) => id.trim()).filter(Boolean);
          if (keys.length > MAX_IDS) throw badRequest(`一次最多查询 ${String(MAX_IDS)} 项`);
          return { data: source.byIds(keys, filter) };
        }
        return { data: source.search(search ?? '', limit ?? LIBRARY_SEARCH_LIMIT.default, filter) };
      }),
    );
  }
};
