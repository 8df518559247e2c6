import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { field, type FieldDef } from 'shared-ui/contract';
import { useActionConflict, type ActionConflict } from 'shared-ui/workflow';

/** What 比较差异 compares when a delete, recovery or page-views edit of an article is refused as stale (the refusal names these). */
export const ARTICLE_ACTION_FIELDS: readonly FieldDef[] = [field.text('title', '标题'), field.number('pageview', '浏览量')];

/** The same for an information item's featured toggle. */
export const INFORMATION_ACTION_FIELDS: readonly FieldDef[] = [field.text('title', '标题'), field.switch('featured', '精选')];

/** The linkId a 1043 refusal names (its `current.linkId`), or undefined when it names none (the item is gone). */
export function refusedLinkId(error: unknown): string | undefined {
  const current = (error as { data?: { current?: { linkId?: unknown } | null } } | null)?.data?.current;
  return typeof current?.linkId === 'string' ? current.linkId : undefined;
}

/**
 * An action on listed articles or information items based on the versions shown (`bases`, a ref so a resend reads a
 * moved base at once), with the engine's conflict dialog on 1043: 重新加载 refreshes `queryKey` and calls
 * `onReloaded` (close the asking dialog, leave the edit); 仍然<verb> is the caller's resend after `rebase`.
 */
export function useArticleConflict(
  fields: readonly FieldDef[],
  queryKey: QueryKey,
  initialBases: Record<string, number>,
  onReloaded: () => void,
): ActionConflict<Record<string, unknown>> & { bases: { current: Record<string, number> }; rebase: (linkId: string, version: number | null) => void } {
  const queryClient = useQueryClient();
  const bases = useRef(initialBases);
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey });
    onReloaded();
  }, [queryClient, queryKey, onReloaded]);
  const conflict = useActionConflict<Record<string, unknown>>(fields, reload);
  const rebase = (linkId: string, version: number | null) => {
    if (version !== null) bases.current = { ...bases.current, [linkId]: version };
  };
  return { ...conflict, bases, rebase };
}
