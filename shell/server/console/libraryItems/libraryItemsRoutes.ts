/**
 * The pickers' call family, in the console service (under CONSOLE_API_PREFIX):
 *
 * | call                                   | owner                                              | answer                       |
 * |----------------------------------------|----------------------------------------------------|------------------------------|
 * | GET library/{key}/items?search=&limit= | the library's screens, and modules picking from it | `LibraryItem[]`, best first  |
 * | GET library/{key}/items?ids=a,b        | the same                                           | those that exist, as asked   |
 * | GET library/{key}/items?by=isin&ids=…  | the same                                           | named by an alias, as asked  |
 *
 * Either with the library's filters (`article_module=hot`). A query of the wrong shape → HTTP 400, 1106; an account
 * the library is not open to → 403, 1029.
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCode, LIBRARIES, LIBRARY_SEARCH_LIMIT, libraryItemsPath, libraryItemsQuerySchema, readLibraryFilter } from 'shared-ui/contract';
import { fail, okFromBackend } from '../consoleAnswers';
import type { LibraryItems } from './libraryItems';

export function registerLibraryItemsRoutes(app: FastifyInstance, libraries: LibraryItems): void {
  for (const key of libraries.served()) {
    app.get(`/${libraryItemsPath(key)}`, async (request, reply) => {
      const who = request.consoleIdentity!;
      if (!libraries.may(who, key)) return fail(reply, 403, ErrorCode.NoModulePermission);
      const parsed = libraryItemsQuerySchema.safeParse(request.query ?? {});
      if (!parsed.success) return fail(reply, 400, ErrorCode.ValidationFailed, parsed.error.issues[0]?.message ?? '查询参数不正确');
      const filter = readLibraryFilter(key, request.query);
      if (typeof filter === 'string') return fail(reply, 400, ErrorCode.ValidationFailed, filter);
      const { search, ids, limit, by } = parsed.data;
      const aliases = LIBRARIES[key].aliases ?? [];
      if (by !== undefined && !aliases.some((alias) => alias.name === by)) {
        const named = aliases.map((alias) => `${alias.name}（${alias.header}）`).join('、');
        return fail(reply, 400, ErrorCode.ValidationFailed, named ? `by 只能是 ${named}` : `${LIBRARIES[key].title}只能按键查询`);
      }
      if (by !== undefined && ids === undefined) return fail(reply, 400, ErrorCode.ValidationFailed, 'by 须与 ids 一起使用');
      const cookie = request.headers.cookie ?? '';
      return okFromBackend(reply, () =>
        ids !== undefined ? libraries.byIds(cookie, key, ids, filter, by) : libraries.search(cookie, key, search ?? '', limit ?? LIBRARY_SEARCH_LIMIT.default, filter),
      );
    });
  }
}
