/**
 * The fund managers a manager-brand article can relate to (`GET article/relatedmanagers/list`, the article form's
 * check of `manager_id`): read from the fund-manager library (managers/), so a manager added there can be related at
 * once and one removed there no longer can. `RELATED_MANAGERS` stays for the article seed, which relates its
 * manager-brand articles to the library's twelve demo people (seeded with the same keys).
 */
import type { RelatedManager } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import { ManagerRepository, type ManagerStoreRow } from '../managers/managerRepository';
import { SEED_MANAGERS } from '../managers/seedData';

export const RELATED_MANAGERS: readonly RelatedManager[] = SEED_MANAGERS.map(({ id, name, company, intro }) => ({ id, name, company, intro }));

/** The answer's shape has not changed since the fixed list: what the article form shows of a manager. */
const related = ({ id, name, company, intro }: ManagerStoreRow): RelatedManager => ({ id, name, company, intro });
/** More than any picker shows: the library holds tens of managers, and the form searches as typed. */
const SEARCH_LIMIT = 50;

export function findManager(db: Db, id: string): RelatedManager | undefined {
  const row = new ManagerRepository(db).find(id);
  return row ? related(row) : undefined;
}

/** By name, company or id, as the picker's search box sends it (all when blank), in key order. */
export function searchManagers(db: Db, search: string): RelatedManager[] {
  return new ManagerRepository(db).search(search, SEARCH_LIMIT).map(related);
}
