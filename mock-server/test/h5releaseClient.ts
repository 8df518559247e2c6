/**
 * The H5 release calls as a test reads them: one method per call, answers typed by the contract, and a few helpers
 * that arrange a state (a file uploaded with a git version, pre-published, published) through the API itself.
 */
import {
  H5_API_BASE,
  type H5CheckResult,
  type H5File,
  type H5FileDetail,
  type H5Folder,
  type H5FolderListing,
  type H5HistoryEntry,
  type H5LiveFile,
  type H5PrepublishEntry,
  type Paged,
} from 'shared-ui/contract';
import type { Browser, JsonResponse, TestServer } from './harness';

export const b64 = (text: string | Buffer) => (typeof text === 'string' ? Buffer.from(text, 'utf8') : text).toString('base64');

/** Empties the H5 tables (the seed included): each test starts from an empty tree at a known clock. */
export function clearH5(server: TestServer): void {
  server.app.cms.db.exec('DELETE FROM h5_items; DELETE FROM h5_prepublish; DELETE FROM h5_publications; DELETE FROM h5_history;');
}

/** Fails loudly with the answer when a call meant to succeed did not. */
export function ok<T>(res: JsonResponse): T {
  if (res.body.code !== 0) throw new Error(`expected code 0, got ${JSON.stringify(res.body)} (HTTP ${String(res.status)})`);
  return res.body.data as T;
}

export class H5Client {
  constructor(readonly browser: Browser) {}

  private call(method: 'GET' | 'POST' | 'PUT', path: string, body?: object) {
    return this.browser.call(method, `${H5_API_BASE}${path}`, body);
  }

  folder = (id: number) => this.call('GET', `folder/${String(id)}`);
  file = (id: number) => this.call('GET', `file/${String(id)}`);
  add = (body: object) => this.call('POST', 'add', body);
  rename = (id: number, fileName: string) => this.call('PUT', `filename/${String(id)}`, { file_name: fileName });
  remove = (ids: number[]) => this.call('POST', 'delete', { ids });
  remark = (ids: number[], remark: string) => this.call('POST', 'remark/update', { ids, remark });
  gitId = (ids: number[], gitId: string) => this.call('POST', 'gitid', { ids, git_id: gitId });
  uploadCheck = (folderId: number, paths: string[]) => this.call('POST', 'upload/check', { folder_id: folderId, paths });
  upload = (folderId: number, path: string, data: string, overwrite?: boolean) =>
    this.call('POST', 'upload', { folder_id: folderId, path, data, ...(overwrite === undefined ? {} : { overwrite }) });
  check = (fileIds: number[]) => this.call('POST', 'check', { file_ids: fileIds });
  prepublish = (fileIds: number[]) => this.call('POST', 'prepublish', { file_ids: fileIds });
  prepublishList = (query = '') => this.call('GET', `prepublish/list${query}`);
  prepublishCheck = (ids: number[], pushTime?: string) => this.call('POST', 'prepublish/check', { ids, ...(pushTime ? { push_time: pushTime } : {}) });
  prepublishDelete = (ids: number[]) => this.call('POST', 'prepublish/delete', { ids });
  publish = (ids: number[], pushTime?: string) => this.call('POST', 'publish', { ids, ...(pushTime ? { push_time: pushTime } : {}) });
  liveList = (query = '') => this.call('GET', `publish/list${query}`);
  revoke = (id: number) => this.call('POST', `revoke/${String(id)}`);
  history = (query = '') => this.call('GET', `publish/history${query}`);
  overview = () => this.call('GET', 'overview');

  async listing(id: number): Promise<H5FolderListing> {
    return ok<H5FolderListing>(await this.folder(id));
  }

  async detail(id: number): Promise<H5FileDetail> {
    return ok<H5FileDetail>(await this.file(id));
  }

  async newFolder(parentId: number, name?: string): Promise<H5Folder> {
    return ok<H5Folder>(await this.add(name === undefined ? { parent_id: parentId } : { parent_id: parentId, file_name: name }));
  }

  /** Uploads `text` at `path` (overwriting) and attaches `gitId` when given. */
  async put(folderId: number, path: string, text: string | Buffer, gitId?: string): Promise<H5File> {
    const file = ok<H5File>(await this.upload(folderId, path, b64(text), true));
    if (gitId) ok(await this.gitId([file.id], gitId));
    return file;
  }

  /** Pre-publishes one file and answers its entry. */
  async entryOf(fileId: number): Promise<H5PrepublishEntry> {
    ok<{ created: number }>(await this.prepublish([fileId]));
    const page = ok<Paged<H5PrepublishEntry>>(await this.prepublishList('?pageSize=100'));
    const entry = page.list.find((e) => e.file_id === fileId && e.status === 'waiting');
    if (!entry) throw new Error(`no waiting entry for file ${String(fileId)}`);
    return entry;
  }

  /** Pre-publishes and publishes one file now; answers its live version. */
  async goLive(fileId: number): Promise<H5LiveFile> {
    const entry = await this.entryOf(fileId);
    ok(await this.publish([entry.id]));
    const live = ok<Paged<H5LiveFile>>(await this.liveList('?pageSize=100')).list.find((l) => l.path === entry.path);
    if (!live) throw new Error(`${entry.path} is not live`);
    return live;
  }

  async liveFiles(): Promise<H5LiveFile[]> {
    return ok<Paged<H5LiveFile>>(await this.liveList('?pageSize=100')).list;
  }

  async historyEntries(): Promise<H5HistoryEntry[]> {
    return ok<Paged<H5HistoryEntry>>(await this.history('?pageSize=100')).list;
  }
}

export const refusedOf = (res: JsonResponse) => (res.body.data as H5CheckResult).refused;

/** GET of a public URL (outside the prefix, no cookies), answering the status, headers and exact bytes. */
export async function fetchLive(server: TestServer, url: string, init: RequestInit = {}): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const res = await fetch(`${server.baseUrl}${url}`, { redirect: 'manual', ...init });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
