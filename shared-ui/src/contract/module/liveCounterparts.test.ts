import { liveCounterpartsQuery, pickLiveCounterparts, readLiveSubject } from './liveCounterparts';
import type { WorkflowRow } from './workflow';

const row = (id: number, status: WorkflowRow['status'], push_time: string | null, values: Record<string, unknown> = {}): WorkflowRow =>
  ({ id, status, push_time, ...values }) as WorkflowRow;

describe('the live counterparts of an entry', () => {
  const configs = { supersedes: { fields: ['config_key', 'platform'], subject: '该配置键在该平台' } };

  it('are, for a module that supersedes, the published and scheduled entries of the same subject', () => {
    const rows = [
      row(1, 'published', '2026-11-01 09:00:00', { config_key: 'quote', platform: 'ios' }),
      row(2, 'scheduled', '2026-12-09 09:00:00', { config_key: 'quote', platform: 'ios' }),
      row(3, 'published', '2026-11-02 09:00:00', { config_key: 'quote', platform: 'android' }),
    ];
    const query = liveCounterpartsQuery({ key: 'wm/appconfig', ...configs }, { config_key: 'quote', platform: 'ios' });
    expect(query).toEqual({ module: 'wm/appconfig', subject: '["quote","ios"]' });
    expect(pickLiveCounterparts(configs, rows, readLiveSubject(query)).map((r) => r.id)).toEqual([1, 2]);
  });

  it('are, for any other module, the one published entry that went live last (the higher id on a tie); none when nothing is live', () => {
    const rows = [row(4, 'published', '2026-11-20 10:00:00'), row(7, 'scheduled', '2026-12-30 10:00:00'), row(6, 'published', '2026-11-20 10:00:00'), row(5, 'published', '2026-11-19 23:59:59')];
    expect(liveCounterpartsQuery({ key: 'br/splash' }, {})).toEqual({ module: 'br/splash' });
    expect(pickLiveCounterparts({}, rows, null).map((r) => r.id)).toEqual([6]);
    expect(pickLiveCounterparts({}, [row(7, 'scheduled', '2026-12-30 10:00:00')], null)).toEqual([]);
  });
});
