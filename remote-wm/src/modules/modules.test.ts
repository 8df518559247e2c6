import { moduleSchema, normaliseValues, SHARED_BASES, SPLASH_IMAGE_SLOTS, type ModuleDefinition } from 'shared-ui/contract';
import { wmModules } from './index';

const byName = (name: string): ModuleDefinition => {
  const found = wmModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};
const seedCases = wmModules.flatMap((m) => (m.seed ?? []).map((s, i) => [`${m.key} #${String(i)} (${s.status})`, m, s] as const));

describe('wm module list', () => {
  it('has every wm module of the brief, defined', () => {
    expect(wmModules.map((m) => m.name).sort()).toEqual(
      ['announcement', 'inviteFriends', 'landingPage', 'maskLayer', 'motoEntrance', 'openLicencee', 'push', 'splashScreen', 'systemMessage'].sort(),
    );
    for (const m of wmModules) {
      expect(m.area).toBe('wm');
      expect(m.path).toBe(`/operation/wm/${m.route}`);
    }
  });

  it('has unique keys and routes', () => {
    expect(new Set(wmModules.map((m) => m.key)).size).toBe(wmModules.length);
    expect(new Set(wmModules.map((m) => m.route)).size).toBe(wmModules.length);
    expect(byName('push').route).toBe('push');
    expect(byName('push').wording).toBe('push');
  });

  it('shows one to four columns of its own per module', () => {
    for (const m of wmModules) {
      expect(m.listColumns.length).toBeGreaterThanOrEqual(1);
      expect(m.listColumns.length).toBeLessThanOrEqual(4);
    }
  });

  it('uses the wm scope of every shared base it sits on', () => {
    for (const m of wmModules) {
      const shared = SHARED_BASES.find((s) => s.base.apiBase === m.apiBase);
      if (shared) expect(m.scope).toEqual(shared.scopes.wm);
    }
    expect(byName('splashScreen').scope).toEqual({ type: 'super_app' });
  });

  it.each(seedCases)('seed %s passes the module schema', (_label, m, seed) => {
    const result = moduleSchema(m).safeParse(normaliseValues(m, seed.values));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(wmModules.map((m) => [m.key, m] as const))('%s seeds: 3–6 rows, several statuses, one draft at most, within limits', (_key, m) => {
    const seed = m.seed ?? [];
    expect(seed.length).toBeGreaterThanOrEqual(3);
    expect(seed.length).toBeLessThanOrEqual(6);
    expect(new Set(seed.map((s) => s.status)).size).toBeGreaterThanOrEqual(3);
    expect(seed.filter((s) => s.status === 'draft').length).toBeLessThanOrEqual(1);
    const live = seed.filter((s) => s.status === 'published');
    expect(seed.filter((s) => s.status === 'prepublished').length).toBeLessThanOrEqual(m.limits?.maxPrepublished ?? Infinity);
    expect(live.length).toBeLessThanOrEqual(m.limits?.maxLive ?? Infinity);
    for (const s of seed) if (s.status === 'prepublished') expect(s.offsetMinutes ?? 1).toBeGreaterThan(0);
    for (const s of seed) if (s.status === 'published' || s.status === 'history') expect(s.offsetMinutes ?? -1).toBeLessThan(0);
    // A seeded window lasts a day from its start: a published window must have started less than a day ago to be live.
    if (m.schedule !== 'push_time') for (const s of live) expect(s.offsetMinutes ?? -1).toBeGreaterThan(-24 * 60);
    const unique = m.uniqueWhileLive;
    if (unique) {
      const keys = seed.filter((s) => s.status === 'published' || s.status === 'prepublished').map((s) => JSON.stringify(unique.fields.map((f) => s.values[f])));
      expect(new Set(keys).size).toBe(keys.length);
    }
  });

  it('keeps system messages to three pre-published and one live', () => {
    expect(byName('systemMessage').limits).toEqual({ maxPrepublished: 3, maxLive: 1 });
  });

  it('publishes the announcement for a window and splash and mask with effect and dead times', () => {
    expect(byName('announcement').schedule).toBe('start_end');
    expect(byName('announcement').apiBase).toBe('operation/notices/wm/temp/');
    expect(byName('splashScreen').schedule).toBe('effect_dead');
    expect(byName('maskLayer').schedule).toBe('effect_dead');
  });

  it('serves seed images from the seed upload path at the slot size', () => {
    const splash = byName('splashScreen');
    for (const seed of splash.seed ?? []) {
      for (const slot of SPLASH_IMAGE_SLOTS) {
        const value = seed.values[slot.name];
        if (value) expect(value).toMatch(new RegExp(`^/v2/cms/upload/files/seed-[a-z-]+-${String(slot.width)}x${String(slot.height)}\\.jpg$`));
      }
    }
  });
});
