/**
 * The demo library: generated once, deterministically and quickly, every row a row the forms could save again
 * (THE rules pass on it), with the linkIds the push modules' seeds point at.
 */
import Database from 'better-sqlite3';
import { articleInputSchema, entryRefs, formatCmsTime, informationInputSchema, type InformationInput } from 'shared-ui/contract';
import { migrate } from '../src/db/schema';
import type { ArticleStoreRow, InformationStoreRow } from '../src/articles/rows';
import { ANCHOR_ARTICLES, SEED_LINK_IDS } from '../src/articles/seed/anchors';
import { generateArticles, generateInformation, SEED_ARTICLE_COUNTS, SEED_RECYCLED } from '../src/articles/seed/generateLibrary';
import { seedArticles } from '../src/articles/seed/seedArticles';
import { sanitizeStoredHtml } from '../src/articles/sanitize';
import { registeredModules } from '../src';
import { T0 } from './harness';

const DAY = 24 * 3_600_000;

function seededDb(now = T0): Database.Database {
  const db = new Database(':memory:');
  migrate(db);
  seedArticles(db, now);
  return db;
}

const count = (db: Database.Database, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('the seeded library', () => {
  const db = seededDb();
  afterAll(() => db.close());
  const articles = db.prepare('SELECT * FROM articles').all() as ArticleStoreRow[];
  const items = db.prepare('SELECT * FROM information_items').all() as InformationStoreRow[];

  it('holds a few hundred articles over the four modules, some in the recycle bin', () => {
    const generated = Object.values(SEED_ARTICLE_COUNTS).reduce((a, b) => a + b, 0);
    expect(articles.length).toBeGreaterThanOrEqual(300);
    expect(articles.length).toBe(generated + ANCHOR_ARTICLES.length);
    for (const module of ['macro', 'hot', 'managerbrand', 'education']) expect(articles.filter((a) => a.article_module === module).length).toBeGreaterThan(50);
    expect(articles.filter((a) => a.deleted === 1)).toHaveLength(SEED_RECYCLED + 1);
    expect(new Set(articles.filter((a) => a.deleted === 0).map((a) => a.title)).size).toBe(articles.filter((a) => a.deleted === 0).length);
  });

  it('spreads show_time over the last six months, with authors, tags, positions and page views', () => {
    const times = articles.map((a) => a.show_time);
    expect(Math.max(...times)).toBeLessThanOrEqual(T0);
    expect(Math.min(...times)).toBeGreaterThanOrEqual(T0 - 181 * DAY);
    expect(Math.min(...times)).toBeLessThan(T0 - 150 * DAY);
    expect(new Set(articles.map((a) => a.author)).size).toBeGreaterThan(8);
    expect(articles.every((a) => a.tags.split(';').length >= 2 && a.position > 0 && a.pageview > 0)).toBe(true);
    expect(articles.filter((a) => a.manager_id !== '').length).toBeGreaterThan(50);
    expect(articles.every((a) => /^[AN]\d{11,}$/.test(a.link_id))).toBe(true);
  });

  it('includes the articles the push seeds point at, and those pushes are pre-published', () => {
    for (const linkId of [SEED_LINK_IDS.wmPushArticle, SEED_LINK_IDS.brPushArticle]) {
      expect(articles.find((a) => a.link_id === linkId)?.deleted).toBe(0);
      // The push modules' seeds that open this article (their jump target, read by entryRefs like the index does).
      const pushes = registeredModules
        .filter((m) => m.route === 'push')
        .flatMap((m) => (m.seed ?? []).filter((s) => entryRefs(m, s.values).some((ref) => ref.library === 'articles' && ref.key === linkId)));
      expect(pushes.map((p) => p.status)).toEqual(['prepublished']);
    }
    expect(articles.find((a) => a.link_id === SEED_LINK_IDS.wmPushArticle)?.title).toBe('美联储 12 月议息前瞻：降息预期升温，债券基金怎么配？');
    expect(articles.find((a) => a.link_id === SEED_LINK_IDS.brPushArticle)?.title).toBe('南向资金连续 5 日净流入，券商策略：年末关注高股息与科技龙头');
    expect(articles.find((a) => a.link_id === SEED_LINK_IDS.recycledArticle)?.deleted).toBe(1);
  });

  it('holds information items in every category 1–14, some featured, and the anchors', () => {
    for (let type = 1; type <= 14; type += 1) expect(items.filter((i) => i.type === type).length).toBeGreaterThanOrEqual(20);
    expect(items.filter((i) => i.featured === 1).length).toBeGreaterThan(20);
    expect(items.find((i) => i.link_id === SEED_LINK_IDS.featuredInformation)?.featured).toBe(1);
    expect(items.find((i) => i.link_id === SEED_LINK_IDS.externalInformation)?.source).toBe('cls');
  });

  it('gives every row an edit record that starts with create; recycled ones end with delete', () => {
    expect(count(db, "SELECT COUNT(DISTINCT link_id) AS n FROM article_edit_records WHERE subject = 'article' AND type = 'create'")).toBe(articles.length);
    expect(count(db, "SELECT COUNT(DISTINCT link_id) AS n FROM article_edit_records WHERE subject = 'information' AND type = 'create'")).toBe(items.length);
    expect(count(db, "SELECT COUNT(*) AS n FROM article_edit_records WHERE type = 'edit'")).toBeGreaterThan(50);
    expect(count(db, "SELECT COUNT(*) AS n FROM article_edit_records WHERE type = 'recover'")).toBe(2);
    const last = db.prepare("SELECT type FROM article_edit_records WHERE subject = 'article' AND link_id = ? ORDER BY id DESC LIMIT 1");
    for (const a of articles.filter((x) => x.deleted === 1)) expect((last.get(a.link_id) as { type: string }).type).toBe('delete');
  });

  it('passes THE rules: every article and item could be saved again as it is, and its HTML is already clean', () => {
    for (const a of articles) {
      const result = articleInputSchema.safeParse({ ...a, show_time: formatCmsTime(a.show_time) });
      if (!result.success) throw new Error(`${a.link_id}: ${result.error.issues[0]?.message ?? ''}`);
      expect(sanitizeStoredHtml(a.content)).toBe(a.content);
    }
    for (const i of items) {
      const input: InformationInput = { ...i, show_time: formatCmsTime(i.show_time) };
      const result = informationInputSchema.safeParse(input);
      if (!result.success) throw new Error(`${i.link_id}: ${result.error.issues[0]?.message ?? ''}`);
    }
  });
});

describe('seeding', () => {
  it('is deterministic for a given now', () => {
    const strip = <T extends object>(rows: T[]) => JSON.stringify(rows);
    expect(strip(generateArticles(T0))).toBe(strip(generateArticles(T0)));
    expect(strip(generateInformation(T0))).toBe(strip(generateInformation(T0)));
  });

  it('runs once: a second start adds nothing and keeps what people changed', () => {
    const db = seededDb();
    db.prepare('DELETE FROM articles WHERE link_id = ?').run(SEED_LINK_IDS.freeArticle);
    const before = count(db, 'SELECT COUNT(*) AS n FROM articles');
    seedArticles(db, T0 + DAY);
    expect(count(db, 'SELECT COUNT(*) AS n FROM articles')).toBe(before);
    expect(count(db, 'SELECT COUNT(*) AS n FROM information_items')).toBeGreaterThan(0);
    db.close();
  });

  it('does not collide with the fixed linkIds on the day they name', () => {
    const db = seededDb(Date.UTC(2026, 10, 22, 4, 0));
    const ids = (db.prepare('SELECT link_id FROM articles').all() as { link_id: string }[]).map((r) => r.link_id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toContain(SEED_LINK_IDS.wmPushArticle);
    db.close();
  });
});
