import type { ManagerListQuery } from 'shared-ui/contract';

/** The manager library's query keys: one root, so any write refreshes every list and detail at once. */
export const managerKeys = {
  all: ['wm-managers'] as const,
  list: (query: ManagerListQuery) => [...managerKeys.all, 'list', query] as const,
  detail: (id: string) => [...managerKeys.all, 'detail', id] as const,
  fundSearch: (search: string) => [...managerKeys.all, 'funds', search] as const,
};
