/**
 * The checks every area's module list must pass, as one jest block each remote's test calls with its own list:
 * the brief's modules all defined, in the right area, unique keys and routes, a few list columns, the area's scope on
 * every shared base, and seeds that pass the module's own schema and sit sensibly in the workflow.
 *
 * @example describeModuleList('wm', wmModules, ['push', 'splashScreen', …]);
 */
import { AREA_BASE_PATHS, SHARED_BASES, moduleSchema, normaliseValues, repeatedHintFacts, type AreaKey, type ModuleDefinition } from 'shared-ui/contract';

export function describeModuleList(area: AreaKey, modules: readonly ModuleDefinition[], expectedNames: readonly string[]): void {
  const seedCases = modules.flatMap((m) => (m.seed ?? []).map((s, i) => [`${m.key} #${String(i)} (${s.status})`, m, s] as const));

  describe(`${area} module list`, () => {
    it(`has every ${area} module of the brief, defined`, () => {
      expect(modules.map((m) => m.name).sort()).toEqual([...expectedNames].sort());
      for (const m of modules) {
        expect(m.area).toBe(area);
        expect(m.path).toBe(`${AREA_BASE_PATHS[area]}/${m.route}`);
      }
    });

    it('has unique keys and routes', () => {
      expect(new Set(modules.map((m) => m.key)).size).toBe(modules.length);
      expect(new Set(modules.map((m) => m.route)).size).toBe(modules.length);
    });

    it('shows one to four columns of its own per module', () => {
      for (const m of modules) {
        expect(m.listColumns.length).toBeGreaterThanOrEqual(1);
        expect(m.listColumns.length).toBeLessThanOrEqual(4);
      }
    });

    it(`uses the ${area} scope of every shared base it sits on`, () => {
      for (const m of modules) {
        const shared = SHARED_BASES.find((s) => s.base.apiBase === m.apiBase);
        // Only wm and br share bases (their scopes keep the two apps' records apart); other areas have bases of their own.
        if (shared && (area === 'wm' || area === 'br')) expect(m.scope).toEqual(shared.scopes[area]);
        else expect(shared).toBeUndefined();
      }
    });

    it('states each fact once: no hint or label repeats a length, count, image size or format the input shows', () => {
      expect(modules.flatMap((m) => repeatedHintFacts(m.fields).map((repeat) => `${m.key} ${repeat}`))).toEqual([]);
    });

    it.each(seedCases)('seed %s passes the module schema', (_label, m, seed) => {
      const result = moduleSchema(m).safeParse(normaliseValues(m, seed.values));
      expect(result.success ? [] : result.error.issues).toEqual([]);
    });

    it.each(modules.map((m) => [m.key, m] as const))('%s seeds: 3–6 rows, several statuses, one draft at most, within limits', (_key, m) => {
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
  });
}
