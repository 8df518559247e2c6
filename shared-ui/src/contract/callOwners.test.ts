import { CALL_OWNER_RULES, callAccess, createCallMap, mayCall, mayOpenPath, type PathHolder } from './callOwners';
import { FUND_API } from './funds';
import { MANAGER_API } from './managers';
import { OTHER_NEWS_API } from './otherStockNewsCalls';
import { defineModule } from './module/defineModule';
import { field, fieldShapeProblem } from './module/fields';

const splash = (area: 'wm' | 'br', type: string) =>
  defineModule({ area, name: 'splashScreen', title: '闪屏', apiBase: 'operation/common/splash/', scope: { type }, schedule: 'push_time', fields: [field.text('title', '标题')] });
const wmSplash = splash('wm', 'super_app');
const brSplash = splash('br', 'broker');
const slot = defineModule({
  area: 'wm',
  name: 'push',
  title: '推送',
  route: 'push',
  apiBase: 'operation/common/pushs/',
  schedule: 'push_time',
  fields: [field.ref('target', '文章', 'articles')],
});
const map = createCallMap([wmSplash, brSplash, slot]);
const holder = (...permission: string[]): PathHolder => ({ isSuperAdmin: false, permission });

describe('callAccess', () => {
  it('gives a module base call to the module its scope picks', () => {
    expect(callAccess(map, 'operation/common/splash/save', { type: 'broker' })).toEqual({ kind: 'owned', owners: ['/operation/br/modules/splashScreen'] });
    expect(callAccess(map, 'operation/common/splash/publish/list', { type: 'super_app' })).toEqual({ kind: 'owned', owners: ['/operation/wm/modules/splashScreen'] });
  });

  it('gives a call without a scope to every module of its base (the handler then refuses it)', () => {
    expect(callAccess(map, 'operation/common/splash/content', {})).toEqual({ kind: 'owned', owners: [wmSplash.path, brSplash.path] });
  });

  it('refuses scope parameters of the wrong type before comparing them', () => {
    expect(callAccess(map, 'operation/common/splash/save', { type: { toString: 1 } })).toEqual({
      kind: 'badInput',
      errors: [{ field: 'type', message: '模块参数 type 应为文字或数字' }],
    });
    expect(callAccess(map, 'operation/common/splash/save', { type: ['broker', 'super_app'] }).kind).toBe('badInput');
  });

  it('takes the longest rule, an exact rule before a prefix rule of the same path', () => {
    expect(callAccess(map, 'article/', {})).toEqual({ kind: 'owned', owners: ['/articles/addArticles', '/articles/add'] });
    expect(callAccess(map, 'article/save', {})).toEqual({ kind: 'owned', owners: ['/articles/library', '/articles/addArticles', '/articles/add'] });
    expect(callAccess(map, 'article/recycle/list', {})).toEqual({ kind: 'owned', owners: ['/articles/recycle'] });
    expect(callAccess(map, 'h5backend/system/files/overview', {})).toEqual({ kind: 'owned', owners: ['/h5/newsystem', '/h5/relesesystem'] });
    expect(callAccess(map, 'h5backend/system/files/folder/:id', {})).toEqual({ kind: 'owned', owners: ['/h5/relesesystem'] });
  });

  it('judges an image upload by the module it names', () => {
    expect(callAccess(map, 'upload/image', { module: 'br/splashScreen' })).toEqual({ kind: 'owned', owners: [brSplash.path] });
    expect(callAccess(map, 'upload/image', { module: 'nowhere' })).toEqual({ kind: 'owned', owners: [wmSplash.path, brSplash.path, slot.path] });
  });

  it('knows the calls every session may make, and nothing of an unknown path', () => {
    for (const path of ['login/detectactive', 'account/permission/management/module/check', 'upload/files/x.jpg']) {
      expect(callAccess(map, path, {})).toEqual({ kind: 'anySession' });
    }
    expect(callAccess(map, 'account/permission/management/list', {})).toEqual({ kind: 'owned', owners: ['/permission'] });
    expect(callAccess(map, 'operation/future/list', {})).toEqual({ kind: 'unmapped' });
    expect(callAccess(map, 'loginx', {})).toEqual({ kind: 'unmapped' });
  });

  it('has no two rules for one path', () => {
    const keys = CALL_OWNER_RULES.map((r) => `${r.prefix.replace(/\/$/, '')}${r.exact ? ' (exact)' : ''}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('mayCall', () => {
  it('opens a call to an account that reaches one of its owners, by the menu expansion rule', () => {
    const access = callAccess(map, 'operation/common/splash/save', { type: 'broker' });
    expect(mayCall(holder(brSplash.path), access, map, 'POST')).toBe(true);
    expect(mayCall(holder(wmSplash.path), access, map, 'POST')).toBe(false);
    expect(mayCall({ isSuperAdmin: false, permission: null }, access, map, 'POST')).toBe(true);
    expect(mayCall(holder('0'), access, map, 'POST')).toBe(true);
  });

  it('lets a module that picks articles read the library, never write it', () => {
    const list = callAccess(map, 'article/list', {});
    expect(mayCall(holder(slot.path), list, map, 'GET')).toBe(true);
    expect(mayCall(holder(wmSplash.path), list, map, 'GET')).toBe(false);
    expect(mayCall(holder(slot.path), callAccess(map, 'article/save', {}), map, 'POST')).toBe(false);
  });

  it('opens the spec lists the console’s pickers read to the modules picking from them: those reads only', () => {
    const fundSlot = defineModule({ area: 'wm', name: 'fundSlot', title: '基金位', apiBase: 'test/fundslot/', schedule: 'push_time', fields: [field.ref('fund', '基金', 'funds'), field.ref('stock', '股票', 'stocks'), field.ref('manager', '经理', 'managers')] });
    const parent = defineModule({ area: 'common', name: 'levelFirst', title: '一级分类', apiBase: 'operation/common/levelfirst/', schedule: 'push_time', fields: [field.text('code', '编码'), field.text('name', '名称')] });
    const child = defineModule({ area: 'common', name: 'levelSecond', title: '二级分类', apiBase: 'operation/common/levelsecond/', schedule: 'push_time', fields: [field.ref('parent_code', '一级分类', 'categories')] });
    const picking = createCallMap([fundSlot, parent, child]);
    const may = (who: PathHolder, method: string, path: string) => mayCall(who, callAccess(picking, path, {}), picking, method);
    for (const path of [FUND_API.list, MANAGER_API.list, OTHER_NEWS_API.stockSearch, OTHER_NEWS_API.stockSymbol]) {
      expect([path, may(holder(fundSlot.path), 'GET', path), may(holder(child.path), 'GET', path)]).toEqual([path, true, false]);
    }
    expect(may(holder(fundSlot.path), 'POST', FUND_API.create)).toBe(false);
    expect(may(holder(fundSlot.path), 'GET', FUND_API.detail)).toBe(false);
    expect(may(holder(fundSlot.path), 'GET', MANAGER_API.detail)).toBe(false);
    // levelFirst's live list is levelSecond's to read; its drafts, pre-published entries and history are not.
    expect(may(holder(child.path), 'GET', 'operation/common/levelfirst/publish/list')).toBe(true);
    for (const path of ['operation/common/levelfirst/prepublish/list', 'operation/common/levelfirst/content', 'operation/common/levelfirst/publish/history']) {
      expect([path, may(holder(child.path), 'GET', path)]).toEqual([path, false]);
    }
    expect(may(holder(fundSlot.path), 'GET', 'operation/common/levelfirst/publish/list')).toBe(false);
  });

  it('refuses what nobody owns, even to full access', () => {
    expect(mayCall(holder('0'), { kind: 'unmapped' }, map, 'GET')).toBe(false);
  });

  it('opens /permission by the super-admin flag alone', () => {
    expect(mayOpenPath({ isSuperAdmin: true, permission: ['/articles/library'] }, '/permission')).toBe(true);
    expect(mayOpenPath({ isSuperAdmin: false, permission: null }, '/permission/x')).toBe(false);
  });
});

describe('fieldShapeProblem', () => {
  it.each([
    [field.text('t', '标题'), 'x', undefined],
    [field.text('t', '标题'), null, undefined],
    [field.text('t', '标题'), { toString: 1 }, '标题的类型不正确'],
    [field.text('t', '标题'), 1, '标题的类型不正确'],
    [field.number('n', '数量'), '1', '数量的类型不正确'],
    [field.switch('s', '开关'), 1, undefined],
    [field.select('c', '人群', [{ value: 0, label: '全部' }]), 0, undefined],
    [field.select('c', '人群', [{ value: 0, label: '全部' }]), [0], '人群的类型不正确'],
    [field.select('c', '人群', [{ value: 0, label: '全部' }], { multiple: true }), [0, 'a'], undefined],
    [field.select('c', '人群', [{ value: 0, label: '全部' }], { multiple: true }), [{}], '人群的类型不正确'],
    [field.multiLanguage('m', '名称'), { 'zh-hans': 'a', en: null }, undefined],
    [field.multiLanguage('m', '名称'), { 'zh-hans': { toString: 1 } }, '名称的类型不正确'],
    [field.multiLanguage('m', '名称'), ['a'], '名称的类型不正确'],
  ])('%o with %j → %s', (def, value, expected) => {
    expect(fieldShapeProblem(def, value)).toBe(expected);
  });
});
