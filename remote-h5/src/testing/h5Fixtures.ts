/** Rows as the server sends them (contract h5Release.ts), for remote-h5's tests. */
import type { H5File, H5Folder, H5FolderListing, H5Item, H5LiveFile, H5PrepublishEntry, Paged } from 'shared-ui/contract';

export const BASE = 'h5backend/system/files/';

export function folder(id: number, name: string, extra: Partial<H5Folder> = {}): H5Folder {
  return { type: 'folder', id, parent_id: 0, file_name: name, remark: '', order_index: id, update_time: '2026-11-20 10:00:00', update_operator: 'alice', live_count: 0, ...extra };
}

export function file(id: number, name: string, extra: Partial<H5File> = {}): H5File {
  return {
    type: 'file',
    id,
    parent_id: 12,
    file_name: name,
    remark: '',
    order_index: id,
    update_time: '2026-11-20 10:00:00',
    update_operator: 'alice',
    size: 2048,
    content_type: 'text/html; charset=utf-8',
    git_id: '',
    sha256: 'ab'.repeat(32),
    live_state: 'none',
    live_url: null,
    prepublish_state: 'none',
    ...extra,
  };
}

export function listing(id: number, name: string, children: H5Item[], path = name): H5FolderListing {
  return { folder: { id, file_name: name, path }, ancestors: [], children };
}

export const ROOT = listing(0, '', [folder(12, 'activity')], '');

export function entry(id: number, path: string, extra: Partial<H5PrepublishEntry> = {}): H5PrepublishEntry {
  return { id, file_id: id + 100, path, git_id: '3f9a2c1', size: 1024, sha256: 'cd'.repeat(32), status: 'waiting', pre_operator: 'bob', pre_time: '2026-11-20 11:00:00', push_operator: null, push_time: null, ...extra };
}

export function live(id: number, path: string, previousVersions: number): H5LiveFile {
  return { id, file_id: id + 100, path, url: `/h5-live/${path}`, git_id: '3f9a2c1', size: 1024, sha256: 'ef'.repeat(32), push_operator: 'carol', push_time: '2026-11-20 12:00:00', previous_versions: previousVersions };
}

export function paged<T>(list: T[]): Paged<T> {
  return { list, total: list.length, currPage: 1, pageSize: 10 };
}
