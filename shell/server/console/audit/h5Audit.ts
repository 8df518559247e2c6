/**
 * The audit plans of the H5 file system's writes: the file tree (a new folder, an upload — new or overwriting, and
 * the folders its path makes —, a rename, a remark, a git version, a delete of everything under what it names) and
 * releases (pre-publish, publish, withdraw of a pre-published entry, revoke of a live file). Each record names the
 * file or folder by its path, read through `folder/{id}` and `file/{id}`; a release names the file its entry is of.
 */
import { H5_API_BASE, type AuditAction } from 'shared-ui/contract';
import { itemId, itemIds, type Item, type ItemId, type ReadItem } from '../guard/itemFamilies';
import type { AuditPlan, AuditSubject, Subjects, SubjectsInput } from './auditRecorder';
import { auditPlace, type AuditedRoute } from './itemAudits';

const h5 = (path: string) => `${H5_API_BASE}${path}`;
const PLACE = auditPlace('h5');

type Listing = { folder?: { id: number; path: string }; ancestors?: { id: number }[]; children?: Item[] };

/** How the trail shows a file or folder of the tree. */
function treeSnapshot(item: Item): Record<string, unknown> {
  const file = item.type === 'file';
  const seen = file ? ['file_name', 'remark', 'size', 'sha256', 'git_id'] : ['file_name', 'remark'];
  return { type: file ? '文件' : '文件夹', ...Object.fromEntries(seen.filter((name) => Object.hasOwn(item, name)).map((name) => [name, item[name]])) };
}

/** How the trail shows a file's release: pre-published or not, live or not, with which git version. */
function releaseSnapshot(item: Item): Record<string, unknown> {
  const pre = item.prepublish_state;
  const live = item.live_state;
  return { status: pre === 'waiting' || pre === 'scheduled' ? pre : live === 'none' ? 'none' : 'live', live_git_id: live === 'none' ? null : (item.git_id ?? null) };
}

const joined = (folderPath: string, name: unknown) => (folderPath === '' ? String(name) : `${folderPath}/${String(name)}`);

const listing = async (read: ReadItem, folderId: ItemId): Promise<Listing | null> => (await read(h5(`folder/${String(folderId)}`))) as Listing | null;

/**
 * One item by id with its path: a file by `file/{id}`; a folder's path by its own listing, the folder itself (with
 * its remark) among its parent's children — the last but one of its ancestors, the root when there is none.
 */
async function itemWithPath(read: ReadItem, id: ItemId): Promise<{ item: Item; path: string } | null> {
  const file = await read(h5(`file/${String(id)}`));
  if (file) return { item: file, path: String(file.path) };
  const own = await listing(read, id);
  if (!own?.folder) return null;
  const ancestors = own.ancestors ?? [];
  const parent = ancestors.length >= 2 ? ancestors[ancestors.length - 2]!.id : 0;
  const item = (await listing(read, parent))?.children?.find((child) => child.id === id);
  return { item: item ?? { ...own.folder, type: 'folder' }, path: own.folder.path };
}

/** Everything under a folder, depth first, with paths. */
async function below(read: ReadItem, folderId: ItemId, into: [string, AuditSubject][], snapshot: (item: Item) => Record<string, unknown>): Promise<void> {
  const folder = await listing(read, folderId);
  for (const child of folder?.children ?? []) {
    const id = child.id as number;
    into.push([String(id), { entryId: id, title: joined(folder?.folder?.path ?? '', child.file_name), snapshot: snapshot(child) }]);
    if (child.type === 'folder') await below(read, id, into, snapshot);
  }
}

/** The named items as the tree shows them (a folder with everything under it, when `deep`). */
async function treeItems(read: ReadItem, ids: readonly ItemId[], deep: boolean): Promise<Subjects> {
  const found: [string, AuditSubject][] = [];
  for (const id of ids) {
    const hit = await itemWithPath(read, id);
    if (!hit) continue;
    found.push([String(id), { entryId: id, title: hit.path, snapshot: treeSnapshot(hit.item) }]);
    if (deep && hit.item.type === 'folder') await below(read, id, found, treeSnapshot);
  }
  return new Map(found);
}

