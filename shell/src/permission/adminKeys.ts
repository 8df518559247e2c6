import type { PagingQuery } from 'shared-ui/contract';

/** Query keys of the permission screen; `all` is what a save invalidates. */
export const adminKeys = {
  all: ['permission', 'admins'] as const,
  list: (search: string, paging: PagingQuery) => ['permission', 'admins', 'list', search, paging] as const,
  detail: (id: number) => ['permission', 'admins', 'detail', id] as const,
};
