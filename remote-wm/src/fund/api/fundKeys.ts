import type { FundListQuery } from 'shared-ui/contract';

/** The fund library's query keys: one root, so any write refreshes every list, detail and catalogue search at once. */
export const fundKeys = {
  all: ['wm-funds'] as const,
  list: (query: FundListQuery) => [...fundKeys.all, 'list', query] as const,
  detail: (id: number) => [...fundKeys.all, 'detail', id] as const,
  catalogue: (search: string) => [...fundKeys.all, 'catalogue', search] as const,
};
