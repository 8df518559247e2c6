/** Query keys of the permission screen; `all` is what a save invalidates. */
export const adminKeys = {
  all: ['permission', 'admins'] as const,
  list: (search: string, currPage: number, pageSize: number) => ['permission', 'admins', 'list', search, currPage, pageSize] as const,
  detail: (id: number) => ['permission', 'admins', 'detail', id] as const,
};
