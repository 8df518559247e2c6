/**
 * `pnpm dev`: mock-server, the console service (3900) plus a webpack dev server with hot reload per package — the shell
 * on 3000 (it proxies /v2/cms to mock-server, /console to the console service, and serves a remotes.json that points at
 * the remotes' own ports 3001–3006).
 */
import type { ChildProcess } from 'node:child_process';
import { APP_PACKAGES, start, stop } from './lib/workspace';

const children: ChildProcess[] = [];
if (!process.env.CMS_BACKEND) children.push(start('pnpm', ['--filter', 'mock-server', 'start']));
children.push(start(process.execPath, ['--import', 'tsx', 'shell/scripts/consoleDevServer.ts']));
for (const pkg of APP_PACKAGES) children.push(start('pnpm', ['--filter', pkg, 'dev']));

const shutdown = () => {
  children.forEach(stop);
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
