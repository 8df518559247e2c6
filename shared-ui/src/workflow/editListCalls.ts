import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo } from 'react';
import { api, ErrorCode, isReportedByShell, unwrap, validationErrorsOf } from 'shared-ui';
import {
  BASE_VERSION_FIELD,
  editListAddBody,
  type DraftRow,
  type EditListEntry,
  type ModuleDefinition,
  type Paged,
  type RefListFieldDef,
  type RefListItem,
} from 'shared-ui/contract';
import { staleSaveOf } from './StaleSaveDialog';
import type { BaseVersion } from './WorkflowCommand';
import { withScope } from './withScope';
import { workflowKeys } from './workflowKeys';

/**
 * A module's edit list kept item by item (contract editList.ts; spec §7 hot/insider `add` and `list`), for the edit
 * view's form: a picked item joins the server's draft at once through `add` — which answers the repeat, the missing
 * article and "held by the other module" (spec §5) before the item shows — and `list` says what the library knows of
 * each entry (its module as a label, author, show day).
 */

/** Adds one picked item (`add`); resolves to the words to show when it was refused, null once it has joined. */
export type AddToEditList = (item: RefListItem) => Promise<string | null>;

/**
 * Given by the edit view only (a pre-published entry re-edited in its dialog is not the draft: it picks locally):
 * `add`, null for a role that may not save.
 */
export const EditListContext = createContext<{ add: AddToEditList | null } | null>(null);

/**
 * For this collection: is it the draft's edit list, shown in the edit view (then `list` describes its entries), and
 * the `add` to send a pick through (null: another field or screen, or a role that may not save).
 */
export function useEditList(module: ModuleDefinition, field: RefListFieldDef): { isEditList: boolean; add: AddToEditList | null } {
  const context = useContext(EditListContext);
  const isEditList = context !== null && module.editList?.field === field.name;
  return { isEditList, add: isEditList ? context.add : null };
}

/** `GET list` from page 1, every entry at once (the collection's maximum, as the form shows them all). */
export function editListQuery(module: ModuleDefinition) {
  const list = module.editList;
  const field = module.fields.find((f) => f.name === list?.field);
  const pageSize = field?.kind === 'refList' && field.max !== undefined ? field.max : 100;
  return {
    queryKey: workflowKeys.editList(module),
    queryFn: () => unwrap(api.get<Paged<EditListEntry>>(`${module.apiBase}${list?.list.path ?? ''}`, withScope(module, { currPage: 1, pageSize }))),
    enabled: list !== undefined,
  };
}

/** The entries of the edit list by key, while `enabled` (the edit view's form); empty otherwise. */
export function useEditListEntries(module: ModuleDefinition, enabled: boolean): ReadonlyMap<string, EditListEntry> {
  const query = editListQuery(module);
  const { data } = useQuery({ ...query, enabled: enabled && query.enabled });
  return useMemo(() => new Map((data?.list ?? []).map((entry) => [entry.id, entry])), [data]);
}

export interface UseAddToEditListOptions {
  /** The saved version the form is based on: sent as base_version, so a colleague's newer save is not lost (1043). */
  baseVersion: BaseVersion;
  /** The draft after the add: the form's new base. */
  onAdded: (draft: NonNullable<DraftRow>) => void;
  /** A 1043: the caller offers compare / reload / overwrite with the item added to what it holds. */
  onStale: (error: unknown, item: RefListItem) => void;
}

/** The `add` call of a module with an edit list (null for any other module). */
export function useAddToEditList(module: ModuleDefinition, { baseVersion, onAdded, onStale }: UseAddToEditListOptions): AddToEditList | null {
  const queryClient = useQueryClient();
  const list = module.editList;
  const field = module.fields.find((f) => f.name === list?.field);
  const add = useCallback(
    async (item: RefListItem): Promise<string | null> => {
      if (!list || field?.kind !== 'refList') return null;
      const body = withScope(module, {
        ...editListAddBody(list, field.itemFields ?? [], item),
        ...(baseVersion === undefined ? {} : { [BASE_VERSION_FIELD]: baseVersion }),
      });
      const path = `${module.apiBase}${list.add.path}`;
      try {
        const draft = await unwrap(list.add.method === 'PUT' ? api.put<DraftRow>(path, body) : api.post<DraftRow>(path, body), [0], [ErrorCode.Duplicate, ErrorCode.StaleSave]);
        if (draft) {
          queryClient.setQueryData(workflowKeys.draft(module), draft);
          onAdded(draft);
        }
        void queryClient.invalidateQueries({ queryKey: workflowKeys.editList(module) });
        return null;
      } catch (error) {
        if (staleSaveOf(error)) onStale(error, item);
        // The shell has said it (session, permission, network); the picker still says the item was not added.
        if (isReportedByShell(error)) return '添加失败，请重试';
        return validationErrorsOf(error)[0]?.message ?? (error instanceof Error ? error.message : '添加失败，请重试');
      }
    },
    [baseVersion, field, list, module, onAdded, onStale, queryClient],
  );
  return list ? add : null;
}
