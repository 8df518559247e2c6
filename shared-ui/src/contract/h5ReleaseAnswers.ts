/**
 * What the H5 release system's calls answer (the `data` of code 0; the table in h5Release.ts says which call answers
 * which), as zod schemas: the OpenAPI document (`pnpm contract`) is written from them, the conformance kit reads a
 * backend's answers against them, and the screens' types are inferred from them.
 *
 * Fields a screen reads are required; a value the backend may not have is `null`; times are CMS times
 * (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai). `version` is the console service's, so it stays optional.
 */
import { z } from 'zod';
import { cmsTime } from './articleAnswers';
import type { Paged } from './envelope';

const ID = z.number().int();
const COUNT = z.number().int();

/** What a folder and a file both say of themselves. */
const H5_ITEM_BASE = {
  id: ID,
  /** The folder it sits in; 0 for the root. */
  parent_id: ID,
  file_name: z.string(),
  remark: z.string(),
  /** Order within its folder (ascending); new items go last. */
  order_index: z.number().int(),
  update_time: cmsTime,
  update_operator: z.string(),
  /** Sent back by a remark change as its base (staleSave.ts). */
  version: z.number().int().optional(),
};

export const H5_FOLDER_SCHEMA = z.object({
  type: z.literal('folder'),
  ...H5_ITEM_BASE,
  /** Files under it (all depths) that are live: such a folder cannot be deleted or renamed. */
  live_count: COUNT,
});
export type H5Folder = z.infer<typeof H5_FOLDER_SCHEMA>;

export const H5_FILE_SCHEMA = z.object({
  type: z.literal('file'),
  ...H5_ITEM_BASE,
  size: z.number().int(),
  content_type: z.string(),
  /** '' until a git version is linked (and again after the bytes change). */
  git_id: z.string(),
  /** SHA-256 of the current bytes (hex): tells apart versions that share a name. */
  sha256: z.string(),
  /** 'none' never published; 'live' live with these very bytes; 'changed' live with older bytes. */
  live_state: z.enum(['none', 'live', 'changed']),
  /** Set when the file is live: its public URL (path under the shell's origin). */
  live_url: z.string().nullable(),
  /** Set when the file has a pre-publish entry waiting (or scheduled). */
  prepublish_state: z.enum(['none', 'waiting', 'scheduled']),
});
export type H5File = z.infer<typeof H5_FILE_SCHEMA>;

export const H5_ITEM_SCHEMA = z.discriminatedUnion('type', [H5_FOLDER_SCHEMA, H5_FILE_SCHEMA]);
export type H5Item = z.infer<typeof H5_ITEM_SCHEMA>;

/** `GET folder/{id}`: the folder, the path from the root to it, and its children (folders first, then by order). */
export const H5_FOLDER_LISTING_SCHEMA = z.object({
  folder: z.object({ id: ID, file_name: z.string(), path: z.string() }),
  /** From the top folder down to this folder itself (the root excluded), for the breadcrumb. */
  ancestors: z.array(z.object({ id: ID, file_name: z.string() })),
  children: z.array(H5_ITEM_SCHEMA),
});
export type H5FolderListing = z.infer<typeof H5_FOLDER_LISTING_SCHEMA>;

export const H5_FILE_DETAIL_SCHEMA = H5_FILE_SCHEMA.extend({
  /** `<folder path>/<name>`, e.g. `activity/2026-double11/index.html`. */
  path: z.string(),
  /** The stored bytes, for a preview (a URL under the API prefix; needs the session). */
  content_url: z.string(),
});
export type H5FileDetail = z.infer<typeof H5_FILE_DETAIL_SCHEMA>;

export const H5_UPLOAD_CHECK_SCHEMA = z.object({
  /** Paths that name an existing file: the browser asks before overwriting them. */
  existing: z.array(z.string()),
  /** Paths refused outright (unsafe name, type not allowed, a folder in the way), each with its reason. */
  refused: z.array(z.object({ path: z.string(), reason: z.string() })),
});
export type H5UploadCheck = z.infer<typeof H5_UPLOAD_CHECK_SCHEMA>;

/** What a check refuses: per item, its name and why. `ok` lists the ids that would pass. */
export const H5_CHECK_RESULT_SCHEMA = z.object({
  ok: z.array(ID),
  refused: z.array(z.object({ id: ID, file_name: z.string(), reason: z.string() })),
});
export type H5CheckResult = z.infer<typeof H5_CHECK_RESULT_SCHEMA>;

