/**
 * Text written for staff (issue 35): no module's hints, labels or description carry developer notes — a field's wire
 * name (financingOrder once said 旧接口的 end_time), words about interfaces and fields, or upload jargon (必传, 不传).
 * Walks every module mock-server registers, so a new module is held to it too.
 */
import type { FieldDef, ModuleDefinition } from 'shared-ui/contract';
import { registeredModules } from '../src';

const JARGON = /接口|字段|必传|不传|后端|前端|服务端|入参|参数名|\bAPI\b|\bnull\b|\bundefined\b/;

function texts(def: ModuleDefinition): [string, string][] {
  const wireNames = new Set<string>();
  const out: [string, string][] = [['description', def.description ?? ''], ['notice', def.notice ?? '']];
  const walk = (fields: readonly FieldDef[], prefix: string) => {
    for (const f of fields) {
      wireNames.add(f.name);
      out.push([`${prefix}${f.name}.label`, f.label]);
      // A JSON field's example is JSON on purpose; every other hint is words.
      if (f.hint && f.kind !== 'json') out.push([`${prefix}${f.name}.hint`, f.hint]);
      if ((f.kind === 'list' || f.kind === 'refList') && f.itemFields) walk(f.itemFields, `${prefix}${f.name}.`);
    }
  };
  walk(def.fields, '');
  // A wire name with an underscore (end_time, stock_code) in a sentence is a developer's note.
  const named = [...wireNames].filter((name) => name.includes('_'));
  return out.filter(([, text]) => JARGON.test(text) || named.some((name) => text.includes(name)));
}

it('every module speaks to staff: no wire names or developer words in its hints, labels and description', () => {
  const found = registeredModules.flatMap((def) => texts(def).map(([where, text]) => `${def.key} ${where}: ${text}`));
  expect(found).toEqual([]);
});
