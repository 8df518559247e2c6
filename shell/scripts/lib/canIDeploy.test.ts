/**
 * The check before a deploy, against a real HTTP server standing for the deployed shell and its remotes' hosts, and
 * built `dist/` folders on disk: a remote built against a newer shared-ui is a no, today's a yes; a new shell that is
 * a major ahead stops the deployed remotes (a no naming them), one a minor ahead does not.
 */
import fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { canDeployRemote, canDeployShell } from './canIDeploy';

const manifest = (remote: string, version: string) => JSON.stringify({ id: remote, name: remote, metaData: {}, shared: [{ name: 'react', version: '19.3.1' }, { name: 'shared-ui', version }], exposes: [] });
const shellInfo = (version: string) => JSON.stringify({ sharedUi: { version, reports: { contract: 'abc' } } });

/** What the deployed site answers, by path. */
const site: Record<string, string> = {
  '/shell-info.json': shellInfo('3.1.0'),
  '/remotes.json': JSON.stringify({ remote_wm: '/remotes/remote-wm/mf-manifest.json', remote_br: { current: '/remotes/remote-br/2/mf-manifest.json', previous: '/remotes/remote-br/1/mf-manifest.json' } }),
  '/remotes/remote-wm/mf-manifest.json': manifest('remote_wm', '3.1.0'),
  '/remotes/remote-br/2/mf-manifest.json': manifest('remote_br', '3.0.2'),
  '/remotes/remote-br/1/mf-manifest.json': manifest('remote_br', '2.9.0'),
};
let server: Server;
let origin = '';
let dir = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const body = site[req.url ?? ''];
    res.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    res.end(body ?? '{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'can-i-deploy-'));
});
afterAll(async () => {
  fs.rmSync(dir, { recursive: true, force: true });
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function dist(name: string, files: Record<string, string>): string {
  const folder = path.join(dir, name);
  fs.mkdirSync(folder, { recursive: true });
  for (const [file, text] of Object.entries(files)) fs.writeFileSync(path.join(folder, file), text);
  return folder;
}

describe('before deploying a remote', () => {
  it('says no for a build against a newer shared-ui than the deployed shell, yes for one against its own or older', async () => {
    const newer = await canDeployRemote({ shellUrl: origin, remoteDist: dist('wm-newer', { 'mf-manifest.json': manifest('remote_wm', '3.2.0') }) });
    expect(newer.ok).toBe(false);
    expect(newer.lines[0]).toContain('（remote_wm）需要 shared-ui ^3.2.0，框架为 3.1.0：无法加载');
    expect(newer.lines[1]).toMatch(/^不能部署：请先部署新版框架/);
    const today = await canDeployRemote({ shellUrl: `${origin}/`, remoteDist: dist('wm-today', { 'mf-manifest.json': manifest('remote_wm', '3.1.0') }) });
    expect(today).toEqual({ ok: true, lines: [expect.stringContaining('构建时的 shared-ui 为 3.1.0，框架为 3.1.0：可以运行'), '可以部署。'] });
  });
});

describe('before deploying a shell', () => {
  it('names the deployed builds a major ahead would stop; a minor ahead stops none (a stale previous build only loses its fallback)', async () => {
    const remotesJson = `${origin}/remotes.json`;
    const major = await canDeployShell({ shellDist: dist('shell-4', { 'shell-info.json': shellInfo('4.0.0') }), remotesJson });
    expect(major.ok).toBe(false);
    expect(major.lines.filter((line) => line.startsWith('✗')).map((line) => line.split('（')[0])).toEqual(['✗ remote_wm 当前版本', '✗ remote_br 当前版本', '✗ remote_br 上一个版本']);
    const minor = await canDeployShell({ shellDist: dist('shell-3.2', { 'shell-info.json': shellInfo('3.2.0') }), remotesJson });
    expect(minor.ok).toBe(true);
    expect(minor.lines).toContain('✗ remote_br 上一个版本（remote_br）需要 shared-ui ^2.9.0，框架为 3.2.0：无法加载');
    expect(minor.lines.at(-1)).toBe('可以部署：线上每个子应用的当前版本都能在新框架（shared-ui 3.2.0）上运行。');
  });

  it('runs as `pnpm can-i-deploy`, answering with its exit code', async () => {
    // Asynchronously: the deployed site is served by this very process.
    const cli = async (args: string[]) => {
      try {
        await promisify(execFile)(process.execPath, [require.resolve('tsx/cli'), path.join(__dirname, '..', 'canIDeploy.ts'), ...args], { encoding: 'utf8' });
        return 0;
      } catch (error) {
        return (error as { code: number }).code;
      }
    };
    expect(await cli(['--shell', origin, '--remote', dist('wm-cli', { 'mf-manifest.json': manifest('remote_wm', '3.1.0') })])).toBe(0);
    expect(await cli(['--shell', origin, '--remote', dist('wm-cli-newer', { 'mf-manifest.json': manifest('remote_wm', '3.5.0') })])).toBe(1);
    expect(await cli(['--shell', `${origin}/nothing-here/`, '--remote', dir])).toBe(2);
  }, 60_000);
});
