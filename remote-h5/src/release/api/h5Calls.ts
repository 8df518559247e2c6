/**
 * The H5 release system's calls (contract `shared-ui/contract` h5Release.ts lists every path, body and answer): one
 * function per call, each resolving to the answer's data or throwing an ApiError.
 *
 * For the codes whose catalogue message is generic (1000 "保存或发布失败", 1015, 1106, 1107) the API client keeps the
 * server's own message: it says which file or folder and why (a folder with live files, an entry already handled).
 */
import { api, unwrap, type ApiResponse } from 'shared-ui';
import {
  H5_API_BASE,
  type H5CheckResult,
  type H5Folder,
  type H5FolderListing,
  type H5HistoryEntry,
  type H5Item,
  type H5LiveFile,
  type H5Overview,
  type H5PrepublishEntry,
  type H5RevokeResult,
  type H5UploadBody,
  type H5UploadCheck,
  type Paged,
} from 'shared-ui/contract';

/** Paging of the three lists (1-based currPage, as the server counts), plus an optional search. */
export interface H5ListQuery {
  currPage: number;
  pageSize: number;
  search?: string;
  /** One of the list's allow-list in the contract (H5_*_ORDER_COLUMNS); the server's newest-first without it. */
  orderBy?: string;
  order?: 'asc' | 'desc';
}

/** Codes whose catalogue words are generic: the server's msg names the file or folder and why. */
const SERVER_WORDED = [1000, 1015, 1043, 1106, 1107];

const h5Unwrap = <T>(pending: Promise<ApiResponse<T>>): Promise<T> => unwrap(pending, [0], SERVER_WORDED);

/** A path under the H5 base, e.g. `filename/12`; also what the role rule is asked about. */
export const h5Path = (path: string) => `${H5_API_BASE}${path}`;

export const h5Calls = {
  folder: (id: number) => h5Unwrap(api.get<H5FolderListing>(h5Path(`folder/${String(id)}`))),
  addFolder: (parentId: number, fileName: string) => h5Unwrap(api.post<H5Folder>(h5Path('add'), { parent_id: parentId, file_name: fileName })),
  /** `baseVersion`: the item's version as listed; one changed since answers 1043 (staleSave.ts). */
  rename: (id: number, fileName: string, baseVersion?: number) =>
    h5Unwrap(api.put<H5Item>(h5Path(`filename/${String(id)}`), baseVersion === undefined ? { file_name: fileName } : { file_name: fileName, base_version: baseVersion })),
  /** `baseVersions` (here and below): each item's version as listed; one changed since answers 1043 (staleSave.ts). */
  remove: (ids: number[], baseVersions: Record<string, number> = {}) => h5Unwrap(api.post<{ deleted: number }>(h5Path('delete'), { ids, base_versions: baseVersions })),
  /** `baseVersions`: each item's version when the dialog opened; a remark changed since answers 1043. */
  remark: (ids: number[], remark: string, baseVersions: Record<string, number> = {}) =>
    h5Unwrap(api.post<{ updated: number }>(h5Path('remark/update'), { ids, remark, base_versions: baseVersions })),
  uploadCheck: (folderId: number, paths: string[]) => h5Unwrap(api.post<H5UploadCheck>(h5Path('upload/check'), { folder_id: folderId, paths })),
  upload: (body: H5UploadBody) => h5Unwrap(api.post<H5Item>(h5Path('upload'), body)),
  gitId: (ids: number[], gitId: string, baseVersions: Record<string, number> = {}) =>
    h5Unwrap(api.post<{ updated: number }>(h5Path('gitid'), { ids, git_id: gitId, base_versions: baseVersions })),
  check: (fileIds: number[]) => h5Unwrap(api.post<H5CheckResult>(h5Path('check'), { file_ids: fileIds })),
  prepublish: (fileIds: number[], baseVersions: Record<string, number> = {}) =>
    h5Unwrap(api.post<{ created: number }>(h5Path('prepublish'), { file_ids: fileIds, base_versions: baseVersions })),
  prepublishList: (query: H5ListQuery) => h5Unwrap(api.get<Paged<H5PrepublishEntry>>(h5Path('prepublish/list'), { ...query })),
  prepublishCheck: (ids: number[], pushTime?: string) => h5Unwrap(api.post<H5CheckResult>(h5Path('prepublish/check'), pushTime ? { ids, push_time: pushTime } : { ids })),
  prepublishDelete: (ids: number[]) => h5Unwrap(api.post<{ deleted: number }>(h5Path('prepublish/delete'), { ids })),
  publish: (ids: number[], pushTime?: string) =>
    h5Unwrap(api.post<{ published: number; scheduled: number }>(h5Path('publish'), pushTime ? { ids, push_time: pushTime } : { ids })),
  liveList: (query: H5ListQuery) => h5Unwrap(api.get<Paged<H5LiveFile>>(h5Path('publish/list'), { ...query })),
  revoke: (id: number) => h5Unwrap(api.post<H5RevokeResult>(h5Path(`revoke/${String(id)}`))),
  history: (query: H5ListQuery) => h5Unwrap(api.get<Paged<H5HistoryEntry>>(h5Path('publish/history'), { ...query })),
  overview: () => h5Unwrap(api.get<H5Overview>(h5Path('overview'))),
};
