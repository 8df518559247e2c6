/**
 * Pre-publish and publish: the check before pre-publishing files, the pre-publish list, the check before publishing
 * entries at a time, publish (now or scheduled), and the scheduler's step that makes scheduled entries live.
 *
 * Rules the spec leaves open, chosen here:
 * - a file may be pre-published when it has a git version, its bytes are not what is already live, and it has no
 *   entry *waiting* (entries already scheduled do not block a newer version);
 * - only waiting entries can be published; a scheduled one is changed by deleting it (that cancels it);
 * - two entries of one path going live at the same moment (in one call, or beside an entry scheduled then) → 1013.
 */
import { H5_PREPUBLISH_ORDER_COLUMNS, ErrorCode, errorMessage, formatCmsTime, h5Bodies, type H5CheckResult, type H5PrepublishPage } from 'shared-ui/contract';
import { orderFromQuery, sameColumns } from '../db/listOrder';
import { WorkflowRefusal } from '../workflow/refusal';
import { LATE_AFTER_MS } from '../workflow/workflowStore';
import { refuseItems, type H5Store, type Refused } from './h5Store';
import { readBody, readPage, readPushTime } from './input';
import type { PrepublishRow } from './releaseRepository';
import { toEntry } from './rows';
import { isFile, type FileRow } from './treeRepository';

const ALREADY_LIVE = '线上已是该版本（内容未变化），无需重复发布';
const gone = () => new WorkflowRefusal(ErrorCode.WithdrawConflict, '预发布记录不存在或已被处理，列表已刷新');

interface EntryCheck extends H5CheckResult {
  entries: PrepublishRow[];
  /** Some refusal is a same-path, same-time clash (answered 1013). */
  clash: boolean;
}

export class ReleaseService {
  constructor(private readonly store: H5Store) {}

  /** `POST check`: what pre-publishing these files would refuse, and why. */
  check(body: unknown): H5CheckResult {
    const { ok, refused } = this.checkFiles(readBody(h5Bodies.fileIds, body).file_ids);
    return { ok, refused };
  }

  /** `POST prepublish`: a waiting entry per file (its path, bytes and git version now), all or none. */
  prepublish(operator: string, body: unknown): { created: number } {
    const fileIds = readBody(h5Bodies.fileIds, body).file_ids;
    return this.store.transaction(() => {
      const { ok, refused, files } = this.checkFiles(fileIds);
      if (refused.length > 0) throw refuseItems(refused, ok);
      const now = this.store.now();
      for (const file of files) {
        this.store.release.insertEntry({
          file_id: file.id, path: this.store.tree.pathOf(file.id), sha256: file.sha256, size: file.size, git_id: file.git_id,
          status: 'waiting', pre_operator: operator, pre_time: now, push_operator: null, push_time: null,
        });
      }
      return { created: files.length };
    });
  }

  /** `GET prepublish/list`: waiting and scheduled entries, newest first. */
  list(query: unknown): H5PrepublishPage {
    const page = readPage(query);
    const { rows, total } = this.store.release.entryPage(page, orderFromQuery(query, H5_PREPUBLISH_ORDER_COLUMNS, sameColumns(H5_PREPUBLISH_ORDER_COLUMNS), 'id DESC'));
    return { list: rows.map(toEntry), total, currPage: page.currPage, pageSize: page.pageSize };
  }

  /** `POST prepublish/check`: what publishing these entries at `push_time` (absent: now) would refuse. */
  checkPublish(body: unknown): H5CheckResult {
    const { ids, push_time } = readBody(h5Bodies.publish, body);
    const { ok, refused } = this.checkEntries(ids, readPushTime(push_time, this.store.now()));
    return { ok, refused };
  }

  /** `POST prepublish/delete`: removes entries, waiting or scheduled (that cancels them), all or none. */
  remove(body: unknown): { deleted: number } {
    const ids = [...new Set(readBody(h5Bodies.ids, body).ids)];
    const freed = this.store.transaction(() =>
      ids.map((id) => {
        const entry = this.store.release.entry(id);
        if (!entry || !this.store.release.deleteEntry(id)) throw gone();
        return entry.sha256;
      }),
    );
    this.store.collect(freed);
    return { deleted: ids.length };
  }

  /** `POST publish`: the entries go live now, or are scheduled for `push_time`; all or none. */
  publish(operator: string, body: unknown): { published: number; scheduled: number } {
    const { ids, push_time } = readBody(h5Bodies.publish, body);
    return this.store.transaction(() => {
      const when = readPushTime(push_time, this.store.now());
      const { ok, refused, entries, clash } = this.checkEntries(ids, when);
      if (refused.length > 0) {
        throw clash ? refuseItems(refused, ok, ErrorCode.PresetTimeOverlap, errorMessage(ErrorCode.PresetTimeOverlap)) : refuseItems(refused, ok);
      }
      for (const entry of entries) {
        if (when.scheduled) {
          if (!this.store.release.schedule(entry.id, operator, when.at)) throw gone();
        } else {
          this.goLive({ ...entry, push_operator: operator }, when.at, 0);
        }
      }
      return when.scheduled ? { published: 0, scheduled: entries.length } : { published: entries.length, scheduled: 0 };
    });
  }

