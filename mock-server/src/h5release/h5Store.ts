/**
 * What every H5 service shares: the two repositories, the blob store, the clock, and the few rules they all ask
 * (an item's view with its live and pre-publish state, why an item may not be removed or renamed, which blobs are
 * garbage). One instance per server, on `ctx.h5`.
 */
import { ErrorCode, type H5CheckResult, type H5Item } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import { WorkflowRefusal } from '../workflow/refusal';
import { BlobStore } from './blobStore';
import { ReleaseRepository } from './releaseRepository';
import { toFile, toFolder } from './rows';
import { isFile, joinPath, TreeRepository, type FileRow, type ItemRow } from './treeRepository';

export type Refused = H5CheckResult['refused'][number];

/**
 * A whole call refused because of some of its items: `code` (1000 unless told), msg = the first reason (and how many
 * more), data = every item that passed and every one refused with why, so the screen can list them.
 */
export function refuseItems(refused: readonly Refused[], ok: readonly number[], code: number = ErrorCode.SaveOrPublishFailed, msg?: string): WorkflowRefusal {
  const first = refused[0];
  const lead = first ? `「${first.file_name}」${first.reason}` : '操作失败';
  const data: H5CheckResult = { ok: [...ok], refused: [...refused] };
  return new WorkflowRefusal(code, msg ?? (refused.length > 1 ? `${lead}（共 ${String(refused.length)} 项未通过）` : lead), data);
}

export function notFound(message: string): WorkflowRefusal {
  return new WorkflowRefusal(ErrorCode.NotFound, message);
}

export class H5Store {
  readonly tree: TreeRepository;
  readonly release: ReleaseRepository;
  readonly blobs: BlobStore;

  constructor(
    readonly db: Db,
    readonly dataDir: string,
    readonly now: () => number,
  ) {
    this.tree = new TreeRepository(db);
    this.release = new ReleaseRepository(db);
    this.blobs = new BlobStore(dataDir);
  }

  /** One `BEGIN IMMEDIATE` transaction: the write lock is taken first, so checks and writes agree. */
  transaction<T>(work: () => T): T {
    return this.db.transaction(work).immediate();
  }

  /** Removes those of `shas` that no item, entry or revocable version needs (after the change that freed them). */
  collect(shas: Iterable<string | null>): void {
    for (const sha of new Set(shas)) {
      if (sha && !this.tree.usesBlob(sha) && !this.release.usesBlob(sha)) this.blobs.remove(sha);
    }
  }

  /** A folder (0 = the root) or a refusal: 1107 when the id names nothing or a file. */
  folder(id: number): ItemRow | null {
    if (id === 0) return null;
    const row = this.tree.item(id);
    if (row?.type !== 'folder') throw notFound('文件夹不存在或已被删除，列表已刷新');
    return row;
  }

  file(id: number): FileRow {
    const row = this.tree.item(id);
    if (!isFile(row)) throw notFound('文件不存在或已被删除，列表已刷新');
    return row;
  }

  /** Rows of one folder (whose path is `parentPath`) as the listing shows them. */
  views(rows: readonly ItemRow[], parentPath: string): H5Item[] {
    const fileIds = rows.filter(isFile).map((r) => r.id);
    const live = new Map(this.release.liveOfFiles(fileIds).map((p) => [p.file_id, p]));
    const pending = this.release.entriesOfFiles(fileIds);
    return rows.map((row) =>
      isFile(row)
        ? toFile(row, live.get(row.id), pending.filter((e) => e.file_id === row.id))
        : toFolder(row, this.release.liveUnder(joinPath(parentPath, row.file_name)).length),
    );
  }

  view(row: ItemRow): H5Item {
    const [view] = this.views([row], this.tree.pathOf(row.parent_id));
    if (!view) throw new Error(`no view of item ${String(row.id)}`);
    return view;
  }

  /**
   * Why an item may not be deleted or renamed, or null: its URL (or one under it) is live, or a pre-publish entry
   * names that path. Either would leave a live page or a scheduled publish pointing at a path the tree no longer has.
   */
  protection(row: ItemRow): string | null {
    if (isFile(row)) {
      if (this.release.liveOfFiles([row.id]).length > 0) return '已发布上线，请先在发布列表中撤回';
      if (this.release.entriesOfFiles([row.id]).length > 0) return '在预发布列表中，请先删除其预发布记录';
      return null;
    }
    const path = this.tree.pathOf(row.id);
    const live = this.release.liveUnder(path).length;
    if (live > 0) return `文件夹中有 ${String(live)} 个已上线的文件，请先在发布列表中撤回`;
    const pending = this.release.pendingUnder(path);
    if (pending > 0) return `文件夹中有 ${String(pending)} 个文件在预发布列表中，请先删除其预发布记录`;
    return null;
  }
}
