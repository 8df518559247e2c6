/** The release system's reads. Lists keep the previous page while the next one loads, so the pager does not jump. */
import { keepPreviousData } from '@tanstack/react-query';
import { h5Calls, type H5ListQuery } from './h5Calls';
import { h5Keys } from './h5Keys';
import { queryClient, useScreenQuery, type ScreenDataPreload } from 'shared-ui/components';
import { H5_ROOT_FOLDER_ID } from 'shared-ui/contract';

const folderQuery = (id: number) => ({ queryKey: h5Keys.folder(id), queryFn: () => h5Calls.folder(id) });
const overviewQuery = { queryKey: h5Keys.overview, queryFn: h5Calls.overview };

/** `GET folder/{id}`: the folder, its ancestors and its children. `enabled: false` keeps a collapsed tree node idle. */
export function useFolderListing(id: number, enabled = true) {
  return useScreenQuery({ ...folderQuery(id), enabled });
}

/** `?folder=12` → 12; the root when absent or not a folder id. */
export function folderIdFrom(raw: string | null | undefined): number {
  const id = Number(raw);
  return raw && Number.isInteger(id) && id > 0 ? id : H5_ROOT_FOLDER_ID;
}

/** The edit view's first data, started with the guard's check: the open folder (the tree's root is the same call). */
export const preloadEditView: ScreenDataPreload = ({ search }) => {
  void queryClient.prefetchQuery(folderQuery(folderIdFrom(search.get('folder'))));
};

/** The overview's first data, started with the guard's check. */
export const preloadOverview: ScreenDataPreload = () => {
  void queryClient.prefetchQuery(overviewQuery);
};

export function usePrepublishList(query: H5ListQuery) {
  return useScreenQuery({ queryKey: h5Keys.prepublish(query), queryFn: () => h5Calls.prepublishList(query), placeholderData: keepPreviousData });
}

export function useLiveList(query: H5ListQuery) {
  return useScreenQuery({ queryKey: h5Keys.live(query), queryFn: () => h5Calls.liveList(query), placeholderData: keepPreviousData });
}

export function useHistoryList(query: H5ListQuery) {
  return useScreenQuery({ queryKey: h5Keys.history(query), queryFn: () => h5Calls.history(query), placeholderData: keepPreviousData });
}

export function useOverview() {
  return useScreenQuery(overviewQuery);
}
