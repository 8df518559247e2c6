import { decideNavigation, pathAfterRefusal, type GuardState, type NavigationDecision } from './decideNavigation';

const loggedOut: GuardState = { loggedIn: false, permission: [], isSuperAdmin: false };
const admin: GuardState = { loggedIn: true, permission: ['0'], isSuperAdmin: true };
const editor: GuardState = {
  loggedIn: true,
  permission: ['/operation/wm/modules/splashScreen', '/operation/br/push', '/articles/library'],
  isSuperAdmin: false,
};

const allow: NavigationDecision = { kind: 'allow' };
const deny: NavigationDecision = { kind: 'deny' };
const to = (path: string): NavigationDecision => ({ kind: 'redirect', to: path });
const check = (path: string): NavigationDecision => ({ kind: 'checkServer', path });

describe('decideNavigation', () => {
  it.each<[string, GuardState, string, NavigationDecision]>([
    // Logged out: public pages and /login open, everything else goes to /login and is remembered.
    ['empty path, logged out', loggedOut, '', to('/login')],
    ['root, logged out', loggedOut, '/', to('/login')],
    ['login, logged out', loggedOut, '/login', allow],
    ['home, logged out', loggedOut, '/home', { kind: 'redirect', to: '/login', remember: true }],
    ['a module, logged out', loggedOut, '/operation/wm/push', { kind: 'redirect', to: '/login', remember: true }],
    ['unknown path, logged out', loggedOut, '/whatever', { kind: 'redirect', to: '/login', remember: true }],
    ['approval, logged out', loggedOut, '/approval/70001', allow],
    ['holiday messages, logged out', loggedOut, '/holiday/messagelist', allow],
    ['batch activity page, logged out', loggedOut, '/batch/activitypage', allow],
    ['sms login, logged out', loggedOut, '/sms/login', allow],
    ['sms query, logged out', loggedOut, '/sms/query', allow],
    // Logged in: /login and / go home; /home needs no check; public pages stay public.
    ['root, logged in', admin, '/', to('/home')],
    ['login, logged in', admin, '/login', to('/home')],
    ['home, logged in', editor, '/home', allow],
    ['approval, logged in', editor, '/approval/80001', allow],
    // Section roots redirect to their default page…
    ['operation root, full access', admin, '/operation', to('/operation/wm')],
    ['articles root, full access', admin, '/articles/', to('/articles/library')],
    ['wm root, restricted with a wm module', editor, '/operation/wm', to('/operation/wm/modulesEdit')],
    // A screen that opens on a view goes there before the server check (one check, one render).
    ['release system, full access', admin, '/h5/relesesystem', to('/h5/relesesystem/edit')],
    ['release system view, full access', admin, '/h5/relesesystem/edit', check('/h5/relesesystem/edit')],
    // Implied by every restricted list (spec §6), with its views: the role limits what is done there, not the path.
    ['release system, restricted and not granted it', editor, '/h5/relesesystem', to('/h5/relesesystem/edit')],
    ['release system view, restricted and not granted it', editor, '/h5/relesesystem/prerelease', check('/h5/relesesystem/prerelease')],
    // …or, when that page is not permitted, to the first page of the section the user can see.
    ['operation root, restricted without wm pages', { ...editor, permission: ['/operation/br/push'] }, '/operation', to('/operation/br/push')],
    ['esop root, restricted without esop', editor, '/operation/esop', deny],
    // Other paths: the local rule first, then the server.
    ['any path, full access', admin, '/operation/esop/modulesEdit', check('/operation/esop/modulesEdit')],
    ['permitted module', editor, '/operation/wm/modules/splashScreen', check('/operation/wm/modules/splashScreen')],
    ['link page implied by a module', editor, '/operation/wm/modulesEdit', check('/operation/wm/modulesEdit')],
    ['detail below a permitted screen', editor, '/articles/library/detail/42', check('/articles/library/detail/42')],
    ['trailing slash', editor, '/operation/br/push/', check('/operation/br/push')],
    ['module of another area', editor, '/operation/esop/modulesEdit', deny],
    ['sibling module', editor, '/operation/wm/modules/maskLayer', deny],
    ['permission management, restricted', editor, '/permission', deny],
    // A path that is no screen: the frame's 页面不存在 for everyone, not 无权限 for the restricted.
    ['unknown path, restricted', editor, '/whatever/page', allow],
    ['unknown path, full access', admin, '/operation-typo', allow],
  ])('%s', (_label, state, path, expected) => {
    expect(decideNavigation(state, path)).toEqual(expected);
  });
});

describe('pathAfterRefusal', () => {
  it.each<[string, string | null, string, string]>([
    ['first load (typed URL)', null, '/operation/esop', '/home'],
    ['from an in-frame page: stay there', '/operation/wm/push?page=2', '/operation/esop', '/operation/wm/push?page=2'],
    ['from /login (after sign-in)', '/login', '/operation/esop', '/home'],
    ['from a public page', '/approval/70000', '/operation/esop', '/home'],
    ['from the refused page itself', '/operation/esop/modulesEdit', '/operation/esop/modulesEdit', '/home'],
  ])('%s', (_label, previous, refused, expected) => {
    expect(pathAfterRefusal(previous, refused)).toBe(expected);
  });
});
