import { defineModule, entryRefs, moduleSchema, normaliseValues, emptyValues, type ModuleDefinition, type ModuleValues } from '../module';
import { ErrorCode } from '../errors';
import {
  landingPageBase,
  pushBase,
  SHARED_BASES,
  SPLASH_IMAGE_SLOTS,
  splashBase,
  splashScopes,
  splashSeedImages,
  systemMessageBase,
  type SharedBase,
} from './index';

/** A base as an area would define it, with an empty form's values to start from. */
const asModule = (base: SharedBase, area: 'wm' | 'br' = 'wm'): ModuleDefinition => defineModule({ ...base, area, name: 'probe', title: '测试' });
const issues = (def: ModuleDefinition, values: ModuleValues) => {
  const result = moduleSchema(def).safeParse(normaliseValues(def, values));
  return result.success ? [] : result.error.issues;
};

describe('shared bases', () => {
  it.each(SHARED_BASES.map((s) => [s.base.apiBase, s]))('%s defines a module and tells wm and br apart by scope', (_base, shared) => {
    expect(() => asModule(shared.base)).not.toThrow();
    expect(Object.keys(shared.scopes.wm).length).toBeGreaterThan(0);
    expect(shared.scopes.wm).not.toEqual(shared.scopes.br);
  });

  it('has one entry per API base', () => {
    const bases = SHARED_BASES.map((s) => s.base.apiBase);
    expect(new Set(bases).size).toBe(bases.length);
  });

  it('uses the spec splash types as the splash scope', () => {
    expect(splashScopes).toEqual({ wm: { type: 'super_app' }, br: { type: 'broker' } });
  });
});

describe('push', () => {
  const push = asModule(pushBase);
  const values = (over: ModuleValues): ModuleValues => ({ ...emptyValues(push), content: '年终理财季开启', ...over });

  it('sits at route push with the push wording', () => {
    expect(push.route).toBe('push');
    expect(push.wording).toBe('push');
    expect(push.schedule).toBe('push_time');
  });

  it('refuses an H5 target that is not an http(s) link', () => {
    const found = issues(push, values({ jump_type: 'h5', jump_target: 'm.example-wealth.com/activity' }));
    expect(found).toEqual([expect.objectContaining({ path: ['jump_target'], message: '跳转目标的 H5 链接必须以 http:// 或 https:// 开头' })]);
    expect(issues(push, values({ jump_type: 'h5', jump_target: 'ftp://m.example-wealth.com/a' }))).toHaveLength(1);
    expect(issues(push, values({ jump_type: 'h5', jump_target: 'https://m.example-wealth.com/activity' }))).toEqual([]);
  });

  it('needs a target for fund, article and H5 jumps, in words that say what to pick', () => {
    const missing = (jump_type: string) => issues(push, values({ jump_type, jump_target: '  ' })).map((i) => [i.path.join('.'), i.message]);
    expect(missing('fund')).toEqual([['jump_target', '请选择要跳转的基金']]);
    expect(missing('article')).toEqual([['jump_target', '请选择要跳转的文章']]);
    expect(missing('h5')).toEqual([['jump_target', '请输入跳转目标（H5 链接）']]);
    // A fund or article target is a library key; whether it names an item is the server's existence check.
    expect(issues(push, values({ jump_type: 'fund', jump_target: '3' }))).toEqual([]);
    expect(issues(push, values({ jump_type: 'article', jump_target: 'A20261121008' }))).toEqual([]);
  });

  it('drops a left-over target when the jump needs none', () => {
    expect(normaliseValues(push, values({ jump_type: 'open_app', jump_target: 'https://x.example.com' })).jump_target).toBe('');
    expect(normaliseValues(push, values({ jump_type: 'fund', jump_target: ' 3 ' })).jump_target).toBe('3');
    expect(issues(push, values({ jump_type: 'ipo_calendar', jump_target: 'whatever' }))).toEqual([]);
  });

  it('names what a push points at, for the reference index', () => {
    expect(entryRefs(push, values({ jump_type: 'fund', jump_target: '3' }))).toEqual([{ library: 'funds', key: '3', field: 'jump_target', position: 1, path: 'jump_target' }]);
    expect(entryRefs(push, values({ jump_type: 'article', jump_target: 'A20261121008' })).map((r) => [r.library, r.key])).toEqual([['articles', 'A20261121008']]);
    expect(entryRefs(push, values({ jump_type: 'h5', jump_target: 'https://m.example-wealth.com/a' }))).toEqual([]);
    expect(entryRefs(push, values({ jump_type: 'open_app', jump_target: '3' }))).toEqual([]);
  });

  it.each([[0], [73], [1.5]])('refuses %p effective hours', (effective_hours) => {
    expect(issues(push, values({ effective_hours }))[0]?.path).toEqual(['effective_hours']);
  });

  it('caps the content', () => {
    expect(issues(push, values({ content: '字'.repeat(101) }))[0]?.path).toEqual(['content']);
  });
});

