/**
 * The product as an integrator runs it, for the spec-only journey (issue 43): a second copy of the shell's server, with
 * a console store of its own, whose CMS_BACKEND is a double that speaks only the `/v2/cms` contract and drops body
 * fields it does not know (lib/specOnlyBackend.ts), in front of a mock-server of its own: the journeys' shared one is
 * filled and its clock moved by thirty journeys before this one, which is not what this journey is about.
 */
import type { ChildProcess } from 'node:child_process';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createShellServer } from '../server/createShellServer';
import { runtimeConfigFromEnv } from '../server/runtimeConfig';
import { startSpecOnlyBackend } from './lib/specOnlyBackend';
import { ROOT, assertPortFree, freePort, start, stop, waitForHttp } from './lib/workspace';

export interface SpecOnlyProduct {
  /** The second shell's address. */
  url: string;
  /** The double's address (it answers `GET /__spec-only/refused`). */
  backend: string;
  /** The mock-server behind the double (its test clock: `/__test/clock`). */
  mock: string;
  close: () => Promise<void>;
}

/** A port from the environment, or one nothing listens on (the OS's pick). */
const portOf = async (value: string | undefined) => (value ? Number(value) : freePort());

/** Ports from E2E_SPEC_PORT, E2E_SPEC_BACKEND_PORT (the double) and E2E_SPEC_MOCK_PORT (its mock-server), or free ones. */
export async function serveSpecOnly(env: NodeJS.ProcessEnv): Promise<SpecOnlyProduct> {
  const mockPort = await portOf(env.E2E_SPEC_MOCK_PORT);
  await assertPortFree(mockPort, '仅规范后端的 mock-server ');
  const mockUrl = `http://127.0.0.1:${String(mockPort)}`;
  // MOCK_* pass through (the fixed captcha, the SMS code, the test clock), as serveProduct does for the shared one.
  const mock: ChildProcess = start(process.execPath, ['--import', 'tsx', 'src/main.ts'], { cwd: path.join(ROOT, 'mock-server'), env: { ...env, MOCK_PORT: String(mockPort) } });
  let double: Awaited<ReturnType<typeof startSpecOnlyBackend>> | undefined;
  let server: FastifyInstance;
  try {
    await waitForHttp(`${mockUrl}/v2/cms/login/check`, 120_000);
    double = await startSpecOnlyBackend(mockUrl, await portOf(env.E2E_SPEC_BACKEND_PORT));
    server = await createShellServer({ root: ROOT, backend: double.url, config: runtimeConfigFromEnv(env), consoleDb: ':memory:' });
    await server.listen({ port: await portOf(env.E2E_SPEC_PORT), host: '127.0.0.1' });
  } catch (error) {
    await double?.close();
    stop(mock);
    throw error;
  }
  const doubleUrl = double.url;
  const closeDouble = double.close;
  return {
    url: `http://localhost:${String((server.server.address() as AddressInfo).port)}`,
    backend: doubleUrl,
    mock: mockUrl,
    close: async () => {
      await server.close();
      await closeDouble();
      stop(mock);
    },
  };
}
