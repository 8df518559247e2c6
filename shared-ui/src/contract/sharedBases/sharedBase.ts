/**
 * What a shared base is: the part of a module that a base of spec §7 fixes for every area using it (the API base,
 * fields, rules, quirks, schedule, limits), written once here. Each area's `<name>.module.ts` spreads it and adds
 * what is its own: area, name, title, scope and seed.
 *
 * @example
 *   export const splashScreen = defineModule({ ...splashBase, area: 'br', name: 'splashScreen', title: '闪屏', scope: splashScopes.br, seed: [...] });
 */
import type { FieldValue, ModuleInput } from '../module';

export type SharedBase = Pick<ModuleInput, 'apiBase' | 'fields' | 'schedule'> &
  Partial<
    Pick<
      ModuleInput,
      'description' | 'route' | 'saveMethod' | 'prepublishOrderBy' | 'listColumns' | 'entryName' | 'limits' | 'uniqueWhileLive' | 'supersedes' | 'rules' | 'normalise' | 'wording' | 'withdrawConflictRefreshes' | 'listFilters' | 'scopeDefaults'
    >
  >;

/**
 * The scope of each area at a base both wm and br use. Both areas' records sit behind one API base, so these
 * parameters (sent with every call) are the only thing that keeps the wealth app's entries out of the broker's lists.
 */
export type AreaScopes = Readonly<Record<'wm' | 'br', NonNullable<ModuleInput['scope']>>>;

/** A field's value as trimmed text ('' for anything that is not a string), for cross-field rules. */
export function stringValue(value: FieldValue | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Codes people type by hand and the apps match exactly (banner ids, channel codes, article linkIds). */
export function isCodeToken(text: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(text);
}

/**
 * Where a seed row's image lives: mock-server serves `/v2/cms/upload/files/seed-*.jpg` for seeds, and the size in the
 * name lets it draw a JPG that fits the slot exactly.
 *
 * @example seedImagePath('mask', { width: 750, height: 1334 }) // '/v2/cms/upload/files/seed-mask-750x1334.jpg'
 */
export function seedImagePath(name: string, slot: { width: number; height: number }): string {
  return `/v2/cms/upload/files/seed-${name}-${String(slot.width)}x${String(slot.height)}.jpg`;
}
