import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import type { FieldDef, H5Item } from 'shared-ui/contract';
import { useActionConflict, type ActionConflict } from 'shared-ui/workflow';
import { h5Keys } from './h5Keys';

/** What the conflict dialog compares of a file or folder (theirs → mine). */
const H5_COMPARE_FIELDS: readonly FieldDef[] = [
  { name: 'file_name', label: '名称', kind: 'text' },
  { name: 'remark', label: '备注', kind: 'text' },
  { name: 'git_id', label: 'git 版本', kind: 'text' },
];

/** Each item's version as the list showed it (staleSave.ts `base_versions`); an item without one is not checked. */
export function versionsOf(items: readonly H5Item[]): Record<string, number> {
  return Object.fromEntries(items.flatMap((i) => (i.version === undefined ? [] : [[String(i.id), i.version]])));
}

/**
 * A change of listed files or folders that names the versions it was based on, and the engine's conflict dialog when
 * one changed since (1043): 重新加载 refreshes every view and closes the asking dialog (`onReloaded`); 仍然<verb>
 * resends with the refused item's base moved to the colleague's version. `bases` holds the versions sent (a ref, so
 * a resend reads the moved base at once).
 */
export function useH5Conflict(items: readonly H5Item[], onReloaded: () => void): ActionConflict<Record<string, unknown>> & {
  bases: { current: Record<string, number> };
  /**
   * Opens the conflict dialog when `error` is a stale refusal (true), comparing the refused item (the refusal's
   * `current.id`; the first one when it names none) with `mine` over it; 仍然<verb> moves that item's base to the
   * colleague's version and calls `resend`.
   */
  claimStale: (error: unknown, verb: string, mine: Partial<H5Item>, resend: () => void) => boolean;
} {
  const queryClient = useQueryClient();
  const bases = useRef<Record<string, number>>(versionsOf(items));
  const reload = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: h5Keys.all });
    onReloaded();
  }, [queryClient, onReloaded]);
  const conflict = useActionConflict<Record<string, unknown>>(H5_COMPARE_FIELDS, reload);
  const claimStale = (error: unknown, verb: string, mine: Partial<H5Item>, resend: () => void): boolean => {
    const current = (error as { data?: { current?: { id?: unknown } | null } } | null)?.data?.current;
    const refused = items.find((i) => i.id === current?.id) ?? items[0];
    return (
      refused !== undefined &&
      conflict.catchStale(error, {
        verb,
        row: { ...refused, ...mine },
        resend: (version) => {
          if (version !== null) bases.current = { ...bases.current, [String(refused.id)]: version };
          resend();
        },
      })
    );
  };
  return { ...conflict, bases, claimStale };
}
