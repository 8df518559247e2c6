import { defineModule } from './defineModule';
import { field } from './fields';
import { groupByApiBase, pickModule } from './moduleBases';

const at = (area: 'wm' | 'br', type: string, scopeDefaults?: Record<string, string>) =>
  defineModule({ area, name: 'splashScreen', title: '闪屏', apiBase: 'x/splash/', schedule: 'push_time', scope: { type }, ...(scopeDefaults ? { scopeDefaults } : {}), fields: [field.text('title', '标题')] });

describe('a shared base with a scope default (spec §9: splash type broker)', () => {
  it('picks the default module for a call without the parameter or with it empty, and the named one otherwise', () => {
    const [group] = groupByApiBase([at('wm', 'super_app', { type: 'broker' }), at('br', 'broker', { type: 'broker' })]);
    if (!group) throw new Error('no group');
    expect(pickModule(group, {})?.key).toBe('br/splashScreen');
    expect(pickModule(group, undefined)?.key).toBe('br/splashScreen');
    expect(pickModule(group, { type: '' })?.key).toBe('br/splashScreen');
    expect(pickModule(group, { type: 'super_app' })?.key).toBe('wm/splashScreen');
    expect(pickModule(group, { type: 'other' })).toBeUndefined();
  });

  it('without a default, a call without the parameter picks nothing', () => {
    const [group] = groupByApiBase([at('wm', 'super_app'), at('br', 'broker')]);
    if (!group) throw new Error('no group');
    expect(pickModule(group, {})).toBeUndefined();
  });

  it('refuses modules of one base that disagree on the default', () => {
    expect(() => groupByApiBase([at('wm', 'super_app', { type: 'broker' }), at('br', 'broker')])).toThrow('接口命名不同');
  });
});
