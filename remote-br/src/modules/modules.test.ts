import { emptyValues, moduleSchema, normaliseValues, SHARED_BASES, SPLASH_IMAGE_SLOTS, type ModuleDefinition } from 'shared-ui/contract';
import { brModules } from './index';

const byName = (name: string): ModuleDefinition => {
  const found = brModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};
const seedCases = brModules.flatMap((m) => (m.seed ?? []).map((s, i) => [`${m.key} #${String(i)} (${s.status})`, m, s] as const));

describe('br module list', () => {
  it('has every br module of the brief, defined', () => {
    expect(brModules.map((m) => m.name).sort()).toEqual(
      [
        'dituiActivity', 'inviteFriends', 'landingPage', 'maskLayer', 'motoEntrance', 'multideviceLogin', 'openLicencee', 'push', 'splashScreen',
        'systemMaintenance', 'systemMessage', 'systemModelDialog',
      ].sort(),
    );
    for (const m of brModules) {
      expect(m.area).toBe('br');
      expect(m.path).toBe(`/operation/br/${m.route}`);
    }
  });

  it('has unique keys and routes', () => {
    expect(new Set(brModules.map((m) => m.key)).size).toBe(brModules.length);
    expect(new Set(brModules.map((m) => m.route)).size).toBe(brModules.length);
    expect(byName('push').route).toBe('push');
    expect(byName('push').wording).toBe('push');
  });

  it('shows one to four columns of its own per module', () => {
    for (const m of brModules) {
      expect(m.listColumns.length).toBeGreaterThanOrEqual(1);
      expect(m.listColumns.length).toBeLessThanOrEqual(4);
    }
  });

  it('uses the br scope of every shared base it sits on', () => {
    for (const m of brModules) {
      const shared = SHARED_BASES.find((s) => s.base.apiBase === m.apiBase);
      if (shared) expect(m.scope).toEqual(shared.scopes.br);
    }
    expect(byName('splashScreen').scope).toEqual({ type: 'broker' });
  });

  it.each(seedCases)('seed %s passes the module schema', (_label, m, seed) => {
    const result = moduleSchema(m).safeParse(normaliseValues(m, seed.values));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(brModules.map((m) => [m.key, m] as const))('%s seeds: 3–6 rows, several statuses, one draft at most, within limits', (_key, m) => {
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

  it('publishes splash, mask and the maintenance banner with effect and dead times', () => {
    expect(byName('splashScreen').schedule).toBe('effect_dead');
    expect(byName('maskLayer').schedule).toBe('effect_dead');
    expect(byName('systemMaintenance').schedule).toBe('effect_dead');
    expect(byName('systemMaintenance').apiBase).toBe('operation/broker/message/lasting/');
    expect(byName('systemModelDialog').apiBase).toBe('operation/broker/message/popup/');
    expect(byName('multideviceLogin').apiBase).toBe('operation/common/broker/multidevice/');
    expect(byName('dituiActivity').apiBase).toBe('operation/common/ditui/activity/');
  });

  describe('maintenance dialog', () => {
    const dialog = byName('systemModelDialog');
    const values = { ...emptyValues(dialog), tip_content: '系统维护中', white_list: '10086001;10086002' };

    it('defaults to maintenance on and one tip', () => {
      expect(emptyValues(dialog)).toEqual(expect.objectContaining({ maintenance: 1, tip_count: 1 }));
    });

    it('forces the white list empty when maintenance is 0, and keeps it when 1', () => {
      expect(normaliseValues(dialog, { ...values, maintenance: 0 }).white_list).toBe('');
      expect(normaliseValues(dialog, { ...values, maintenance: 1 }).white_list).toBe('10086001;10086002');
      expect(moduleSchema(dialog).safeParse(normaliseValues(dialog, { ...values, maintenance: 0 })).success).toBe(true);
    });

    it('refuses a white list that is not semicolon-separated UINs', () => {
      expect(moduleSchema(dialog).safeParse({ ...values, white_list: '10086001,abc' }).success).toBe(false);
    });
  });

  describe('maintenance banner', () => {
    const banner = byName('systemMaintenance');
    const values = { ...emptyValues(banner), lasting_content: '系统维护中' };

    it("turns the form's show_module string into a number", () => {
      expect(normaliseValues(banner, { ...values, show_module: '1' }).show_module).toBe(1);
      expect(normaliseValues(banner, { ...values, show_module: '0' }).show_module).toBe(0);
      expect(moduleSchema(banner).safeParse(normaliseValues(banner, { ...values, show_module: '1' })).success).toBe(true);
      expect(moduleSchema(banner).safeParse({ ...values, show_module: '1' }).success).toBe(false);
      expect(moduleSchema(banner).safeParse(normaliseValues(banner, { ...values, show_module: '2' })).success).toBe(false);
    });
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
