/**
 * A backend that cannot be reached is BackendUnavailable, and its message says why — the socket's error, not fetch's
 * bare "fetch failed" — since that message is what the shell's server logs for a 502 (consoleAnswers.unreachable).
 */
import net from 'node:net';
import { BackendClient, BackendUnavailable } from './backendClient';

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

it('says which call failed and why, for a call and for a request passed on', async () => {
  const port = await closedPort();
  const client = new BackendClient(`http://127.0.0.1:${String(port)}`, '/v2/cms/');
  const called = client.call('', { method: 'GET', path: 'login/check' });
  await expect(called).rejects.toBeInstanceOf(BackendUnavailable);
  await expect(called).rejects.toThrow(new RegExp(`后端接口 login/check 无法连接：fetch failed（connect ECONNREFUSED 127\\.0\\.0\\.1:${String(port)}）`));
  await expect(client.pass({ method: 'GET', pathAndQuery: 'article/list', headers: {} })).rejects.toThrow(/后端接口 article\/list 无法连接：.*ECONNREFUSED/);
});
