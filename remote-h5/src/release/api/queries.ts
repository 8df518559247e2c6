/** The release system's reads. Lists keep the previous page while the next one loads, so the pager does not jump. */
import { keepPreviousData } from '@tanstack/react-query';
import { h5Calls, type H5ListQuery } from './h5Calls';
import { h5Keys } from './h5Keys';
import { useScreenQuery } from 'shared-ui/components';

/** `GET folder/{id}`: the folder, its ancestors and its children. `enabled: false` keeps a collapsed tree node idle. */
export function useFolderListing(id: number, enabled = true) {
  return useScreenQuery({ queryKey: h5Keys.folder(id), queryFn: () => h5Calls.folder(id), enabled });
}

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
  return useScreenQuery({ queryKey: h5Keys.overview, queryFn: h5Calls.overview });
}
