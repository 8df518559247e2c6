import { configScript, runtimeConfigFromEnv } from './runtimeConfig';

describe('the home-page link base (product.md §9: test, qa, stage, production, disaster recovery; issue 30)', () => {
  it('is this origin when no environment is named', () => {
    expect(runtimeConfigFromEnv({})).toMatchObject({ environment: null, appLinkBase: '' });
  });

  it.each([
    ['test', 'https://m-test.example.com'],
    ['qa', 'https://m-qa.example.com'],
    ['stage', 'https://m-stage.example.com'],
    ['production', 'https://m.example.com'],
    ['dr', 'https://m-dr.example.com'],
  ])('CMS_ENV=%s takes its configurable default %s', (environment, base) => {
    expect(runtimeConfigFromEnv({ CMS_ENV: environment })).toMatchObject({ environment, appLinkBase: base });
  });

  it('CMS_LINK_BASE wins, without its trailing slash, with or without an environment', () => {
    expect(runtimeConfigFromEnv({ CMS_ENV: 'production', CMS_LINK_BASE: 'https://m.group.example/' })).toMatchObject({ environment: 'production', appLinkBase: 'https://m.group.example' });
    expect(runtimeConfigFromEnv({ CMS_LINK_BASE: 'http://localhost:3141' }).appLinkBase).toBe('http://localhost:3141');
  });

  it('refuses to start on an environment or a base it cannot use', () => {
    expect(() => runtimeConfigFromEnv({ CMS_ENV: 'prod' })).toThrow('CMS_ENV 应为 test、qa、stage、production、dr 之一，当前为 prod');
    expect(() => runtimeConfigFromEnv({ CMS_LINK_BASE: 'm.example.com' })).toThrow('CMS_LINK_BASE 应为 http(s) 地址');
  });

  it('travels to the page in window.__CMS_CONFIG__', () => {
    expect(configScript(runtimeConfigFromEnv({ CMS_THUMBNAIL_STYLE: 'none' }))).toContain('"thumbnailStyle":"none"');
    const script = configScript(runtimeConfigFromEnv({ CMS_ENV: 'stage' }));
    expect(script).toContain('"environment":"stage"');
    expect(script).toContain('"appLinkBase":"https://m-stage.example.com"');
  });
});

describe('the thumbnail style (issue 32)', () => {
  it('is oss unless CMS_THUMBNAIL_STYLE says none', () => {
    expect(runtimeConfigFromEnv({}).thumbnailStyle).toBe('oss');
    expect(runtimeConfigFromEnv({ CMS_THUMBNAIL_STYLE: '' }).thumbnailStyle).toBe('oss');
    expect(runtimeConfigFromEnv({ CMS_THUMBNAIL_STYLE: 'none' }).thumbnailStyle).toBe('none');
  });

  it('refuses to start on a style it does not know', () => {
    expect(() => runtimeConfigFromEnv({ CMS_THUMBNAIL_STYLE: 'cos' })).toThrow('CMS_THUMBNAIL_STYLE 应为 oss、none 之一，当前为 cos');
  });
});

describe('the contract check (issue 46)', () => {
  it('is on whenever CMS_BACKEND names a backend, off on the bundled mock-server, and CMS_CONTRACT_CHECK decides either way', () => {
    expect(runtimeConfigFromEnv({}).contractCheck).toBe(false);
    expect(runtimeConfigFromEnv({ CMS_BACKEND: 'https://cms.example.com' }).contractCheck).toBe(true);
    expect(runtimeConfigFromEnv({ CMS_BACKEND: 'https://cms.example.com', CMS_CONTRACT_CHECK: 'off' }).contractCheck).toBe(false);
    expect(runtimeConfigFromEnv({ CMS_CONTRACT_CHECK: '1' }).contractCheck).toBe(true);
    expect(configScript(runtimeConfigFromEnv({ CMS_CONTRACT_CHECK: 'on' }))).toContain('"contractCheck":true');
  });

  it('refuses to start on a value it cannot read', () => {
    expect(() => runtimeConfigFromEnv({ CMS_CONTRACT_CHECK: 'maybe' })).toThrow('CMS_CONTRACT_CHECK 应为 on 或 off（1 或 0），当前为 maybe');
  });
});
