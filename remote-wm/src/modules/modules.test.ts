import { describeModuleList } from 'shared-ui/testing';
import { SPLASH_IMAGE_SLOTS, type ModuleDefinition } from 'shared-ui/contract';
import { wmModules } from './index';

const byName = (name: string): ModuleDefinition => {
  const found = wmModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};

describeModuleList('wm', wmModules, ['analysis', 'announcement', 'candidate', 'fundManagerBrand', 'inviteFriends', 'investorEducation', 'marketHotSpots', 'landingPage', 'maskLayer', 'motoEntrance', 'openLicencee', 'openScreen', 'push', 'splashScreen', 'systemMessage', 'recommend', 'hotSubject', 'marketReference', 'yffTheme', 'combinationDynamic', 'hotSubjectFund', 'top3Fund', 'highFund', 'selectList', 'handpickProductReason', 'focusRoll', 'focusRolling', 'homeFocusRoll', 'focusRollModule', 'appconfig']);

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

describe('wm carousels', () => {
  const carousels = ['focusRoll', 'focusRolling', 'homeFocusRoll', 'focusRollModule'].map(byName);

  it('sit under operation/wm/focusscroll/{a}/{b}/, one live set each, slides with a 375×170 picture and a jump target', () => {
    expect(carousels.map((m) => m.apiBase)).toEqual([
      'operation/wm/focusscroll/wealth/home/',
      'operation/wm/focusscroll/fund/channel/',
      'operation/wm/focusscroll/app/home/',
      'operation/wm/focusscroll/zone/module/',
    ]);
    for (const m of carousels) {
      expect(m.limits).toEqual({ maxLive: 1 });
      const slides = m.fields.find((f) => f.name === 'slides');
      if (slides?.kind !== 'list') throw new Error(`${m.name}: no slide list`);
      expect(slides.itemFields.find((f) => f.name === 'carousel_img')).toMatchObject({ kind: 'image', width: 375, height: 170, required: true, maxBytes: 2 * 1024 * 1024 });
      expect(slides.itemFields.find((f) => f.name === 'jump_target')).toMatchObject({ kind: 'jumpTarget', typeField: 'jump_type' });
    }
  });

  it('seeds slides with seeded pictures at the carousel size', () => {
    for (const m of carousels) {
      for (const seed of m.seed ?? []) {
        for (const slide of seed.values.slides as { carousel_img: string }[]) expect(slide.carousel_img).toMatch(/^\/v2\/cms\/upload\/files\/seed-[a-z0-9-]+-375x170\.jpg$/);
      }
    }
  });
});
