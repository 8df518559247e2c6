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
    '2026-12-02-02-entry-index': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('console_index_entries')
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('entry_key', 'text', (c) => c.notNull())
          .addColumn('record_id', 'bigint', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('win_start', 'bigint')
          .addColumn('win_end', 'bigint')
          .addColumn('late', 'integer', (c) => c.notNull())
          .addColumn('operators', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('console_index_entries_pk', ['source', 'entry_key'])
          .execute();
        // The calendar's range scan (by start), carrying every column the calendar reads: the scan never leaves the index.
        await db.schema
          .createIndex('console_index_entries_by_start')
          .on('console_index_entries')
          .columns(['win_start', 'win_end', 'source', 'entry_key', 'record_id', 'state', 'late', 'title', 'operators'])
          .execute();
        // What fell due since a source was read (a scheduled go-live, a window's end): that source is read again.
        await db.schema.createIndex('console_index_entries_by_end').on('console_index_entries').columns(['win_end', 'source']).execute();
        // A push module's moments before a time (its live limit counts every push until withdrawn).
        await db.schema.createIndex('console_index_entries_moments').on('console_index_entries').columns(['source', 'win_end', 'win_start']).execute();
        await db.schema
          .createTable('console_index_refs')
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('entry_key', 'text')
          .addColumn('library', 'text', (c) => c.notNull())
          .addColumn('item_key', 'text', (c) => c.notNull())
          .addColumn('field', 'text', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .execute();
        // Where an item is used (one library's key), and what one entry picks.
        await db.schema.createIndex('console_index_refs_by_item').on('console_index_refs').columns(['library', 'item_key']).execute();
        await db.schema.createIndex('console_index_refs_by_entry').on('console_index_refs').columns(['source', 'entry_key']).execute();
        await db.schema
          .createTable('console_index_drafts')
          .addColumn('source', 'text', (c) => c.primaryKey())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('update_time', 'bigint', (c) => c.notNull())
          .addColumn('update_operator', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('console_index_drafts_by_operator').on('console_index_drafts').columns(['update_operator', 'update_time']).execute();
        await db.schema
          .createTable('console_index_waiting')
          .addColumn('source', 'text', (c) => c.notNull())
          .addColumn('item_id', 'bigint', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('waiting', 'text', (c) => c.notNull())
          .addColumn('at', 'bigint', (c) => c.notNull())
          .addPrimaryKeyConstraint('console_index_waiting_pk', ['source', 'item_id'])
          .execute();
        await db.schema
          .createTable('console_index_sources')
          .addColumn('source', 'text', (c) => c.primaryKey())
          .addColumn('synced_at', 'bigint', (c) => c.notNull())
          .addColumn('stale', 'bigint', (c) => c.notNull())
          .addColumn('failure', 'text')
          .addColumn('attempted_at', 'bigint', (c) => c.notNull())
          .addColumn('longest', 'bigint', (c) => c.notNull().defaultTo(0))
          .execute();
      },
    },
    '2026-12-02-03-index-generation': {
      async up(db: AnyDb) {
        // Counts a source's reads: a copy of the shell's server keeping a source's windows in memory (the calendar)
        // asks it to know whether another read, by any copy, replaced them.
        await db.schema.alterTable('console_index_sources').addColumn('generation', 'bigint', (c) => c.notNull().defaultTo(0)).execute();
      },
    },
    '2026-12-03-01-releases': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('console_releases')
          .addColumn('id', dialect === 'postgres' ? 'bigserial' : 'integer', (c) => (dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement()))
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('push_time', 'bigint', (c) => c.notNull())
          .addColumn('note', 'text', (c) => c.notNull())
          .addColumn('owner', 'text', (c) => c.notNull())
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('version', 'integer', (c) => c.notNull())
          .addColumn('update_time', 'bigint', (c) => c.notNull())
          .addColumn('update_operator', 'text', (c) => c.notNull())
          .addColumn('stopped', 'text')
          .execute();
        // The calendar's and home's question: the releases meeting a time range.
        await db.schema.createIndex('console_releases_by_time').on('console_releases').columns(['push_time', 'id']).execute();
        await db.schema
          .createTable('console_release_entries')
          .addColumn('release_id', 'bigint', (c) => c.notNull())
          .addColumn('position', 'integer', (c) => c.notNull())
          .addColumn('module_key', 'text', (c) => c.notNull())
          .addColumn('record_id', 'bigint', (c) => c.notNull())
          .addColumn('title', 'text', (c) => c.notNull())
          .addPrimaryKeyConstraint('console_release_entries_pk', ['release_id', 'position'])
          .execute();
        // Which release holds an entry (an entry belongs to one release at a time).
        await db.schema.createIndex('console_release_entries_by_entry').on('console_release_entries').columns(['module_key', 'record_id']).execute();
      },
    },
  };
}

export function migrationProvider(dialect: ConsoleDialect): MigrationProvider {
  return { getMigrations: () => Promise.resolve(consoleMigrations(dialect)) };
}