/** The items an upload's relative path passes through (its folders, then the file), as far as they exist. */
async function alongPath(read: ReadItem, folderId: ItemId, relative: string): Promise<Subjects> {
  const found: [string, AuditSubject][] = [];
  let folder = await listing(read, folderId);
  for (const name of relative.split('/').filter(Boolean)) {
    const child = folder?.children?.find((item) => item.file_name === name);
    if (!child || !folder) break;
    const id = child.id as number;
    found.push([String(id), { entryId: id, title: joined(folder.folder?.path ?? '', name), snapshot: treeSnapshot(child) }]);
    folder = child.type === 'folder' ? await listing(read, id) : null;
  }
  return new Map(found);
}

/** Files as their release shows them. */
async function releases(read: ReadItem, fileIds: readonly ItemId[]): Promise<Subjects> {
  const found: [string, AuditSubject][] = [];
  for (const id of fileIds) {
    const file = await read(h5(`file/${String(id)}`));
    if (file) found.push([String(id), { entryId: id, title: String(file.path), snapshot: releaseSnapshot(file) }]);
  }
  return new Map(found);
}

/** The files of the release entries (`prepublish/list`) or live files (`publish/list`) a write names, read once before it. */
async function filesOf(input: SubjectsInput, list: 'prepublish/list' | 'publish/list', ids: readonly ItemId[]): Promise<ItemId[]> {
  const memo = input.memo.get(list) as ItemId[] | undefined;
  if (memo) return memo;
  const wanted = new Set(ids);
  const files: ItemId[] = [];
  for (let page = 1; wanted.size > files.length && page <= 50; page += 1) {
    const answer = (await input.read(h5(list), { currPage: page, pageSize: 100 })) as { list?: { id: number; file_id: number }[] } | null;
    const rows = answer?.list ?? [];
    for (const row of rows) if (wanted.has(row.id)) files.push(row.file_id);
    if (rows.length < 100) break;
  }
  input.memo.set(list, files);
  return files;
}

const plan = (action: AuditAction, subjects: AuditPlan['subjects'], sameActionThroughout = false): AuditPlan => ({ place: PLACE, action, subjects, sameActionThroughout });

export const H5_AUDITS: readonly AuditedRoute[] = [
  { method: 'POST', url: h5('add'), plan: plan('create', ({ read, answer }) => (answer === undefined ? Promise.resolve(new Map()) : treeItems(read, itemIds((answer as Item | null)?.id), false))) },
  {
    method: 'POST',
    url: h5('upload'),
    plan: plan('update', ({ read, body }) => alongPath(read, itemId(body.folder_id) ?? 0, typeof body.path === 'string' ? body.path : '')),
  },
  { method: 'PUT', url: h5('filename/:id'), plan: plan('update', ({ read, params }) => treeItems(read, itemIds(params.id), false)) },
  { method: 'POST', url: h5('remark/update'), plan: plan('update', ({ read, body }) => treeItems(read, itemIds(body.ids), false)) },
  { method: 'POST', url: h5('gitid'), plan: plan('update', ({ read, body }) => treeItems(read, itemIds(body.ids), false)) },
  { method: 'POST', url: h5('delete'), plan: plan('delete', ({ read, body }) => treeItems(read, itemIds(body.ids), true)) },
  { method: 'POST', url: h5('prepublish'), plan: plan('prepublish', ({ read, body }) => releases(read, itemIds(body.file_ids)), true) },
  { method: 'POST', url: h5('publish'), plan: plan('publish', async (input) => releases(input.read, await filesOf(input, 'prepublish/list', itemIds(input.body.ids))), true) },
  { method: 'POST', url: h5('prepublish/delete'), plan: plan('withdraw', async (input) => releases(input.read, await filesOf(input, 'prepublish/list', itemIds(input.body.ids))), true) },
  { method: 'POST', url: h5('revoke/:id'), plan: plan('withdraw', async (input) => releases(input.read, await filesOf(input, 'publish/list', itemIds(input.params.id))), true) },
];
