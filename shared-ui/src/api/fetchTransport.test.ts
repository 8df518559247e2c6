/** The fetch transport against a real HTTP server on loopback (node's fetch). */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchTransport } from './fetchTransport';

let server: http.Server;
let base = '';
const seen: { method?: string; url?: string; type?: string; body: string }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, type: req.headers['content-type'], body });
      if (req.url?.startsWith('/slow')) return; // never answers
      if (req.url?.startsWith('/text')) {
        res.writeHead(502, { 'Content-Type': 'text/plain' }).end('Bad Gateway');
        return;
      }
      res.writeHead(200, { 'Content-Type': 'application/json', Authorization: 'token-1' }).end(JSON.stringify({ code: 0, data: { ok: true }, msg: 'ok' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});
beforeEach(() => (seen.length = 0));

it('sends the query without empty parameters and gives back the parsed body, the status and lower-case headers', async () => {
  const answer = await fetchTransport({ method: 'GET', url: `${base}/v2/cms/login/captcha`, params: { t: 1, a: 'x y', none: null, gone: undefined }, timeoutMs: 5000 });
  expect(seen[0]).toMatchObject({ method: 'GET', url: '/v2/cms/login/captcha?t=1&a=x+y', body: '' });
  expect(seen[0]?.type).toBeUndefined();
  expect(answer).toMatchObject({ status: 200, body: { code: 0, data: { ok: true }, msg: 'ok' } });
  expect(answer.headers.authorization).toBe('token-1');
});

it('sends data as JSON', async () => {
  await fetchTransport({ method: 'POST', url: `${base}/v2/cms/login/signin`, data: { info: 'abc' }, timeoutMs: 5000 });
  expect(seen[0]).toMatchObject({ method: 'POST', type: 'application/json', body: '{"info":"abc"}' });
});

it('keeps a body that is not JSON as text, with its status', async () => {
  await expect(fetchTransport({ method: 'GET', url: `${base}/text`, timeoutMs: 5000 })).resolves.toMatchObject({ status: 502, body: 'Bad Gateway' });
});

it('rejects when no answer comes within the timeout', async () => {
  await expect(fetchTransport({ method: 'GET', url: `${base}/slow`, timeoutMs: 100 })).rejects.toThrow();
});