  /**
   * The scheduler's step: scheduled entries whose push time has come go live, in push-time order. With `markLate`
   * (the start-up run after downtime), one applied more than LATE_AFTER_MS after its time is marked late and dated
   * when it really went live.
   */
  applyDue(now: number, markLate: boolean): number {
    return this.store.transaction(() => {
      const due = this.store.release.due(now);
      for (const entry of due) {
        const pushTime = entry.push_time ?? now;
        const late = markLate && pushTime < now - LATE_AFTER_MS;
        this.goLive(entry, late ? now : pushTime, late ? 1 : 0);
      }
      return due.length;
    });
  }

  /** One entry becomes the live version of its path; the version it replaces is kept for a revoke. */
  private goLive(entry: PrepublishRow, at: number, late: 0 | 1): void {
    const { release } = this.store;
    const operator = entry.push_operator ?? entry.pre_operator;
    const current = release.liveAt(entry.path);
    if (current) release.setState(current.id, 'live', 'superseded');
    release.insertPublication({
      file_id: entry.file_id, path: entry.path, sha256: entry.sha256, size: entry.size, git_id: entry.git_id, state: 'live',
      pre_operator: entry.pre_operator, pre_time: entry.pre_time, push_operator: operator, push_time: at,
    });
    release.insertHistory({
      action: 'publish', path: entry.path, git_id: entry.git_id, sha256: entry.sha256, operator, time: at,
      pre_operator: entry.pre_operator, pre_time: entry.pre_time, restored_git_id: null, restored_sha256: null, late,
    });
    if (!release.deleteEntry(entry.id)) throw gone();
  }

  private checkFiles(fileIds: readonly number[]): H5CheckResult & { files: FileRow[] } {
    const { tree, release, blobs } = this.store;
    const ids = [...new Set(fileIds)];
    const rows = tree.items(ids);
    const live = release.liveOfFiles(ids);
    const pending = release.entriesOfFiles(ids);
    const refused: Refused[] = [];
    const files: FileRow[] = [];
    for (const id of ids) {
      const row = rows.find((r) => r.id === id);
      const refuse = (reason: string) => refused.push({ id, file_name: row?.file_name ?? `#${String(id)}`, reason });
      if (!row) refuse('文件不存在或已被删除');
      else if (!isFile(row)) refuse('是文件夹，请选择其中的文件');
      else if (row.git_id === '') refuse('未关联 git 版本，请先关联');
      else if (live.some((p) => p.file_id === id && p.sha256 === row.sha256)) refuse(ALREADY_LIVE);
      else if (pending.some((e) => e.file_id === id && e.status === 'waiting')) refuse('已在预发布列表中等待发布，请先发布或删除该记录');
      else if (!blobs.has(row.sha256)) refuse('文件内容缺失，请重新上传');
      else files.push(row);
    }
    return { ok: files.map((f) => f.id), refused, files };
  }

  private checkEntries(entryIds: readonly number[], when: { at: number; scheduled: boolean }): EntryCheck {
    const { release, blobs } = this.store;
    const ids = [...new Set(entryIds)];
    const refused: Refused[] = [];
    const entries: PrepublishRow[] = [];
    let clash = false;
    for (const id of ids) {
      const entry = release.entry(id);
      const refuse = (reason: string, isClash = false) => {
        refused.push({ id, file_name: entry?.path ?? `#${String(id)}`, reason });
        clash ||= isClash;
      };
      const sameTime = entry && when.scheduled ? release.scheduledAt(entry.path, when.at, ids) : undefined;
      if (!entry) refuse('预发布记录不存在或已被删除');
      else if (entry.status === 'scheduled') refuse(`已定时于 ${formatCmsTime(entry.push_time ?? 0)} 发布，如需调整请先删除该记录`);
      else if (entries.some((e) => e.path === entry.path)) refuse('与所选的另一条记录是同一路径，不能在同一时间发布', true);
      else if (sameTime) refuse(`该路径已有 ${formatCmsTime(when.at)} 的定时发布（记录 ${String(sameTime.id)}）`, true);
      else if (!when.scheduled && release.liveAt(entry.path)?.sha256 === entry.sha256) refuse(ALREADY_LIVE);
      else if (!blobs.has(entry.sha256)) refuse('文件内容缺失，请删除该记录后重新上传并预发布');
      else entries.push(entry);
    }
    return { ok: entries.map((e) => e.id), refused, entries, clash };
  }
}
