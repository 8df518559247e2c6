/**
 * Which page the shell's production server answers per address (issue 32): a remote's light page for its public
 * addresses when its build wrote one, to everyone; the console where a remote has none; the login page and the
 * redirects as before. Built files are stand-ins in a temporary workspace folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readLightPages, servedPage } from './lightPages';

const SESSION = 'UID=7; sessionID=abc123; groupID=publisher';
const page = (name: string) => `<!doctype html><html><head></head><body><div id="root">${name}</div></body></html>`;

let root: string;
function write(file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'light-pages-'));
  // remote-br's build wrote its light pages; remote-common's did not (deployed elsewhere, or an older build).
  write('remote-br/dist/approval-70000.html', page('approval-70000'));
  write('remote-br/dist/holiday-messagelist.html', page('holiday'));
  write('remote-br/dist/light-pages.json', JSON.stringify({ '/approval/70000': 'approval-70000.html', '/holiday/messagelist/': 'holiday-messagelist.html' }));
  write('remote-common/dist/remoteEntry.js', '');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('readLightPages', () => {
  it('reads the light pages each remote’s build named, by normalised address', () => {
    const pages = readLightPages(root);
    expect([...pages.keys()]).toEqual(['/approval/70000', '/holiday/messagelist']);
    expect(pages.get('/holiday/messagelist')).toContain('<div id="root">holiday</div>');
  });

  it.each([
    ['another remote’s public address', { '/sms/login': 'approval-70000.html' }, '不是 remote-br 的公开页面地址'],
    ['a signed-in address', { '/home': 'approval-70000.html' }, '不是 remote-br 的公开页面地址'],
    ['a file outside the dist', { '/approval/70000': '../../shell/dist/index.html' }, '页面文件名无效'],
  ])('refuses a manifest naming %s', (_label, manifest, message) => {
    write('remote-br/dist/light-pages.json', JSON.stringify(manifest));
    expect(() => readLightPages(root)).toThrow(message);
  });
});

describe('servedPage', () => {
  const built = () => new Set(readLightPages(root).keys());

  it.each([
    ['a public address with a light page', '/approval/70000?token=abc', undefined, { lightPage: '/approval/70000' }],
    ['the same to a signed-in staff member', '/approval/70000/?token=abc', SESSION, { lightPage: '/approval/70000' }],
    ['the holiday page, signed in', '/holiday/messagelist', SESSION, { lightPage: '/holiday/messagelist' }],
    ['a public address whose remote built none: the console’s public route', '/sms/login', undefined, { shellPage: 'index.html' }],
    ['another', '/batch/activitypage?type=broker', SESSION, { shellPage: 'index.html' }],
    ['an approval screen the manifest does not name', '/approval/80001?token=abc', undefined, { shellPage: 'index.html' }],
    ['the approval section, which the console redirects', '/approval', undefined, { shellPage: 'index.html' }],
    ['the login page', '/login', undefined, { shellPage: 'login.html' }],
    ['a signed-in screen, signed out', '/home', undefined, { redirect: '/login?redirect=%2Fhome' }],
    ['a signed-in screen, signed in', '/home', SESSION, { shellPage: 'index.html' }],
  ] as const)('%s', (_label, url, cookie, expected) => {
    expect(servedPage(url, cookie, built())).toEqual(expected);
  });

  it('answers every public address with the console when no remote built light pages', () => {
    fs.rmSync(path.join(root, 'remote-br', 'dist', 'light-pages.json'));
    expect(servedPage('/approval/70000', undefined, built())).toEqual({ shellPage: 'index.html' });
  });
});
