import { describeModuleList } from 'shared-ui/testing';
import { SPLASH_IMAGE_SLOTS, type ModuleDefinition } from 'shared-ui/contract';
import { wmModules } from './index';

const byName = (name: string): ModuleDefinition => {
  const found = wmModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};

describeModuleList('wm', wmModules, ['analysis', 'announcement', 'candidate', 'fundManagerBrand', 'inviteFriends', 'investorEducation', 'marketHotSpots', 'landingPage', 'maskLayer', 'motoEntrance', 'openLicencee', 'openScreen', 'push', 'splashScreen', 'systemMessage']);

describe('wm module rules', () => {
  it('tells the products apart on the shared splash base', () => {
    expect(byName('splashScreen').scope).toEqual({ type: 'super_app' });
    expect(byName('push').route).toBe('push');
    expect(byName('push').wording).toBe('push');
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
