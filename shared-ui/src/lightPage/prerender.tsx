/**
 * The build's pre-render of a remote's light pages (issue 32), as the shell's prerenderLogin does for the login page:
 * each page's first render as HTML, with the MUI styles it uses in the head under the names the page's emotion cache
 * adopts, so the browser paints the page's own heading and layout before any script has run. Node only. Must run with
 * NODE_ENV=production, as the pages' bundles do: in development MUI names its classes differently.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { LIGHT_PAGES_MANIFEST } from 'shared-ui/federation';

/**
 * Until the page's script takes over, a form has no handler: Enter in a field would submit it natively (the fields
 * in the address). The pages never submit a form natively, so a listener set before the form is parsed prevents it.
 */
export const NATIVE_SUBMIT_GUARD = "<script>document.addEventListener('submit',function(e){e.preventDefault()},true)</script>";

const ROOT = '<div id="root"></div>';

/**
 * The styles emotion inserted while rendering `markup`, as `<style data-emotion>` tags: each global style on its own,
 * then the class styles the markup uses. What `@emotion/server`'s extractCriticalToChunks and
 * constructStyleTagsFromChunks produce (the remotes do not depend on that package; this is its rule, a few lines).
 */
function styleTags(cache: EmotionCache, markup: string): string {
  const used = new Set([...markup.matchAll(new RegExp(`${cache.key}-([a-zA-Z0-9-_]+)`, 'g'))].map((m) => m[1]));
  const globals: string[] = [];
  const classIds: string[] = [];
  let classCss = '';
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    const registered = cache.registered[`${cache.key}-${id}`] !== undefined;
    if (registered && !used.has(id)) continue;
    if (registered) {
      classIds.push(id);
      classCss += css;
    } else globals.push(`<style data-emotion="${cache.key}-global ${id}">${css}</style>`);
  }
  return `${globals.join('')}<style data-emotion="${cache.key} ${classIds.join(' ')}">${classCss}</style>`;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `html` as webpack wrote it (an empty #root), with `tree` rendered into #root, its styles and `title` in the head. */
export function prerenderLightPage(html: string, tree: ReactNode, title: string): string {
  if (!html.includes(ROOT)) throw new Error('页面中没有空的 <div id="root"></div>，无法预渲染');
  const cache = createCache({ key: 'css' });
  // As @emotion/server does: styles are kept in the cache for extraction, not written inline before each element.
  cache.compat = true;
  const markup = renderToString(<CacheProvider value={cache}>{tree}</CacheProvider>);
  // Replacer functions: the inserted text is taken as it is (no `$&` patterns).
  return html
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', () => `${styleTags(cache, markup)}${NATIVE_SUBMIT_GUARD}</head>`)
    .replace(ROOT, () => `<div id="root">${markup}</div>`);
}

/** One light page to pre-render: its address, its built HTML file, its tab's title and its tree at that address. */
export interface PrerenderedPage {
  path: string;
  html: string;
  title: string;
  tree: ReactNode;
}


/**
 * A remote's build, after webpack: pre-renders each light page's HTML file in `dist`, then writes the manifest that
 * tells the shell's server which file answers which address (last, so a build that failed half way names none).
 */
export function prerenderLightPages(dist: string, pages: readonly PrerenderedPage[]): void {
  for (const page of pages) {
    const file = path.join(dist, page.html);
    const html = prerenderLightPage(fs.readFileSync(file, 'utf8'), page.tree, page.title);
    fs.writeFileSync(file, html);
    // The build's compressed copies of the file (served as the remote's static files) were of the empty page.
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    console.log(`预渲染轻量页面：${page.path} → ${page.html}（${String(Buffer.byteLength(html))} 字节）`);
  }
  const manifest = Object.fromEntries(pages.map((page) => [page.path, page.html]));
  fs.writeFileSync(path.join(dist, LIGHT_PAGES_MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
}
