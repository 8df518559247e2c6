/**
 * Conditional fields (`visibleWhen`): a field that applies only when another field of the entry holds one of some
 * values (currency only for a broker article list, a signature only for an SMS). Such a field is shown, validated and
 * sent only while its condition holds: `moduleSchema` drops it from the values otherwise — in the form and in
 * mock-server alike, so what does not apply is never stored — and checks it (its own schema, and the module's rules
 * on it) only while it applies. The condition is data, so the OpenAPI description and the form read the same words.
 *
 * @example field.select('currency', '币种', CURRENCIES, { required: true, visibleWhen: { field: 'type', in: ['broker'] } })
 */
import type { FieldDef } from './fields';

type Conditional = Pick<FieldDef, 'name' | 'visibleWhen'>;

/** Does this field apply to these values? A field without a condition always does. */
export function isFieldVisible(def: Conditional, values: Readonly<Record<string, unknown>>): boolean {
  const condition = def.visibleWhen;
  if (!condition) return true;
  const value = values[condition.field];
  return (typeof value === 'string' || typeof value === 'number') && condition.in.includes(value);
}

/** The names of the fields that do not apply to these values. */
export function hiddenFieldNames(fields: readonly Conditional[], values: Readonly<Record<string, unknown>>): ReadonlySet<string> {
  return new Set(fields.filter((f) => !isFieldVisible(f, values)).map((f) => f.name));
}

/** The values without the fields that do not apply (what is sent and stored). Anything but an object passes unchanged. */
export function dropHiddenFields<V>(fields: readonly Conditional[], values: V): V {
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return values;
  const hidden = hiddenFieldNames(fields, values as Readonly<Record<string, unknown>>);
  if (hidden.size === 0) return values;
  return Object.fromEntries(Object.entries(values).filter(([name]) => !hidden.has(name))) as V;
}

/** The fields whose value another field's condition reads (a form watches them). */
export function conditionSources(fields: readonly Conditional[]): readonly string[] {
  return [...new Set(fields.flatMap((f) => (f.visibleWhen ? [f.visibleWhen.field] : [])))];
}

/**
 * A condition must read a select, radio or switch of the same module that always applies itself (a chain of
 * conditions would hide a field behind a value nobody sees), with at least one value: a definition error otherwise.
 */
export function conditionProblem(fields: readonly FieldDef[]): string | undefined {
  for (const f of fields) {
    const condition = f.visibleWhen;
    if (!condition) continue;
    const source = fields.find((other) => other.name === condition.field);
    if (!source || (source.kind !== 'select' && source.kind !== 'radio' && source.kind !== 'switch') || source.visibleWhen) {
      return `字段 ${f.name} 的显示条件须依据同级、始终显示的选择或开关字段（${condition.field} 不是）`;
    }
    if (condition.in.length === 0) return `字段 ${f.name} 的显示条件没有取值`;
  }
  return undefined;
}
