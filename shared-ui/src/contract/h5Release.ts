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
 * Times are `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, as everywhere in the contract.
 *
 * Refusals (mock-server; HTTP 200 unless the URL's id is malformed): 1106 + `ValidationErrorData` for a body that
 * breaks `h5Bodies` or an upload's path/size rule (msg = the reason); 1107 for an id that names nothing (or the
 * wrong type); 1401 for a name that exists in that folder; 1000 + `H5CheckResult` (each refused item and why) when
 * delete, rename, gitid, prepublish or publish refuses an item; 1013 + `H5CheckResult` when two entries of one path
 * would go live at the same time; 1015 when a revoke or `prepublish/delete` names what is no longer there (refresh).
 * `add` without `file_name` (or with '') names the folder `nextDefaultFolderName` of its siblings.
 */
import type { Paged } from './envelope';
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

interface H5ItemBase {
  id: number;
  /** The folder it sits in; 0 for the root. */
  parent_id: number;
  file_name: string;
  remark: string;
  /** Order within its folder (ascending); new items go last. */
  order_index: number;
  update_time: string;
  update_operator: string;
  /** Sent back by a remark change as its base (staleSave.ts). */
  version?: number;
}

export interface H5Folder extends H5ItemBase {
  type: 'folder';
  /** Files under it (all depths) that are live: such a folder cannot be deleted or renamed. */
  live_count: number;
}

export interface H5File extends H5ItemBase {
  type: 'file';
  size: number;
  content_type: string;
  git_id: string;
  /** SHA-256 of the current bytes (hex): tells apart versions that share a name. */
  sha256: string;
  /** 'none' never published; 'live' live with these very bytes; 'changed' live with older bytes. */
  live_state: 'none' | 'live' | 'changed';
  /** Set when the file is live: its public URL (path under the shell's origin). */
  live_url: string | null;
  /** Set when the file has a pre-publish entry waiting (or scheduled). */
  prepublish_state: 'none' | 'waiting' | 'scheduled';
}

export type H5Item = H5Folder | H5File;

/** `GET folder/{id}`: the folder, the path from the root to it, and its children (folders first, then by order). */
export interface H5FolderListing {
  folder: { id: number; file_name: string; path: string };
  /** From the top folder down to this folder itself (the root excluded), for the breadcrumb. */
  ancestors: { id: number; file_name: string }[];
  children: H5Item[];
}

export interface H5FileDetail extends H5File {
  /** `<folder path>/<name>`, e.g. `activity/2026-double11/index.html`. */
  path: string;
  /** The stored bytes, for a preview (a URL under the API prefix; needs the session). */
  content_url: string;
}

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

export interface H5UploadCheck {
  /** Paths that name an existing file: the browser asks before overwriting them. */
  existing: string[];
  /** Paths refused outright (unsafe name, type not allowed, a folder in the way), each with its reason. */
  refused: { path: string; reason: string }[];
}

/** What a check refuses: per item, its name and why. `ok` lists the ids that would pass. */
export interface H5CheckResult {
  ok: number[];
  refused: { id: number; file_name: string; reason: string }[];
}

export interface H5PrepublishEntry {
  id: number;
  file_id: number;
  /** The file's path when it was pre-published: what will go live. */
  path: string;
  git_id: string;
  size: number;
  sha256: string;
  /** 'waiting' for a publish; 'scheduled' to go live at push_time. */
  status: 'waiting' | 'scheduled';
  pre_operator: string;
  pre_time: string;
  push_operator: string | null;
  push_time: string | null;
}

export interface H5LiveFile {
  /** The id `revoke/{id}` takes. */
  id: number;
  file_id: number;
  path: string;
  url: string;
  git_id: string;
  size: number;
  sha256: string;
  push_operator: string;
  push_time: string;
  /** How many earlier versions a revoke could go back to (0: a revoke removes the page). */
  previous_versions: number;
}

export interface H5RevokeResult {
  /** 'restored': the previous live version is back; 'removed': there was none, the URL now answers 404. */
  outcome: 'restored' | 'removed';
  live: H5LiveFile | null;
}

export interface H5HistoryEntry {
  id: number;
  action: 'publish' | 'revoke';
  path: string;
  git_id: string;
  sha256: string;
  operator: string;
  time: string;
  /** For a publish: when it was pre-published and by whom. */
  pre_operator: string | null;
  pre_time: string | null;
  /** 1 when the scheduler applied it after its push time (the server was down). */
  late: 0 | 1;
  /** A revoke: the version that came back live (null when the page was removed); null for a publish. */
  restored?: { git_id: string; sha256: string } | null;
}

export interface H5Overview {
  /** One row per top-level folder. */
  folders: {
    id: number;
    file_name: string;
    live_count: number;
    /** The newest publish in that folder, or null if nothing in it is live. */
    last_publish: { git_id: string; push_time: string; push_operator: string } | null;
    /** The folder's entry page when live (index.html, else the first live .html), else null. */
    entry_url: string | null;
  }[];
  /** Scheduled publishes in push-time order. */
  upcoming: H5PrepublishEntry[];
}

export type H5PrepublishPage = Paged<H5PrepublishEntry>;

/**
 * Who may make the release system's calls (the server's permission gate, callOwners.ts): the release system's own
 * path, and the overview also for whoever was given only the overview screen.
 */
export const H5_CALL_OWNERS = [
  { prefix: H5_API_BASE, owners: ['/h5/relesesystem'] },
  { prefix: `${H5_API_BASE}overview`, owners: ['/h5/newsystem', '/h5/relesesystem'] },
] as const;
