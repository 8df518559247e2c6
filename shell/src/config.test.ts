import { readConfig } from './config';

describe('readConfig', () => {
  it('falls back to the contract defaults', () => {
    expect(readConfig({})).toEqual({
      apiPrefix: '/v2/cms/',
      signinKey: 'cms-login-key-16',
      signinIv: 'cms-login-iv-16b',
      inactivityTimeoutMs: 300_000,
      sessionInvalidDelayMs: 3_000,
      environment: null,
      appLinkBase: '',
      thumbnailStyle: 'oss',
      contractCheck: false,
    });
    expect(readConfig({ contractCheck: true }).contractCheck).toBe(true);
  });

  it('reads the environment and the home-page link base the server injected (product.md §9; issue 30)', () => {
    expect(readConfig({ environment: 'qa', appLinkBase: 'https://m-qa.group.example/' })).toMatchObject({ environment: 'qa', appLinkBase: 'https://m-qa.group.example' });
    // An environment alone: its configurable default.
    expect(readConfig({ environment: 'dr' })).toMatchObject({ environment: 'dr', appLinkBase: 'https://m-dr.example.com' });
    // The server's '' (this origin) stands; a malformed environment or base is ignored.
    expect(readConfig({ environment: 'prod', appLinkBase: 'javascript:alert(1)' })).toMatchObject({ environment: null, appLinkBase: '' });
  });

  it('reads the thumbnail style the server injected, ignoring one it does not know (issue 32)', () => {
    expect(readConfig({ thumbnailStyle: 'none' }).thumbnailStyle).toBe('none');
    expect(readConfig({ thumbnailStyle: 'cos' }).thumbnailStyle).toBe('oss');
  });

  it('takes the injected run-time values, ignoring malformed ones', () => {
    const config = readConfig({ apiPrefix: '/api/cms/', inactivityTimeoutMs: 4_000, sessionInvalidDelayMs: -1, signinKey: 42 });
    expect(config.apiPrefix).toBe('/api/cms/');
    expect(config.inactivityTimeoutMs).toBe(4_000);
    expect(config.sessionInvalidDelayMs).toBe(3_000);
    expect(config.signinKey).toBe('cms-login-key-16');
  });
});
