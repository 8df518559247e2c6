/**
 * A file database written while 企业动态's 新闻日期 and 媒体报道's 报道日期 were date-times keeps their day once they are
 * dates (issue 35): the migration cuts a stored `YYYY-MM-DD HH:mm:ss` to `YYYY-MM-DD` in entries and drafts, in place.
 */
import Database from 'better-sqlite3';
import { canonicalJson } from 'shared-ui/contract';
import { MIGRATIONS, OW_NEWS_DATE_MIGRATION, migrate } from '../src/db/schema';

it('keeps the day of a stored news and report time, and touches nothing else', () => {
  const db = new Database(':memory:');
  migrate(db);
  const insert = db.prepare("INSERT INTO workflow_records (module_key, status, field_values, update_time) VALUES (?, 'published', ?, 0)");
  insert.run('ow/dynamics', canonicalJson({ is_top: 1, news_time: '2026-11-18 19:30:00', title: '获奖' }));
  insert.run('ow/media', canonicalJson({ report_time: '2026-11-20 08:00:00', title: '报道' }));
  insert.run('br/financingOrder', canonicalJson({ end_time: '2026-12-01 16:00:00', stock_name: '示例' }));
  db.prepare("INSERT INTO workflow_drafts (module_key, field_values, update_time, update_operator) VALUES ('ow/dynamics', ?, 0, 'admin')").run(
    canonicalJson({ is_top: 0, news_time: '2026-11-29 15:00:00', title: '草稿' }),
  );

  expect(MIGRATIONS).toContain(OW_NEWS_DATE_MIGRATION);
  db.exec(OW_NEWS_DATE_MIGRATION);

  const values = (table: string, key: string) => (db.prepare(`SELECT field_values FROM ${table} WHERE module_key = ?`).get(key) as { field_values: string }).field_values;
  expect(values('workflow_records', 'ow/dynamics')).toBe(canonicalJson({ is_top: 1, news_time: '2026-11-18', title: '获奖' }));
  expect(values('workflow_records', 'ow/media')).toBe(canonicalJson({ report_time: '2026-11-20', title: '报道' }));
  expect(values('workflow_drafts', 'ow/dynamics')).toBe(canonicalJson({ is_top: 0, news_time: '2026-11-29', title: '草稿' }));
  expect(values('workflow_records', 'br/financingOrder')).toBe(canonicalJson({ end_time: '2026-12-01 16:00:00', stock_name: '示例' }));
  db.close();
});
