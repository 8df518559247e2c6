/**
 * The H5 file-release system (spec §4 "H5 file-release system", §7 base `h5backend/system/files/`), written down
 * once for remote-h5 and mock-server.
 *
 * Staff keep H5 pages as files in a folder tree (edit view), pre-publish a snapshot of selected files after the
 * server's check (prerelease view), publish pre-published entries now or at a push time, and revoke what is live
 * (release view). Every publish and revoke is kept in the history. A live file is served at
 * `H5_LIVE_PREFIX + <folder path>/<file name>`, e.g. `/h5-live/activity/2026-double11/index.html`.
 *
 * Calls (all under the API prefix; answers are the usual envelope):
 * | call | body / query | data |
 * |---|---|---|
 * | GET  `folder/{id}` (id 0 = the root)      | –                                 | `H5FolderListing` |
 * | GET  `file/{id}`                          | –                                 | `H5FileDetail` |
 * | GET  `content/{id}`                       | –                                 | the file's current bytes (not an envelope; its `content_url`) |
 * | POST `add`                                | `{file_name, parent_id?}` (root)  | `H5Folder` (a new folder) |
 * | PUT  `filename/{id}`                      | `{file_name}`                     | `H5Item` (1401 when the name exists in that folder) |
 * | POST `delete`                             | `{ids}` (folders and files)       | `{deleted: number}`; refused whole when any is (or holds) a live file |
 * | POST `remark/update`                      | `{ids, remark}`                   | `{updated: number}` |
 * | POST `upload/check`                       | `{folder_id, paths}`              | `H5UploadCheck` (which paths exist, which are refused and why) |
 * | POST `upload`                             | `H5UploadBody`                    | `H5File` (1401 when it exists and `overwrite` is not true) |
 * | POST `gitid`                              | `{ids, git_id}` (files)           | `{updated: number}` |
 * | POST `check`                              | `{file_ids}`                      | `H5CheckResult` (what pre-publish would refuse and why) |
 * | POST `prepublish`                         | `{file_ids}`                      | `{created: number}`; refused whole (1000 + `H5CheckResult` as data) when the check refuses any |
 * | GET  `prepublish/list`                    | paging                            | `Paged<H5PrepublishEntry>` |
 * | POST `prepublish/check`                   | `{ids, push_time?}`               | `H5CheckResult` for publishing those entries at that time |
 * | POST `prepublish/delete`                  | `{ids}`                           | `{deleted: number}` (scheduled entries too: that cancels them) |
 * | POST `publish`                            | `{ids, push_time?}` (no time = now) | `{published: number, scheduled: number}` |
 * | GET  `publish/list`                       | paging, `search`                  | `Paged<H5LiveFile>` |
 * | POST `revoke/{id}`                        | –  (id = an `H5LiveFile.id`)      | `H5RevokeResult` |
 * | GET  `publish/history`                    | paging, `search`                  | `Paged<H5HistoryEntry>` |
 * | GET  `overview`                           | –                                 | `H5Overview` (the /h5/newsystem screen) |
 *
 * The answers are zod schemas in h5ReleaseAnswers.ts (`H5_FOLDER_LISTING_SCHEMA`, …), the types inferred from them.
 * Times are `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, as everywhere in the contract.
 *
 * Refusals (mock-server; HTTP 200 unless the URL's id is malformed): 1106 + `ValidationErrorData` for a body that
 * breaks `h5Bodies` or an upload's path/size rule (msg = the reason); 1107 for an id that names nothing (or the
 * wrong type); 1401 for a name that exists in that folder; 1000 + `H5CheckResult` (each refused item and why) when
 * delete, rename, gitid, prepublish or publish refuses an item; 1013 + `H5CheckResult` when two entries of one path
 * would go live at the same time; 1015 when a revoke or `prepublish/delete` names what is no longer there (refresh).
 * `add` without `file_name` (or with '') names the folder `nextDefaultFolderName` of its siblings.
 */
import { MB } from './imageRules';

export const H5_API_BASE = 'h5backend/system/files/';
/** Where mock-server serves every live file, outside the API prefix: apps open these URLs. */
export const H5_LIVE_PREFIX = '/h5-live/';
/** A new folder's name is this plus a counter: 未命名文件夹, 未命名文件夹2, … (modules.md §3). */
export const H5_DEFAULT_FOLDER_NAME = '未命名文件夹';
export const H5_ROOT_FOLDER_ID = 0;

/** One file's upload limit: H5 pages ship small bundles; a 10 MB file is almost surely a mistake (a video, a zip). */
export const H5_UPLOAD_MAX_BYTES = 10 * MB;
/** What an H5 page is made of (issue 4): pages, scripts, styles, data, images, fonts and source maps. */
export const H5_ALLOWED_EXTENSIONS: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  ico: 'image/x-icon',
  woff: 'font/woff',
  woff2: 'font/woff2',
  ttf: 'font/ttf',
  otf: 'font/otf',
  eot: 'application/vnd.ms-fontobject',
};
export const H5_NAME_MAX_LENGTH = 100;
export const H5_REMARK_MAX_LENGTH = 200;
/** A git commit id, short (7) or full (40) hex. */
export const H5_GIT_ID = /^[0-9a-f]{7,40}$/;

export type H5ItemType = 'folder' | 'file';

/** Upload of one file: the browser sends one call per file, so a folder upload shows real progress. */
export interface H5UploadBody {
  folder_id: number;
  /** Relative path under the folder (`css/app.css` for a folder upload); sub-folders are created as needed. */
  path: string;
  /** The bytes as base64 (a `data:` URL prefix is allowed). */
  data: string;
  /** Replace a file of that name (after the person said yes). */
  overwrite?: boolean;
}

/**
 * Who may make the release system's calls (the server's permission gate, callOwners.ts): the release system's own
 * path, and the overview also for whoever was given only the overview screen.
 */
export const H5_CALL_OWNERS = [
  { prefix: H5_API_BASE, owners: ['/h5/relesesystem'] },
  { prefix: `${H5_API_BASE}overview`, owners: ['/h5/newsystem', '/h5/relesesystem'] },
] as const;
