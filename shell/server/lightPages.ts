/**
 * The remotes' light pages (issue 32): a remote's build writes, beside its federated files, a page of its own for
 * each of its public addresses and `light-pages.json` naming them (address → HTML file; shared-ui/lightPage). The
 * shell's server reads those it finds in each remote's dist at start-up and answers the addresses with them. A remote
 * deployed elsewhere (no dist here), or built before it had light pages, has none: its addresses stay the console's
 * public routes, which mount its `./Public`. A remote's manifest may name only the public addresses the shell's
 * route table gives that remote (PUBLIC_REMOTE_ROUTES): no remote can take over another's page, or a signed-in one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { normalisePath } from 'shared-ui/contract';
import { LIGHT_PAGES_MANIFEST, REMOTE_PACKAGES, type RemotePackage } from 'shared-ui/federation';
import { PUBLIC_REMOTE_ROUTES } from '../src/remotes/remoteRoutes';
import { pageFor } from './pageFor';

const isAtOrBelow = (pagePath: string, base: string) => pagePath === base || pagePath.startsWith(`${base}/`);

/** Whether `pkg` owns the public address `pagePath` in the shell's route table. */
export function ownsPublicPath(pkg: RemotePackage, pagePath: string): boolean {
  return PUBLIC_REMOTE_ROUTES.some((route) => route.remote === REMOTE_PACKAGES[pkg] && isAtOrBelow(pagePath, route.basePath));
}

/** Normalised address → the HTML of its light page, as built (before the run-time config is injected). */
export function readLightPages(root: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const pkg of Object.keys(REMOTE_PACKAGES) as RemotePackage[]) {
    const dist = path.join(root, pkg, 'dist');
    const manifestFile = path.join(dist, LIGHT_PAGES_MANIFEST);
    if (!fs.existsSync(manifestFile)) continue;
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
    for (const [address, file] of Object.entries(manifest)) {
      const pagePath = normalisePath(address);
      if (typeof file !== 'string' || path.basename(file) !== file || !file.endsWith('.html')) throw new Error(`${manifestFile}：${address} 的页面文件名无效`);
      if (!ownsPublicPath(pkg, pagePath)) throw new Error(`${manifestFile}：${address} 不是 ${pkg} 的公开页面地址`);
      pages.set(pagePath, fs.readFileSync(path.join(dist, file), 'utf8'));
    }
  }
  return pages;
}

/** What the server sends for a page address: a redirect, one of the shell's pages, or a remote's light page. */
export type ServedPage = { redirect: string } | { shellPage: 'index.html' | 'login.html' } | { lightPage: string };

/**
 * `pageFor`'s answer, with the light pages there are (`lightPaths`: their normalised addresses): a public address
 * is its light page when built, else the console (index.html), whose public route mounts the remote's `./Public`.
 */
export function servedPage(url: string, cookie: string | undefined, lightPaths: ReadonlySet<string>): ServedPage {
  const answer = pageFor(url, cookie);
  if ('redirect' in answer) return answer;
  if (answer.page === 'public') return lightPaths.has(answer.path) ? { lightPage: answer.path } : { shellPage: 'index.html' };
  return { shellPage: answer.page === 'login' ? 'login.html' : 'index.html' };
}
