import { ErrorCode, moduleSchema, type ModuleDefinition } from 'shared-ui/contract';
import { describeModuleList } from 'shared-ui/testing';
import { h5Modules } from './index';

describeModuleList('h5', h5Modules, ['stockConfig', 'wmConfig', 'h5Config', 'commonConfig']);

const issuesOf = (m: ModuleDefinition, values: Record<string, string>) => {
  const result = moduleSchema(m).safeParse(values);
  return result.success ? [] : result.error.issues;
};

describe('h5 config modules', () => {
  it('sit at config/<product>, each on its own base, keyed by a config key unique while live', () => {
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
