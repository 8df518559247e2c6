import { pageFor } from './pageFor';

const SESSION = 'UID=7; sessionID=abc123; groupID=publisher';

describe('pageFor', () => {
  it.each([
    ['the login page, to a visitor with no session', '/login', undefined, { page: 'login' }],
    ['the login page with a target', '/login?redirect=%2Fhome', undefined, { page: 'login' }],
    ['a signed-in screen, naming it with its query', '/operation/wm/push?tab=2', undefined, { redirect: '/login?redirect=%2Foperation%2Fwm%2Fpush%3Ftab%3D2' }],
    ['/home', '/home', undefined, { redirect: '/login?redirect=%2Fhome' }],
    ['the empty path, without naming it (spec §2)', '/', undefined, { redirect: '/login' }],
    ['a public page: its own page (a light page, or the console\'s public route), no login', '/approval/70000?token=t1', undefined, { page: 'public', path: '/approval/70000' }],
    ['another public page, its address normalised', '/sms/query/', undefined, { page: 'public', path: '/sms/query' }],
    ['a public page to a signed-in staff member: the same page', '/holiday/messagelist', SESSION, { page: 'public', path: '/holiday/messagelist' }],
    ['the approval section itself (the console redirects it)', '/approval', undefined, { page: 'public', path: '/approval' }],
    ['an address that only starts like a public one is not one', '/sms/loginx', undefined, { redirect: '/login?redirect=%2Fsms%2Floginx' }],
    ['an empty session cookie counts as none', '/home', 'sessionID=; UID=7', { redirect: '/login?redirect=%2Fhome' }],
    ['another cookie whose name ends the same counts as none', '/home', 'oldsessionID=1', { redirect: '/login?redirect=%2Fhome' }],
    ['/login with a session cookie: the console decides', '/login', SESSION, { page: 'console' }],
    ['a screen with a session cookie', '/operation/wm/push', SESSION, { page: 'console' }],
    ['the empty path with a session cookie', '/', SESSION, { page: 'console' }],
  ] as const)('%s', (_label, url, cookie, expected) => {
    expect(pageFor(url, cookie)).toEqual(expected);
  });
});
