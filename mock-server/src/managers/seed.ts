/**
 * The library's twelve demo managers go in once (a marker row), keys M1001–M1012, each with the demo funds of the fund
 * library named in seedData.ts (found by name, so a fund someone removed is simply left out) and, for most, a seeded
 * portrait. Called by createLibrarySources after the funds' seed and before any module is seeded (the candidate
 * module's seed picks these managers).
 */
import { MANAGER_PHOTO_SLOT, seedImagePath } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import { ManagerRepository } from './managerRepository';
import { SEED_MANAGERS } from './seedData';

const SEED_NAME = 'demo-library';
const MINUTE = 60_000;

export function seedManagers(db: Db, now: number): void {
  if (db.prepare('SELECT 1 FROM manager_seeded WHERE name = ?').get(SEED_NAME)) return;
  const repo = new ManagerRepository(db);
  const fundNamed = db.prepare<[string], { id: number }>("SELECT id FROM funds WHERE name LIKE ? || '%' ORDER BY id LIMIT 1");
  db.transaction(() => {
    SEED_MANAGERS.forEach((m, i) => {
      const fundIds = m.funds.flatMap((name) => fundNamed.get(name)?.id ?? []);
      const photo = m.photo ? seedImagePath(`manager-${m.id.toLowerCase()}`, MANAGER_PHOTO_SLOT) : '';
      // Added over the last weeks, oldest first, on whole minutes: the list's times read like real ones.
      const at = Math.floor(now / MINUTE) * MINUTE - (SEED_MANAGERS.length - i) * 31 * 60 * MINUTE;
      repo.insert({ name: m.name, company: m.company, photo, intro: m.intro, years: m.years, fund_ids: fundIds }, m.operator, at, Number(m.id.slice(1)));
    });
    db.prepare('INSERT INTO manager_seeded (name, seeded_at) VALUES (?, ?)').run(SEED_NAME, now);
  })();
}
