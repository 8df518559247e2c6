/** The release view (what is live, revoke, history) and the /h5/newsystem overview. */
import { H5_HISTORY_ORDER_COLUMNS, H5_LIVE_ORDER_COLUMNS, ErrorCode, formatCmsTime, h5Extension, h5LiveUrl, type H5HistoryEntry, type H5LiveFile, type H5Overview, type H5RevokeResult, type Paged } from 'shared-ui/contract';
import { orderFromQuery, sameColumns } from '../db/listOrder';
import { WorkflowRefusal } from '../workflow/refusal';
import { notFound, type H5Store } from './h5Store';
import { readPage } from './input';
import type { PublicationRow } from './releaseRepository';
import { toEntry, toHistory, toLive } from './rows';

const ENTRY_PAGE = 'index.html';

export class LiveService {
  constructor(private readonly store: H5Store) {}

  /** `GET publish/list`: the live version of every path, newest publish first. */
  list(query: unknown): Paged<H5LiveFile> {
    const page = readPage(query);
    const { rows, total } = this.store.release.livePage(page, orderFromQuery(query, H5_LIVE_ORDER_COLUMNS, sameColumns(H5_LIVE_ORDER_COLUMNS), 'id DESC'));
    return { list: rows.map((row) => this.live(row)), total, currPage: page.currPage, pageSize: page.pageSize };
  }

  /**
   * `POST revoke/{id}`: takes a live version down. The version it replaced comes back byte for byte (its blob was
   * kept); when there was none the URL answers 404. 1107 for an unknown id, 1015 for a version no longer live.
   */
  revoke(operator: string, id: number): H5RevokeResult {
    const { release } = this.store;
    const { result, revoked } = this.store.transaction(() => {
      const row = release.publication(id);
      if (!row) throw notFound('发布记录不存在');
      if (row.state !== 'live' || !release.setState(id, 'live', 'revoked')) {
        throw new WorkflowRefusal(ErrorCode.WithdrawConflict, '该版本已不在线上，列表已刷新');
      }
      const previous = release.latestSuperseded(row.path);
      if (previous) release.setState(previous.id, 'superseded', 'live');
      release.insertHistory({
        action: 'revoke', path: row.path, git_id: row.git_id, sha256: row.sha256, operator, time: this.store.now(),
        pre_operator: null, pre_time: null, restored_git_id: previous?.git_id ?? null, restored_sha256: previous?.sha256 ?? null, late: 0,
      });
      const answer: H5RevokeResult = previous
        ? { outcome: 'restored', live: this.live({ ...previous, state: 'live' }) }
        : { outcome: 'removed', live: null };
      return { result: answer, revoked: row.sha256 };
    });
    this.store.collect([revoked]);
    return result;
  }

  /** `GET publish/history`: every publish and revoke, newest first. */
  history(query: unknown): Paged<H5HistoryEntry> {
    const page = readPage(query);
    const { rows, total } = this.store.release.historyPage(page, orderFromQuery(query, H5_HISTORY_ORDER_COLUMNS, sameColumns(H5_HISTORY_ORDER_COLUMNS), 'time DESC, id DESC'));
    return { list: rows.map(toHistory), total, currPage: page.currPage, pageSize: page.pageSize };
  }

  /** `GET overview`: per top-level folder what is live and its entry page; the scheduled publishes to come. */
  overview(): H5Overview {
    const folders = this.store.tree.children(0).filter((row) => row.type === 'folder');
    return {
      folders: folders.map((folder) => {
        const live = this.store.release.liveUnder(folder.file_name);
        const newest = live[0];
        const entry = entryPage(folder.file_name, live);
        return {
          id: folder.id,
          file_name: folder.file_name,
          live_count: live.length,
          last_publish: newest ? { git_id: newest.git_id, push_time: formatCmsTime(newest.push_time), push_operator: newest.push_operator } : null,
          entry_url: entry ? h5LiveUrl(entry.path) : null,
        };
      }),
      upcoming: this.store.release.scheduledInOrder().map(toEntry),
    };
  }

  private live(row: PublicationRow): H5LiveFile {
    return toLive(row, this.store.release.supersededCount(row.path));
  }
}

/** The folder's entry page: the shallowest live page, index.html before others, then by path. */
function entryPage(folderPath: string, live: readonly PublicationRow[]): PublicationRow | undefined {
  const pages = live.filter((row) => ['html', 'htm'].includes(h5Extension(row.path)));
  const rank = (row: PublicationRow) => {
    const rest = row.path.slice(folderPath.length + 1).split('/');
    return [rest.length, rest[rest.length - 1] === ENTRY_PAGE ? 0 : 1] as const;
  };
  return [...pages].sort((a, b) => {
    const [da, ia] = rank(a);
    const [db, ib] = rank(b);
    return da - db || ia - ib || a.path.localeCompare(b.path);
  })[0];
}
