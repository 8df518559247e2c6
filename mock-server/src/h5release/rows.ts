/** Rows as SQLite keeps them → the contract's shapes (times as Asia/Shanghai wall time). */
import {
  formatCmsTime,
  h5LiveUrl,
  type H5File,
  type H5Folder,
  type H5HistoryEntry,
  type H5LiveFile,
  type H5PrepublishEntry,
} from 'shared-ui/contract';
import type { HistoryRow, PrepublishRow, PublicationRow } from './releaseRepository';
import type { FileRow, ItemRow } from './treeRepository';

const time = (ms: number | null): string | null => (ms === null ? null : formatCmsTime(ms));

/** What a folder and a file both say of themselves. */
function itemFields(row: ItemRow): Omit<H5Folder, 'type' | 'live_count'> {
  return {
    id: row.id,
    parent_id: row.parent_id,
    file_name: row.file_name,
    remark: row.remark,
    order_index: row.order_index,
    update_time: formatCmsTime(row.update_time),
    update_operator: row.update_operator,
  };
}

export function toFolder(row: ItemRow, liveCount: number): H5Folder {
  return { type: 'folder', ...itemFields(row), live_count: liveCount };
}

/** `live`: the file's live version, if any; `pending`: its waiting and scheduled entries. */
export function toFile(row: FileRow, live: PublicationRow | undefined, pending: readonly PrepublishRow[]): H5File {
  return {
    type: 'file',
    ...itemFields(row),
    size: row.size,
    content_type: row.content_type,
    git_id: row.git_id,
    sha256: row.sha256,
    live_state: !live ? 'none' : live.sha256 === row.sha256 ? 'live' : 'changed',
    live_url: live ? h5LiveUrl(live.path) : null,
    prepublish_state: pending.some((e) => e.status === 'scheduled') ? 'scheduled' : pending.length > 0 ? 'waiting' : 'none',
  };
}

export function toEntry(row: PrepublishRow): H5PrepublishEntry {
  return {
    id: row.id,
    file_id: row.file_id,
    path: row.path,
    git_id: row.git_id,
    size: row.size,
    sha256: row.sha256,
    status: row.status,
    pre_operator: row.pre_operator,
    pre_time: formatCmsTime(row.pre_time),
    push_operator: row.push_operator,
    push_time: time(row.push_time),
  };
}

export function toLive(row: PublicationRow, previousVersions: number): H5LiveFile {
  return {
    id: row.id,
    file_id: row.file_id,
    path: row.path,
    url: h5LiveUrl(row.path),
    git_id: row.git_id,
    size: row.size,
    sha256: row.sha256,
    push_operator: row.push_operator,
    push_time: formatCmsTime(row.push_time),
    previous_versions: previousVersions,
  };
}

export function toHistory(row: HistoryRow): H5HistoryEntry {
  return {
    id: row.id,
    action: row.action,
    path: row.path,
    git_id: row.git_id,
    sha256: row.sha256,
    operator: row.operator,
    time: formatCmsTime(row.time),
    pre_operator: row.pre_operator,
    pre_time: time(row.pre_time),
    late: row.late,
    restored: row.action === 'revoke' && row.restored_sha256 !== null ? { git_id: row.restored_git_id ?? '', sha256: row.restored_sha256 } : null,
  };
}
