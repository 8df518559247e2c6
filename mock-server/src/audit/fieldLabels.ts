import type { AuditRecord, ModuleDefinition, Paged } from 'shared-ui/contract';

/**
 * Records as the calls answer them: each with the Chinese names of the changed fields its module declares
 * (`AuditRecord.fieldLabels`), so /audit names every module's fields without loading the modules' definitions.
 * Custom screens' records (funds, permissions…) use the trail's common names (AUDIT_FIELD_LABELS) and get none.
 */
export class AuditFieldLabels {
  private readonly defs: ReadonlyMap<string, ModuleDefinition>;

  constructor(modules: readonly ModuleDefinition[]) {
    this.defs = new Map(modules.map((def) => [def.key, def]));
  }

  record(record: AuditRecord): AuditRecord {
    const def = this.defs.get(record.moduleKey);
    if (!def) return record;
    const changed = new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})]);
    const labels = Object.fromEntries(def.fields.filter((f) => changed.has(f.name)).map((f) => [f.name, f.label]));
    return Object.keys(labels).length > 0 ? { ...record, fieldLabels: labels } : record;
  }

  page(page: Paged<AuditRecord>): Paged<AuditRecord> {
    return { ...page, list: page.list.map((record) => this.record(record)) };
  }
}
