/**
 * A PostgreSQL of a test's own: Debian's `postgresql` (installed with apt-get when run as root and missing, as the
 * journeys' Chromium is), a new cluster in a temporary folder, on a free port of the loopback only, removed when the
 * test stops it. Nothing of the machine's own PostgreSQL (a service, its port 5432, its data) is touched.
 *
 * PostgreSQL refuses to run as root: as root the cluster belongs to Debian's `postgres` user.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { aptInstall, hasAptGet, isRoot } from './provisionBrowser';
import { freePort } from './workspace';

export const POSTGRES_HINT = '控制台服务的 PostgreSQL 测试需要 Debian 的 postgresql：请以 root 运行 pnpm test 自动安装，或手动执行：sudo apt-get install -y postgresql';

export interface ThrowawayPostgres {
  /** postgres://cms@127.0.0.1:<port>/cms */
  url: string;
  stop: () => Promise<void>;
}

/** The newest installed server's bin folder (/usr/lib/postgresql/<major>/bin), or null. */
function findServerBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const majors = fs
    .readdirSync(base)
    .filter((v) => fs.existsSync(path.join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return majors[0] ? path.join(base, majors[0], 'bin') : null;
}

/** The server's bin folder, installing `postgresql` first when root and it is missing; null (with the hint) otherwise. */
export function provisionPostgres(): string | null {
  const found = findServerBin();
  if (found) return found;
  if (!isRoot() || !hasAptGet()) {
    console.error(POSTGRES_HINT);
    return null;
  }
  aptInstall(['postgresql'], ' PostgreSQL 测试', POSTGRES_HINT);
  return findServerBin();
}

/** A command as the cluster's owner: Debian's `postgres` user when we are root, ourselves otherwise. */
function asOwner(command: string, args: string[]): [string, string[]] {
  return isRoot() ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

async function waitUntilAccepting(bin: string, port: number, folder: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`PostgreSQL 启动失败（退出码 ${String(server.exitCode)}）`);
    const ready = spawnSync(path.join(bin, 'pg_isready'), ['-h', '127.0.0.1', '-p', String(port), '-d', 'cms', '-U', 'cms'], { cwd: folder });
    if (ready.status === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('PostgreSQL 在 30 秒内没有就绪');
}

/**
 * SIGINT to the postmaster itself (its pid is the first line of postmaster.pid): PostgreSQL's fast shutdown, open
 * connections ended. As root the child we spawned is `runuser`, which need not pass a signal on.
 */
function stopPostmaster(data: string, server: ChildProcess): void {
  let pid: number | null = null;
  try {
    const first = Number(fs.readFileSync(path.join(data, 'postmaster.pid'), 'utf8').split('\n')[0]);
    pid = Number.isInteger(first) && first > 0 ? first : null;
  } catch {
    // Never started far enough to write it.
  }
  try {
    if (pid === null) server.kill('SIGINT');
    else process.kill(pid, 'SIGINT');
  } catch {
    server.kill('SIGKILL');
  }
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = provisionPostgres();
  if (!bin) throw new Error(POSTGRES_HINT);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'console-pg-'));
  const data = path.join(folder, 'data');
  if (isRoot()) spawnSync('chown', ['postgres', folder]);
  const [initCmd, initArgs] = asOwner(path.join(bin, 'initdb'), ['-D', data, '-U', 'cms', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--locale', 'C']);
  const init = spawnSync(initCmd, initArgs, { cwd: folder, encoding: 'utf8' });
  if (init.status !== 0) throw new Error(`initdb 失败：${init.stderr}`);
  const port = await freePort();
  // A test database: nothing survives it, so durability is off (fsync, full-page writes) and it listens on loopback.
  const [cmd, args] = asOwner(path.join(bin, 'postgres'), [
    '-D', data, '-p', String(port), '-k', folder, '-c', 'listen_addresses=127.0.0.1',
    '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off',
  ]);
  const server = spawn(cmd, args, { cwd: folder, stdio: 'ignore' });
  try {
    await waitUntilAccepting(bin, port, folder, server);
    const [createCmd, createArgs] = asOwner(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'cms', 'cms']);
    const created = spawnSync(createCmd, createArgs, { cwd: folder, encoding: 'utf8' });
    if (created.status !== 0) throw new Error(`createdb 失败：${created.stderr}`);
  } catch (error) {
    stopPostmaster(data, server);
    fs.rmSync(folder, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://cms@127.0.0.1:${String(port)}/cms`,
    stop: async () => {
      if (server.exitCode === null) {
        const exited = new Promise((resolve) => server.once('exit', resolve));
        stopPostmaster(data, server);
        await exited;
      }
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
