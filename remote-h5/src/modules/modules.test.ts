import { ErrorCode, moduleSchema, normaliseValues, type ModuleDefinition } from 'shared-ui/contract';
import { h5Modules } from './index';

// shared-ui/testing's describeModuleList covers the wm and br lists; the H5 config modules get the same checks here.
const seedCases = h5Modules.flatMap((m) => (m.seed ?? []).map((s, i) => [`${m.key} #${String(i)} (${s.status})`, m, s] as const));

const issuesOf = (m: ModuleDefinition, values: Record<string, string>) => {
  const result = moduleSchema(m).safeParse(values);
  return result.success ? [] : result.error.issues;
};

describe('h5 module list', () => {
  it('has the four config modules at config/<product>, each on its own base', () => {
    expect(h5Modules.map((m) => [m.key, m.path, m.apiBase])).toEqual([
      ['h5/stockConfig', '/h5/config/stock', 'h5backend/config/stock/'],
      ['h5/wmConfig', '/h5/config/wm', 'h5backend/config/wm/'],
      ['h5/h5Config', '/h5/config/h5', 'h5backend/config/h5/'],
      ['h5/commonConfig', '/h5/config/common', 'h5backend/config/common/'],
    ]);
    for (const m of h5Modules) {
      expect(m.schedule).toBe('push_time');
      expect(m.listColumns).toEqual(['config_key', 'config_value', 'remark']);
      expect(m.uniqueWhileLive?.fields).toEqual(['config_key']);
    }
  });

  it.each(seedCases)('seed %s passes the module schema', (_label, m, seed) => {
    const result = moduleSchema(m).safeParse(normaliseValues(m, seed.values));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it.each(h5Modules.map((m) => [m.key, m] as const))('%s seeds: 3–6 rows, several statuses, one draft at most, keys unique while live', (_key, m) => {
    const seed = m.seed ?? [];
    expect(seed.length).toBeGreaterThanOrEqual(3);
    expect(seed.length).toBeLessThanOrEqual(6);
    expect(new Set(seed.map((s) => s.status)).size).toBeGreaterThanOrEqual(3);
    expect(seed.filter((s) => s.status === 'draft').length).toBeLessThanOrEqual(1);
    for (const s of seed) if (s.status === 'prepublished') expect(s.offsetMinutes ?? 1).toBeGreaterThan(0);
    for (const s of seed) if (s.status === 'published' || s.status === 'history') expect(s.offsetMinutes ?? -1).toBeLessThan(0);
    const liveKeys = seed.filter((s) => s.status === 'published' || s.status === 'prepublished').map((s) => s.values.config_key);
    expect(new Set(liveKeys).size).toBe(liveKeys.length);
  });

  const stock = h5Modules[0]!;

  it('refuses a value that is not JSON with the 1023 code and message', () => {
    const [issue] = issuesOf(stock, { config_key: 'quote.refresh_interval', config_value: '{enabled: true}', remark: '' });
    expect(issue?.path).toEqual(['config_value']);
    expect(issue?.message).toBe('配置项必须为 JSON 格式');
    expect((issue as { params?: { code?: number } } | undefined)?.params?.code).toBe(ErrorCode.ConfigNotJson);
  });

  it.each([
    ['quote.refresh_interval', true],
    ['ggt-quota_display2', true],
    ['1st_key', false],
    ['行情刷新', false],
    ['has space', false],
  ])('a config key %s is accepted: %s', (key, accepted) => {
    const issues = issuesOf(stock, { config_key: key, config_value: '{}', remark: '' });
    expect(issues.length === 0).toBe(accepted);
  });
});
