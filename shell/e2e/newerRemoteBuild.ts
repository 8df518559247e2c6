/**
 * What a product-area team ahead of the shell deploys (issue 45): remote-esop really built — webpack, the federation
 * plugin, its manifest — from a copy of the tree in which shared-ui has one more export that the remote's code calls
 * as it starts, and shared-ui's minor version bumped as semver asks; served from an origin of its own, as a team's CDN
 * would. Nothing in the build is rewritten afterwards: the manifest says what the build recorded.
 *
 * The copy holds the two packages and the root tsconfig; `node_modules` is the workspace's own (linked), so the build
 * takes seconds, not an install.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const ROOT = path.resolve(__dirname, '..', '..');

export interface NewerRemoteBuild {
  /** The built remote's dist/, for the check before a deploy. */
  dist: string;
  /** The shared-ui version the copy carried: the shell's with the minor raised. */
  sharedUiVersion: string;
  /** Its manifest's address on the other origin: what a remotes.json entry would name. */
  manifestUrl: string;
  close: () => Promise<void>;
}

const TYPES: Record<string, string> = { '.js': 'application/javascript', '.json': 'application/json', '.css': 'text/css' };

/** A static server of `dir` that any origin may read (the shell's page fetches the manifest across origins). */
async function serveFolder(dir: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const file = path.join(dir, path.normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)));
    response.setHeader('access-control-allow-origin', '*');
    if (!file.startsWith(dir + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
    fs.createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

export async function buildEsopAgainstNewerSharedUi(): Promise<NewerRemoteBuild> {
  const tree = fs.mkdtempSync(path.join(os.tmpdir(), 'newer-shared-ui-'));
  for (const pkg of ['shared-ui', 'remote-esop']) {
    // Symlinks stay links (pnpm's are relative: they reach the linked node_modules below, and shared-ui's copy).
    fs.cpSync(path.join(ROOT, pkg), path.join(tree, pkg), { recursive: true, verbatimSymlinks: true, filter: (from) => !/[\\/](dist|\.cache)$/.test(from) });
  }
  fs.copyFileSync(path.join(ROOT, 'tsconfig.base.json'), path.join(tree, 'tsconfig.base.json'));
  fs.symlinkSync(path.join(ROOT, 'node_modules'), path.join(tree, 'node_modules'));

  // shared-ui grows by one export (a minor version), and the remote calls it as its code starts.
  const pkgFile = path.join(tree, 'shared-ui', 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8')) as { version: string };
  const [major, minor] = pkg.version.split('.').map(Number) as [number, number];
  pkg.version = `${String(major)}.${String(minor + 1)}.0`;
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  fs.appendFileSync(path.join(tree, 'shared-ui', 'src', 'contract', 'index.ts'), "\nexport const newerShellOnly = (): string => '新版框架才有';\n");
  const app = path.join(tree, 'remote-esop', 'src', 'App.tsx');
  fs.writeFileSync(app, `import { newerShellOnly } from 'shared-ui/contract';\nnewerShellOnly();\n${fs.readFileSync(app, 'utf8')}`);

  await promisify(execFile)(process.execPath, [path.join(tree, 'shared-ui', 'bin', 'cms-webpack.cjs'), 'build'], { cwd: path.join(tree, 'remote-esop'), maxBuffer: 16 * 1024 * 1024 });
  const dist = path.join(tree, 'remote-esop', 'dist');
  const server = await serveFolder(dist);
  return {
    dist,
    sharedUiVersion: pkg.version,
    manifestUrl: `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/mf-manifest.json`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      fs.rmSync(tree, { recursive: true, force: true });
    },
  };
}
