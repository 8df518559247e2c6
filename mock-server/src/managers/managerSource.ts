/**
 * The managers as a library (the workflow's existence check): key = `M1001`, label = the
 * name, detail = `基金公司 · key` (as before the library had a table).
 */
import type { LibraryItem } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import type { LibrarySource } from '../libraries/librarySource';
import { ManagerRepository, type ManagerStoreRow } from './managerRepository';

const toItem = (row: ManagerStoreRow): LibraryItem => ({ id: row.id, label: row.name, detail: `${row.company} · ${row.id}` });

export function managerSource(db: Db): LibrarySource {
  const repo = new ManagerRepository(db);
  return {
    byIds: (keys) => {
      const unique = [...new Set(keys)];
      const byId = new Map(repo.findMany(unique).map((row) => [row.id, toItem(row)]));
      return unique.flatMap((key) => byId.get(key) ?? []);
    },
    search: (text, limit) => repo.search(text, limit).map(toItem),
  };
}
