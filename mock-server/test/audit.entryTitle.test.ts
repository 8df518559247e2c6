import { auditEntryTitle } from '../src/audit/entrySnapshot';
import { registeredModules } from '../src/modules/registry';

const moduleOf = (key: string) => {
  const def = registeredModules.find((m) => m.key === key);
  if (!def) throw new Error(`no module ${key}`);
  return def;
};

describe("an entry's title in the trail", () => {
  it('is its text, never a choice’s code listed before it (系统维护常驻条: system 0, then the banner text)', () => {
    const def = moduleOf('br/systemMaintenance');
    expect(auditEntryTitle(def, { system: 0, show_module: 1, lasting_content: '今晚系统升级' })).toBe('今晚系统升级');
  });

  it('prefers a naming field (title) to the other list columns', () => {
    const def = registeredModules.find((m) => m.fields.some((f) => f.name === 'title' && f.kind === 'text'));
    if (!def) throw new Error('no module with a title');
    expect(auditEntryTitle(def, { title: '年末活动' })).toBe('年末活动');
    expect(auditEntryTitle(def, {})).toBe('');
  });
});
