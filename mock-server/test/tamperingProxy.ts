/**
 * A proxy in front of mock-server that answers as a backend that differs would: requests and headers pass through,
 * and `tamper` may change each answer (its status and body) before it goes back.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type Tamper = (method: string, path: string, status: number, body: string) => { status: number; body: string };

/** A proxy to `upstream` that passes requests and headers through and lets `tamper` change each answer. */
export async function tamperingProxy(upstream: string, tamper: Tamper): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => name !== 'host' && name !== 'content-length')) as Record<string, string>;
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      fetch(`${upstream}${req.url ?? ''}`, { method: req.method, headers, ...(body ? { body } : {}) })
        .then(async (answer) => {
          const changed = tamper(req.method ?? 'GET', new URL(req.url ?? '/', upstream).pathname, answer.status, await answer.text());
          const out: Record<string, string | string[]> = { 'content-type': answer.headers.get('content-type') ?? 'application/json' };
          const authorization = answer.headers.get('authorization');
          if (authorization) out.authorization = authorization;
          const cookies = answer.headers.getSetCookie();
          if (cookies.length > 0) out['set-cookie'] = cookies;
          res.writeHead(changed.status, out).end(changed.body);
        })
        .catch((error: unknown) => res.writeHead(502).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
