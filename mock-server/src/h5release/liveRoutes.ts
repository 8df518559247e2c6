/**
 * Public serving of live H5 files at `/h5-live/<folder path>/<file name>`, outside the API prefix: apps open these
 * URLs with no session. What answers is the live version of that path, so a publish or revoke shows at once
 * (`cache-control: no-cache`, revalidated by an ETag of the bytes' SHA-256).
 *
 * - a folder path with a live `index.html` serves it (`/h5-live/a` redirects to `/h5-live/a/` first, so the page's
 *   relative links resolve inside the folder);
 * - nothing live there → 404 with a short Chinese page.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { H5_ALLOWED_EXTENSIONS, H5_LIVE_PREFIX, h5Extension } from 'shared-ui/contract';
import type { H5Store } from './h5Store';
import { joinPath } from './treeRepository';

const NOT_LIVE_PAGE =
  '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>页面不存在</title></head>' +
  '<body><h1>页面不存在</h1><p>该页面尚未发布或已被撤回。</p></body></html>';

/**
 * Uploaded pages are untrusted scripts on the back office's own origin (the shell proxies `/h5-live/`): a sandbox
 * without `allow-same-origin` runs them in an opaque origin, so they cannot read the staff's cookies or call the API
 * with their session. Scripts, forms and pop-ups still work, which is what an H5 page needs.
 */
export const UNTRUSTED_PAGE_CSP = 'sandbox allow-scripts allow-forms allow-popups allow-modals allow-downloads';
const ACTIVE_TYPES = new Set(['html', 'htm', 'svg']);

/** Headers and bytes of a stored H5 file, served to a browser (live serving and the edit view's preview alike). */
export function sendH5File(request: FastifyRequest, reply: FastifyReply, path: string, sha256: string, bytes: Buffer, cacheControl: string): FastifyReply {
  const ext = h5Extension(path);
  const etag = `"${sha256}"`;
  reply.header('cache-control', cacheControl).header('etag', etag).header('x-content-type-options', 'nosniff');
  if (ACTIVE_TYPES.has(ext)) reply.header('content-security-policy', UNTRUSTED_PAGE_CSP);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply
    .code(200)
    .type(H5_ALLOWED_EXTENSIONS[ext] ?? 'application/octet-stream')
    .send(bytes);
}

function notLive(reply: FastifyReply): FastifyReply {
  return reply.code(404).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_LIVE_PAGE);
}

/** Segments of the request's path under the prefix, decoded; null when unreadable or climbing (`..`). */
function segmentsOf(rawPath: string): string[] | null {
  try {
    const segments = rawPath.split('/').map((s) => decodeURIComponent(s));
    if (segments.some((s) => s === '.' || s === '..' || s.includes('/') || s.includes('\\'))) return null;
    return segments.filter((s) => s !== '');
  } catch {
    return null;
  }
}

export function registerLiveRoutes(app: FastifyInstance, store: H5Store): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const rawPath = (request.url.split('?')[0] ?? '').slice(H5_LIVE_PREFIX.length);
    const segments = segmentsOf(rawPath);
    if (!segments) return notLive(reply);
    const path = segments.join('/');
    const folderLike = rawPath === '' || rawPath.endsWith('/');
    let live = !folderLike && path !== '' ? store.release.liveAt(path) : undefined;
    if (!live) {
      const index = store.release.liveAt(joinPath(path, 'index.html'));
      if (index && !folderLike) {
        return reply.code(302).header('cache-control', 'no-cache').header('location', `${H5_LIVE_PREFIX}${rawPath}/`).send();
      }
      live = index;
    }
    if (!live) return notLive(reply);
    const bytes = store.blobs.read(live.sha256);
    // A data folder wiped under a kept database: say "not here" rather than fail.
    if (!bytes) return notLive(reply);
    return sendH5File(request, reply, live.path, live.sha256, bytes, 'no-cache');
  };
  app.get(H5_LIVE_PREFIX.replace(/\/$/, ''), async (_request, reply) =>
    reply.code(302).header('cache-control', 'no-cache').header('location', H5_LIVE_PREFIX).send(),
  );
  app.get(`${H5_LIVE_PREFIX}*`, serve);
}
