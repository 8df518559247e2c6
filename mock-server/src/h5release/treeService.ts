/**
 * The edit view's calls on the folder tree: listing, detail, add folder, rename, delete, remark, git version.
 * Each returns the answer's `data` or throws a `WorkflowRefusal` (the route answers it); writes run in one transaction.
 */
import {
  ErrorCode,
  h5Bodies,
  h5UploadPathProblem,
  H5_ALLOWED_EXTENSIONS,
  h5Extension,
  nextDefaultFolderName,
  nextVersion,
  type H5FileDetail,
  type H5Folder,
  type H5FolderListing,
  type H5Item,
} from 'shared-ui/contract';
import { fieldRefusal, WorkflowRefusal } from '../workflow/refusal';
import { refuseItems, notFound, type H5Store, type Refused } from './h5Store';
import { readBody } from './input';
import { isFile, type ItemRow } from './treeRepository';

export const ROOT_NAME = '根目录';
const nameExists = (name: string) => new WorkflowRefusal(ErrorCode.NameExists, `名称已存在：「${name}」`);

export class TreeService {
  constructor(private readonly store: H5Store) {}

  /** `GET folder/{id}`: the folder, its ancestry for the breadcrumb (ending with the folder itself), its children. */
  listing(folderId: number): H5FolderListing {
    const { tree } = this.store;
    const folder = this.store.folder(folderId);
    const ancestry = folder ? tree.ancestry(folder.id) : [];
    const path = ancestry.map((row) => row.file_name).join('/');
    return {
      folder: { id: folderId, file_name: folder?.file_name ?? ROOT_NAME, path },
      ancestors: ancestry.map((row) => ({ id: row.id, file_name: row.file_name })),
      children: this.store.views(tree.children(folderId), path),
    };
  }

  /** `GET file/{id}` without its `content_url` (the route knows the prefix). */
  detail(fileId: number): Omit<H5FileDetail, 'content_url'> {
    const row = this.store.file(fileId);
    const view = this.store.view(row);
    if (view.type !== 'file') throw new Error('a file row viewed as a folder');
    return { ...view, path: this.store.tree.pathOf(row.id) };
  }

  /** `POST add`: a new folder, last in its parent; no `file_name` (or '') picks 未命名文件夹, 未命名文件夹2, … */
  add(operator: string, body: unknown): H5Folder {
    const { parent_id } = readBody(h5Bodies.add.pick({ parent_id: true }), body);
    const sent = (body as Record<string, unknown>).file_name;
    return this.store.transaction(() => {
      this.store.folder(parent_id);
      const siblings = this.store.tree.children(parent_id).map((row) => row.file_name);
      const named = sent === undefined || sent === '' ? { ...(body as object), file_name: nextDefaultFolderName(siblings) } : body;
      const { file_name } = readBody(h5Bodies.add, named);
      if (siblings.includes(file_name)) throw nameExists(file_name);
      const id = this.store.tree.insert({
        parent_id, type: 'folder', file_name, remark: '', sha256: null, size: null, content_type: null, git_id: '',
        update_time: this.store.now(), update_operator: operator,
      });
      return this.view(id) as H5Folder;
    });
  }

  /** `PUT filename/{id}`: 1401 when a sibling has the name; a file keeps an allowed type; live or pending items stay put. */
  rename(operator: string, id: number, body: unknown): H5Item {
    const { file_name } = readBody(h5Bodies.rename, body);
    return this.store.transaction(() => {
      const row = this.store.tree.item(id);
      if (!row) throw notFound('文件或文件夹不存在或已被删除，列表已刷新');
      if (row.file_name === file_name) return this.store.view(row);
      if (isFile(row)) {
        const problem = h5UploadPathProblem(file_name);
        if (problem) throw fieldRefusal(ErrorCode.ValidationFailed, [{ field: 'file_name', message: problem }]);
      }
      const protection = this.store.protection(row);
      if (protection) throw refuseItems([{ id, file_name: row.file_name, reason: `${protection}，不能重命名` }], []);
      const clash = this.store.tree.childByName(row.parent_id, file_name);
      if (clash) throw nameExists(file_name);
      this.store.tree.update(id, {
        file_name,
        ...(isFile(row) ? { content_type: H5_ALLOWED_EXTENSIONS[h5Extension(file_name)] ?? row.content_type } : {}),
        update_time: nextVersion(row.update_time, this.store.now()),
        update_operator: operator,
      });
      return this.view(id);
    });
  }

  /**
   * `POST delete`: folders (with everything in them) and files, all or nothing. Refused whole (1000 + each blocked
   * item and why) when any is, or holds, a live file or a pre-published one. `deleted` counts the items selected.
   */
  delete(body: unknown): { deleted: number } {
    const ids = [...new Set(readBody(h5Bodies.ids, body).ids)];
    const freed = this.store.transaction(() => {
      const rows = this.existing(ids);
      const refused: Refused[] = [];
      for (const row of rows) {
        const protection = this.store.protection(row);
        if (protection) refused.push({ id: row.id, file_name: row.file_name, reason: protection });
      }
      if (refused.length > 0) throw refuseItems(refused, ids.filter((id) => !refused.some((r) => r.id === id)));
      const doomed = new Map<number, ItemRow>();
      for (const row of rows) {
        doomed.set(row.id, row);
        if (row.type === 'folder') for (const sub of this.store.tree.descendants(row.id)) doomed.set(sub.id, sub);
      }
      this.store.tree.delete([...doomed.keys()]);
      return [...doomed.values()].map((row) => row.sha256);
    });
    this.store.collect(freed);
    return { deleted: ids.length };
  }

  /** `POST remark/update`: one remark on every selected item. */
  remark(operator: string, body: unknown): { updated: number } {
    const { ids, remark } = readBody(h5Bodies.remark, body);
    return this.store.transaction(() => {
      const rows = this.existing([...new Set(ids)]);
      for (const row of rows) this.store.tree.update(row.id, { remark: remark.trim(), update_time: nextVersion(row.update_time, this.store.now()), update_operator: operator });
      return { updated: rows.length };
    });
  }

  /** `POST gitid`: the git version of the selected files' current bytes; a folder in the selection refuses the call. */
  gitId(operator: string, body: unknown): { updated: number } {
    const { ids, git_id } = readBody(h5Bodies.gitId, body);
    return this.store.transaction(() => {
      const rows = this.existing([...new Set(ids)]);
      const folders = rows.filter((row) => !isFile(row));
      if (folders.length > 0) {
        const refused = folders.map((row) => ({ id: row.id, file_name: row.file_name, reason: '是文件夹，只能为文件关联 git 版本' }));
        throw refuseItems(refused, rows.filter(isFile).map((row) => row.id));
      }
      for (const row of rows) this.store.tree.update(row.id, { git_id, update_time: nextVersion(row.update_time, this.store.now()), update_operator: operator });
      return { updated: rows.length };
    });
  }

  /** The rows of `ids`, or 1107 when any is gone (someone else deleted it: the screen refreshes). */
  private existing(ids: readonly number[]): ItemRow[] {
    const rows = this.store.tree.items(ids);
    if (rows.length !== ids.length) throw notFound('部分文件或文件夹不存在或已被删除，列表已刷新');
    return ids.map((id) => rows.find((row) => row.id === id)).filter((row): row is ItemRow => row !== undefined);
  }

  private view(id: number): H5Item {
    const row = this.store.tree.item(id);
    if (!row) throw new Error(`item ${String(id)} vanished inside its own transaction`);
    return this.store.view(row);
  }
}
