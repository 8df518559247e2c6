/**
 * The console store's migrations, one list for both databases. Each step is written once with Kysely's schema builder;
 * where the two differ (an auto-numbered key) the step asks which database it runs on. An applied step's text never
 * changes: a later change to a table is a new step. Kysely's Migrator records what ran (`kysely_migration`) and, on
 * PostgreSQL, holds a lock while it runs, so several copies of the shell's server starting at once migrate once.
 */
import { type Kysely, type Migration, type MigrationProvider } from 'kysely';

export type ConsoleDialect = 'sqlite' | 'postgres';

// A migration sees the database as it was when the step was written, not the current typed schema, so its handle is
// deliberately untyped (Kysely's documented pattern for migrations).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The steps, in order of their names (Kysely sorts by name). */
export function consoleMigrations(dialect: ConsoleDialect): Record<string, Migration> {
  return {
    '2026-12-01-01-audit-records': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('console_audit_records')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addColumn('account', 'text', (c) => c.notNull())
          .addColumn('module_key', 'text', (c) => c.notNull())
          .addColumn('module_title', 'text', (c) => c.notNull())
          .addColumn('menu_path', 'text', (c) => c.notNull())
          .addColumn('entry_id', 'text')
          .addColumn('entry_title', 'text', (c) => c.notNull())
          .addColumn('action', 'text', (c) => c.notNull())
          .addColumn('before', 'text')
          .addColumn('after', 'text')
          .execute();
        // The trail's questions: newest first overall, by person, by module, by action, and one entry's 修改记录.
        const indexes: [string, string[]][] = [
          ['by_time', ['at', 'id']],
          ['by_account', ['account', 'at']],
          ['by_module', ['module_key', 'at']],
          ['by_action', ['action', 'at']],
          ['by_entry', ['module_key', 'entry_id', 'at']],
        ];
        for (const [name, columns] of indexes) {
          await db.schema.createIndex(`console_audit_records_${name}`).on('console_audit_records').columns(columns).execute();
        }
      },
    },
    '2026-12-02-01-audit-account-id': {
      async up(db: AnyDb) {
        // The id the backend's session check gives (`uid`); null for an approver outside the console.
        await db.schema.alterTable('console_audit_records').addColumn('account_id', 'bigint').execute();
      },
    },
  };
}

export function migrationProvider(dialect: ConsoleDialect): MigrationProvider {
  return { getMigrations: () => Promise.resolve(consoleMigrations(dialect)) };
}

