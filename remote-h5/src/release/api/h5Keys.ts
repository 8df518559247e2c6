import type { H5ListQuery } from './h5Calls';

/** Query keys of the H5 release system. Any change invalidates `all`: a rename or a publish shows in every view. */
export const h5Keys = {
  all: ['h5release'] as const,
  folder: (id: number) => ['h5release', 'folder', id] as const,
  check: (fileIds: readonly number[]) => ['h5release', 'check', ...fileIds] as const,
  prepublish: (query: H5ListQuery) => ['h5release', 'prepublish', query] as const,
  live: (query: H5ListQuery) => ['h5release', 'live', query] as const,
  history: (query: H5ListQuery) => ['h5release', 'history', query] as const,
  overview: ['h5release', 'overview'] as const,
};
