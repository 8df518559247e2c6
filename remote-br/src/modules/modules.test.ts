import { describeModuleList } from 'shared-ui/testing';
import { emptyValues, moduleSchema, normaliseValues, SPLASH_IMAGE_SLOTS, type ModuleDefinition } from 'shared-ui/contract';
import { brModules } from './index';

const byName = (name: string): ModuleDefinition => {
  const found = brModules.find((m) => m.name === name);
  if (!found) throw new Error(`no module ${name}`);
  return found;
};

describeModuleList('br', brModules, [
  'dituiActivity', 'inviteFriends', 'landingPage', 'maskLayer', 'motoEntrance', 'multideviceLogin', 'openLicencee', 'push', 'splashScreen',
  'systemMaintenance', 'systemMessage', 'systemModelDialog',
  'eventCoverage', 'homepageEventCoverage', 'stocksScience', 'hotReviews', 'marketAnalysis', 'homepageRecommend', 'focusRolling', 'brandEncyclopedia', 'memberInterest',
  'commonProblem',
  'holiday',
  'appconfig',
  'financingOrder', 'tabReddot', 'shortcutEntry', 'info', 'newShare', 'advertising',
]);

describe('br module rules', () => {
  it('tells the products apart on the shared splash base', () => {
    expect(byName('splashScreen').scope).toEqual({ type: 'broker' });
    expect(byName('push').route).toBe('push');
    expect(byName('push').wording).toBe('push');
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

    it('has no white list when maintenance is 0 (not checked, not kept), and keeps it when 1', () => {
      const off = moduleSchema(dialog).parse(normaliseValues(dialog, { ...values, maintenance: 0, white_list: 'abc' }));
      expect(off).not.toHaveProperty('white_list');
      expect(moduleSchema(dialog).parse(normaliseValues(dialog, { ...values, maintenance: 1 }))).toHaveProperty('white_list', '10086001;10086002');
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