describe('splash', () => {
  const splash = asModule(splashBase);
  const images = splash.fields.filter((f) => f.kind === 'image');

  it('has exactly the spec image slots, JPG up to 10 MB (full-screen pictures, issue 30)', () => {
    const sizes = images.map((f) => (f.kind === 'image' ? `${String(f.width)}x${String(f.height)}` : ''));
    expect(sizes.sort()).toEqual(['1080x1397', '1080x1518', '1080x1758', '1080x1878', '1125x2436', '1242x1878', '1440x1625'].sort());
    for (const f of images) if (f.kind === 'image') expect(f.maxBytes).toBe(10 * 1024 * 1024);
    expect(SPLASH_IMAGE_SLOTS.map((s) => s.name)).toEqual(images.map((f) => f.name));
  });

  it('is published for a window, display seconds 1–10', () => {
    expect(splash.schedule).toBe('effect_dead');
    const base = { ...emptyValues(splash), ...splashSeedImages(0) };
    expect(issues(splash, base)).toEqual([]);
    expect(issues(splash, { ...base, display_seconds: 11 })[0]?.path).toEqual(['display_seconds']);
  });

  it('needs the images of the platforms it targets, only those', () => {
    const androidOnly = { ...emptyValues(splash), system: 2, ...splashSeedImages(2) };
    expect(issues(splash, androidOnly)).toEqual([]);
    const missing = issues(splash, { ...androidOnly, system: 0 }).map((i) => i.path[0]);
    expect(missing.sort()).toEqual(['img_ios_1242x1878', 'img_iphonex_1125x2436']);
  });
});

describe('landing page', () => {
  const landing = asModule(landingPageBase);
  const values = (config: string): ModuleValues => ({
    ...emptyValues(landing),
    banner_id: 'wm_test',
    description: '测试',
    download_link: 'https://m.example-wealth.com/download',
    register_link: 'https://m.example-wealth.com/register',
    config,
  });

  it('refuses a config that is not JSON with code 1023', () => {
    const found = issues(landing, values('{theme: red}'));
    expect(found).toHaveLength(1);
    expect(found[0]).toEqual(expect.objectContaining({ path: ['config'], params: { code: ErrorCode.ConfigNotJson } }));
    expect(issues(landing, values('{"theme":"red"}'))).toEqual([]);
  });

  it('keeps one live page per bannerId (1019)', () => {
    expect(landing.uniqueWhileLive).toEqual({ fields: ['banner_id'], message: 'bannerId 正在发布中，请先下架' });
  });

  it('needs http(s) links', () => {
    expect(issues(landing, { ...values('{}'), register_link: 'www.example.com' })[0]?.path).toEqual(['register_link']);
  });
});

describe('system message', () => {
  it('allows three pre-published and one live', () => {
    expect(asModule(systemMessageBase).limits).toEqual({ maxPrepublished: 3, maxLive: 1 });
  });
});
