/**
 * Search across the console (contract consoleSearch.ts): `GET search/entries?search=&currPage=&pageSize=` answers the
 * entries, among every module the caller's permitted paths open, whose title contains the text.
 *
 * The call is open to every session (callOwners.ts); the narrowing is here, by the one rule (`mayOpenPath`, the
 * expansion the menu and the gate use) applied to each module's path, so an account limited to one area never sees
 * another's entries, nor learns how many there are.
 */
import type { FastifyPluginAsync } from 'fastify';
import { CONSOLE_SEARCH_API, entrySearchQuerySchema, mayOpenPath, type EntryHit, type Paged } from 'shared-ui/contract';
import type { RoutePluginOptions } from '../appContext';
import { answer } from '../articles/answer';
import { slotTitle } from '../articles/slotCheck';
import { requireSession } from '../auth/sessionGuard';
import { badRequest } from '../workflow/refusal';

export const searchRoutes: FastifyPluginAsync<RoutePluginOptions> = async (app, { ctx }) => {
  const byKey = new Map(ctx.modules.map((m) => [m.key, m]));
  app.get(
    `/${CONSOLE_SEARCH_API.entries}`,
    answer((request): { data: Paged<EntryHit> } => {
      const session = requireSession(request);
      const parsed = entrySearchQuerySchema.safeParse(request.query ?? {});
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? '查询参数不正确');
      const { search, currPage, pageSize } = parsed.data;
      const allowed = ctx.modules.filter((def) => mayOpenPath(session, def.path));
      // Every module open: no list of keys to send (the index only holds registered modules' records).
      const moduleKeys = allowed.length === ctx.modules.length ? null : allowed.map((def) => def.key);
      // What the scheduler made live or past is searched in its state now.
      ctx.applyDue();
      const found = ctx.entryTitles.search({ text: search, moduleKeys, limit: pageSize, offset: (currPage - 1) * pageSize });
      const list = found.list.flatMap((match): EntryHit[] => {
        const def = byKey.get(match.module_key);
        return def ? [{ id: match.id, module_key: def.key, module_title: slotTitle(def), path: def.path, status: match.status, title: match.title }] : [];
      });
      return { data: { currPage, pageSize, total: found.total, list } };
    }),
  );
};
