/**
 * A file database written before 热门专题 / 市场参考 named their list `rm_articles` (spec §3) keeps its entries and
 * drafts: the migration renames `articles` in place, in the canonical JSON the server writes, so a pre-publish of the
 * same values still matches the saved draft (1017 compares the two) and the lists read the entries as before.
 */
import Database from 'better-sqlite3';
import { canonicalJson } from 'shared-ui/contract';
import { CURATED_RM_ARTICLES_MIGRATION, MIGRATIONS, migrate } from '../src/db/schema';

const OLD = { title: '热门专题', articles: [{ carousel_img: '', id: 'A20261117013', is_checked: 0, position: 1, remark: '高股息' }] };

describe('the rm_articles migration', () => {
  it('renames articles to rm_articles in the two modules\' entries and drafts, and nowhere else', () => {
    const db = new Database(':memory:');
    migrate(db);
    const insert = db.prepare("INSERT INTO workflow_records (module_key, status, field_values, update_time) VALUES (?, 'published', ?, 0)");
    insert.run('wm/hotSubject', canonicalJson(OLD));
    insert.run('wm/recommend', canonicalJson(OLD));
    db.prepare("INSERT INTO workflow_drafts (module_key, field_values, update_time, update_operator) VALUES ('wm/marketReference', ?, 0, 'admin')").run(canonicalJson(OLD));

    // The step, as migrate runs it once on a database from before it.
    expect(MIGRATIONS).toContain(CURATED_RM_ARTICLES_MIGRATION);
    db.exec(CURATED_RM_ARTICLES_MIGRATION);

    const renamed = canonicalJson({ rm_articles: OLD.articles, title: OLD.title });
    const values = (table: string, key: string) => (db.prepare(`SELECT field_values FROM ${table} WHERE module_key = ?`).get(key) as { field_values: string }).field_values;
    expect(values('workflow_records', 'wm/hotSubject')).toBe(renamed);
    expect(values('workflow_drafts', 'wm/marketReference')).toBe(renamed);
    // Another module's own `articles` field stays as it is.
    expect(values('workflow_records', 'wm/recommend')).toBe(canonicalJson(OLD));
    db.close();
  });
});
