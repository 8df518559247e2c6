import { entryTitle, field } from 'shared-ui/contract';
import { registeredModules } from '../src/modules/registry';

const moduleOf = (key: string) => {
  const def = registeredModules.find((m) => m.key === key);
  if (!def) throw new Error(`no module ${key}`);
  return def;
};

describe("an entry's title (the trail, the calendar, the home page and the screens read one rule)", () => {
  it('is its text, never a choice’s code listed before it (系统维护常驻条: system 0, then the banner text)', () => {
    const def = moduleOf('br/systemMaintenance');
    expect(entryTitle(def, { system: 0, show_module: 1, lasting_content: '今晚系统升级' })).toBe('今晚系统升级');
  });

  it('prefers a naming field (title) to the other list columns', () => {
    const def = registeredModules.find((m) => m.fields.some((f) => f.name === 'title' && f.kind === 'text'));
    if (!def) throw new Error('no module with a title');
    expect(entryTitle(def, { title: '年末活动' })).toBe('年末活动');
    expect(entryTitle(def, {})).toBe('');
  });

  it('is never an address: a jump link typed into a text column names nothing, the next text does', () => {
    const def = { fields: [field.text('jump_link', '跳转链接'), field.text('activity_name', '活动名')], listColumns: ['jump_link'] };
    expect(entryTitle(def, { jump_link: 'https://m.example-wealth.com/activity/new-year', activity_name: '新春理财节' })).toBe('新春理财节');
    expect(entryTitle(def, { jump_link: '/v2/cms/upload/files/abc', activity_name: '' })).toBe('');
  });

  it('falls back to any text field when no title, name or list column has text', () => {
    const def = { fields: [field.select('market', '市场', [{ value: 'HK', label: '港股' }]), field.textarea('content', '内容')], listColumns: [] };
    expect(entryTitle(def, { market: 'HK', content: '港股圣诞节休市安排' })).toBe('港股圣诞节休市安排');
  });

  it('is never a number: a splash screen with no text is named by nothing (the calendar says its id)', () => {
    const def = { fields: [field.number('display_seconds', '展示秒数'), field.text('jump_link', '跳转链接')], listColumns: ['display_seconds'] };
    expect(entryTitle(def, { display_seconds: 3, jump_link: '' })).toBe('');
  });
});
