/** Where things are, and the small process helpers every script of the workspace uses. */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '..', '..', '..');
export const APP_PACKAGES = ['shell', 'remote-articles', 'remote-wm', 'remote-br', 'remote-esop', 'remote-common', 'remote-h5'] as const;

export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function start(command: string, args: string[], options: SpawnOptions = {}): ChildProcess {
  return spawn(command, args, { cwd: ROOT, stdio: 'inherit', detached: process.platform !== 'win32', ...options });
}

/** Ends a child and everything it started (it leads its own process group). */
export function stop(child: ChildProcess | undefined): void {
  if (!child?.pid || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

/** Resolves once `url` answers any HTTP status; rejects after `timeoutMs`. */
export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const up = await new Promise<boolean>((resolve) => {
      const req = http.get(url, (res) => {
        res.resume();
        resolve(true);
      });
      req.on('error', () => resolve(false));
      req.setTimeout(2_000, () => {
        req.destroy();
        resolve(false);
      });
    });
    if (up) return;
    if (Date.now() > deadline) throw new Error(`${url} 在 ${String(timeoutMs / 1000)} 秒内没有响应`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** True when every app package has a production build. */
export function isBuilt(): boolean {
  return APP_PACKAGES.every((pkg) => fs.existsSync(path.join(ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'remoteEntry.js')));
}

/** Debian's Chromium, or CHROMIUM_PATH; null when there is none. */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  return candidates.find((p): p is string => Boolean(p && fs.existsSync(p))) ?? null;
}

/**
 * Refuses a port something already listens on: mock-server started on it would fail and exit, while the waits for
 * it would be answered by whatever is there (a leftover mock-server of another run, with other data and clock).
 */
export async function assertPortFree(port: number, what: string): Promise<void> {
  const free = await new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
  if (!free) throw new Error(`${what}的端口 ${String(port)} 已被占用：请先停止占用它的进程，或换一个端口`);
}

/** A port of the loopback that nothing listens on now (the OS's pick). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