export const H5_PREPUBLISH_ENTRY_SCHEMA = z.object({
  id: ID,
  file_id: ID,
  /** The file's path when it was pre-published: what will go live. */
  path: z.string(),
  git_id: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  /** 'waiting' for a publish; 'scheduled' to go live at push_time. */
  status: z.enum(['waiting', 'scheduled']),
  pre_operator: z.string(),
  pre_time: cmsTime,
  push_operator: z.string().nullable(),
  push_time: cmsTime.nullable(),
});
export type H5PrepublishEntry = z.infer<typeof H5_PREPUBLISH_ENTRY_SCHEMA>;
export type H5PrepublishPage = Paged<H5PrepublishEntry>;

export const H5_LIVE_FILE_SCHEMA = z.object({
  /** The id `revoke/{id}` takes. */
  id: ID,
  file_id: ID,
  path: z.string(),
  url: z.string(),
  git_id: z.string(),
  size: z.number().int(),
  sha256: z.string(),
  push_operator: z.string(),
  push_time: cmsTime,
  /** How many earlier versions a revoke could go back to (0: a revoke removes the page). */
  previous_versions: COUNT,
});
export type H5LiveFile = z.infer<typeof H5_LIVE_FILE_SCHEMA>;

export const H5_REVOKE_RESULT_SCHEMA = z.object({
  /** 'restored': the previous live version is back; 'removed': there was none, the URL now answers 404. */
  outcome: z.enum(['restored', 'removed']),
  live: H5_LIVE_FILE_SCHEMA.nullable(),
});
export type H5RevokeResult = z.infer<typeof H5_REVOKE_RESULT_SCHEMA>;

export const H5_HISTORY_ENTRY_SCHEMA = z.object({
  id: ID,
  action: z.enum(['publish', 'revoke']),
  path: z.string(),
  git_id: z.string(),
  sha256: z.string(),
  operator: z.string(),
  time: cmsTime,
  /** For a publish: when it was pre-published and by whom (null for a revoke). */
  pre_operator: z.string().nullable(),
  pre_time: cmsTime.nullable(),
  /** 1 when the scheduler applied it after its push time (the server was down). */
  late: z.union([z.literal(0), z.literal(1)]),
  /** A revoke: the version that came back live (null when the page was removed); null for a publish. */
  restored: z.object({ git_id: z.string(), sha256: z.string() }).nullable().optional(),
});
export type H5HistoryEntry = z.infer<typeof H5_HISTORY_ENTRY_SCHEMA>;

export const H5_OVERVIEW_SCHEMA = z.object({
  /** One row per top-level folder. */
  folders: z.array(
    z.object({
      id: ID,
      file_name: z.string(),
      live_count: COUNT,
      /** The newest publish in that folder, or null if nothing in it is live. */
      last_publish: z.object({ git_id: z.string(), push_time: cmsTime, push_operator: z.string() }).nullable(),
      /** The folder's entry page when live (index.html, else the first live .html), else null. */
      entry_url: z.string().nullable(),
    }),
  ),
  /** Scheduled publishes in push-time order. */
  upcoming: z.array(H5_PREPUBLISH_ENTRY_SCHEMA),
});
export type H5Overview = z.infer<typeof H5_OVERVIEW_SCHEMA>;

/** `POST delete` (the items selected) and `POST prepublish/delete` (the entries removed). */
export const H5_DELETED_SCHEMA = z.object({ deleted: COUNT });
export type H5Deleted = z.infer<typeof H5_DELETED_SCHEMA>;

/** `POST remark/update` and `POST gitid`: the items changed. */
export const H5_UPDATED_SCHEMA = z.object({ updated: COUNT });
export type H5Updated = z.infer<typeof H5_UPDATED_SCHEMA>;

/** `POST prepublish`: the entries created (one per file). */
export const H5_PREPUBLISHED_SCHEMA = z.object({ created: COUNT });
export type H5Prepublished = z.infer<typeof H5_PREPUBLISHED_SCHEMA>;

/** `POST publish`: how many went live now and how many are scheduled (one of them is 0). */
export const H5_PUBLISHED_SCHEMA = z.object({ published: COUNT, scheduled: COUNT });
export type H5Published = z.infer<typeof H5_PUBLISHED_SCHEMA>;
