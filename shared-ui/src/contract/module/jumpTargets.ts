/**
 * Jump targets (`field.jumpTarget`): where a tap on a push, a carousel slide … takes the user. A sibling select (the
 * jump type) decides what the target is: a key of a library (a fund library id, an article linkId — picked, never
 * typed; the server's existence check answers the library's own "not found"), an http(s) link for an H5 page, or
 * nothing (新股日历, 打开 App: the target is cleared). The value stays a flat string, so the wire shape is unchanged.
 *
 * Inside a collection's item the sibling is the item's own field and the collection's schema runs these checks. At a
 * module's top level the checks need both fields: `moduleSchema` runs `jumpTargetRules(fields)` and `normaliseValues`
 * runs `clearStrayJumpTargets(fields, values)` for every module, so a module only declares the two fields.
 */
import { LIBRARIES } from '../libraries';
import { isHttpLink } from '../textRules';
import type { CrossFieldRule } from './defineModule';
import type { FieldDef, JumpTargetFieldDef, JumpTargetSpec } from './fields';

type Values = Readonly<Record<string, unknown>>;

/** What the target of this jump type is, or undefined when the type opens nothing in particular. */
export function jumpTargetSpec(def: JumpTargetFieldDef, type: unknown): JumpTargetSpec | undefined {
  if (typeof type !== 'string' && typeof type !== 'number') return undefined;
  return Object.prototype.hasOwnProperty.call(def.targets, String(type)) ? def.targets[String(type)] : undefined;
}

/** The words for a missing target: 请选择要跳转的基金, 请输入跳转链接. */
export function jumpTargetMissing(def: JumpTargetFieldDef, spec: JumpTargetSpec): string {
  return spec === 'url' ? `请输入${def.label}（H5 链接）` : `请选择要跳转的${LIBRARIES[spec.library].itemName}`;
}

/** The words for a link that is not http(s): the app opens it in its web view, where anything else fails. */
export const jumpLinkProblem = (def: JumpTargetFieldDef) => `${def.label}的 H5 链接必须以 http:// 或 https:// 开头`;

/**
 * What is wrong with `target` for jump type `type`, or undefined. Whether a library key names an item is the
 * server's question (refsExist), answered in the library's own words.
 */
export function jumpTargetProblem(def: JumpTargetFieldDef, type: unknown, target: unknown): string | undefined {
  const spec = jumpTargetSpec(def, type);
  if (!spec) return undefined;
  const text = typeof target === 'string' ? target.trim() : '';
  if (text === '') return jumpTargetMissing(def, spec);
  if (spec === 'url' && !isHttpLink(text)) return jumpLinkProblem(def);
  return undefined;
}

const jumpTargetsOf = (fields: readonly FieldDef[]) => fields.filter((f): f is JumpTargetFieldDef => f.kind === 'jumpTarget');

/** Values with each jump target trimmed, and cleared where its type opens nothing (a left-over would confuse the app). */
export function clearStrayJumpTargets<V extends Values>(fields: readonly FieldDef[], values: V): V {
  const targets = jumpTargetsOf(fields);
  if (targets.length === 0) return values;
  const next: Record<string, unknown> = { ...values };
  for (const f of targets) {
    const text = typeof values[f.name] === 'string' ? (values[f.name] as string).trim() : values[f.name];
    next[f.name] = jumpTargetSpec(f, values[f.typeField]) ? text : '';
  }
  return next as V;
}

/** The problems of an object's jump targets against their sibling types (an item of a collection, or a module's values). */
export function jumpTargetIssues(fields: readonly FieldDef[], values: Values): { field: string; message: string }[] {
  return jumpTargetsOf(fields).flatMap((f) => {
    const message = jumpTargetProblem(f, values[f.typeField], values[f.name]);
    return message ? [{ field: f.name, message }] : [];
  });
}

/**
 * A module's top-level jump targets as cross-field rules (one per message, since a rule's words are fixed). Throws
 * when a jump target names no sibling select: a definition error, found at start-up.
 */
export function jumpTargetRules(fields: readonly FieldDef[]): CrossFieldRule[] {
  assertJumpTypesDeclared(fields);
  return jumpTargetsOf(fields).flatMap((f) => {
    const messages = new Set(Object.values(f.targets).flatMap((spec) => [jumpTargetMissing(f, spec), ...(spec === 'url' ? [jumpLinkProblem(f)] : [])]));
    return [...messages].map(
      (message): CrossFieldRule => ({ field: f.name, message, test: (values) => jumpTargetProblem(f, values[f.typeField], values[f.name]) !== message }),
    );
  });
}

/** Every jump target's type field must be a select or radio beside it. */
export function assertJumpTypesDeclared(fields: readonly FieldDef[]): void {
  for (const f of jumpTargetsOf(fields)) {
    const type = fields.find((other) => other.name === f.typeField);
    if (type?.kind !== 'select' && type?.kind !== 'radio') throw new Error(`跳转目标 ${f.name} 的跳转类型字段 ${f.typeField} 须为同级的单选字段`);
  }
}
