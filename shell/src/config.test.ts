import { readConfig } from './config';

describe('readConfig', () => {
  it('falls back to the contract defaults', () => {
    expect(readConfig({})).toEqual({
      apiPrefix: '/v2/cms/',
      signinKey: 'cms-login-key-16',
      signinIv: 'cms-login-iv-16b',
      inactivityTimeoutMs: 300_000,
      sessionInvalidDelayMs: 3_000,
    });
  });

  it('takes the injected run-time values, ignoring malformed ones', () => {
    const config = readConfig({ apiPrefix: '/api/cms/', inactivityTimeoutMs: 4_000, sessionInvalidDelayMs: -1, signinKey: 42 });
    expect(config.apiPrefix).toBe('/api/cms/');
    expect(config.inactivityTimeoutMs).toBe(4_000);
    expect(config.sessionInvalidDelayMs).toBe(3_000);
    expect(config.signinKey).toBe('cms-login-key-16');
  });
});
