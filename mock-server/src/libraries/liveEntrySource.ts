/**
 * A module's live entries as a library (contract `LibraryDef.liveEntriesOf`: levelSecond picks its parent among
 * levelFirst's published codes). Its items are the module's published entries: the key is the value of their `key`
 * field, the label their `label` field (a multi-language name reads in 简体). Scheduled, pre-published and past entries
 * are not live: their keys are not found, so a reference to them is refused like any unknown key.
 */
import { entryLabel, type LibraryItem, type LiveEntriesLibrary } from 'shared-ui/contract';
import type { Db } from '../db/openDatabase';
import type { LibrarySource } from './librarySource';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');

export function liveEntrySource(db: Db, of: LiveEntriesLibrary): LibrarySource {
  /** Every live key once (a newer entry of a key, published before the older retires, does not repeat it). */
  const items = (): LibraryItem[] => {
    const byKey = new Map<string, LibraryItem>();
    const rows = db.prepare<[string], { field_values: string }>(`SELECT field_values FROM workflow_records WHERE module_key = ? AND status = 'published' ORDER BY id`).all(of.module);
    for (const row of rows) {
      const values = JSON.parse(row.field_values) as Record<string, unknown>;
      const key = text(values[of.key]);
      if (key === '') continue;
      const label = entryLabel(values[of.label]) || key;
      byKey.set(key, { id: key, label, detail: `编码 ${key}` });
    }
    return [...byKey.values()];
  };
  return {
    byIds: (keys) => {
      const live = new Map(items().map((item) => [item.id, item]));
      return [...new Set(keys)].flatMap((key) => live.get(key) ?? []);
    },
    search: (search, limit) => {
      const wanted = search.trim().toLowerCase();
      return items()
        .filter((item) => wanted === '' || item.id.toLowerCase().includes(wanted) || item.label.toLowerCase().includes(wanted))
        .slice(0, limit);
    },
  };
}
