/**
 * Seeds the article library and the information feed once (a marker row in article_seeded): rows people have
 * since edited, deleted or recovered stay so on the next start. Generation and inserts take a few tens of
 * milliseconds: one transaction, statements prepared once.
 */
import type { Db } from '../../db/openDatabase';
import { isSeeded, markSeeded } from '../../db/seedMarkers';
import { ArticleRepository } from '../articleRepository';
import { EditRecords, type RecordSubject } from '../editRecords';
import { InformationRepository } from '../informationRepository';
import { generateArticles, generateInformation, type SeedEvent } from './generateLibrary';

const MARKER = 'library';

export function seedArticles(db: Db, now: number): void {
  if (isSeeded(db, 'articles', MARKER)) return;
  const articles = generateArticles(now);
  const information = generateInformation(now);
  const articleRepo = new ArticleRepository(db);
  const informationRepo = new InformationRepository(db);
  const records = new EditRecords(db);
  const record = (subject: RecordSubject, linkId: string, events: readonly SeedEvent[]) => {
    for (const e of events) records.add(subject, linkId, e.type, e.operator, e.time);
  };
  db.transaction(() => {
    for (const { row, events, deleted } of articles) {
      const id = articleRepo.insert(row);
      record('article', row.link_id, events);
      const removal = events[events.length - 1];
      if (deleted && removal) articleRepo.setDeleted(id, true, removal.operator, removal.time);
    }
    for (const { row, events } of information) {
      informationRepo.insert(row);
      record('information', row.link_id, events);
    }
    markSeeded(db, 'articles', MARKER, now);
  })();
}
