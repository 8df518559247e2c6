/**
 * The product as an integrator runs it, for the spec-only journey (issue 43): a second copy of the shell's server, with
 * a console store of its own, whose CMS_BACKEND is a double that speaks only the `/v2/cms` contract and drops body
 * fields it does not know (lib/specOnlyBackend.ts), in front of the journeys' mock-server.
 */
import type { FastifyInstance } from 'fastify';
import { createShellServer } from '../server/createShellServer';
import { runtimeConfigFromEnv } from '../server/runtimeConfig';
import { startSpecOnlyBackend } from './lib/specOnlyBackend';
import { ROOT } from './lib/workspace';

export interface SpecOnlyProduct {
  /** The second shell's address. */
  url: string;
  /** The double's address (it answers `GET /__spec-only/refused`). */
  backend: string;
  close: () => Promise<void>;
}

/** `upstream`: the mock-server the double passes calls on to; ports from E2E_SPEC_PORT and E2E_SPEC_BACKEND_PORT. */
export async function serveSpecOnly(upstream: string, env: NodeJS.ProcessEnv): Promise<SpecOnlyProduct> {
  const double = await startSpecOnlyBackend(upstream, Number(env.E2E_SPEC_BACKEND_PORT ?? 4190));
  let server: FastifyInstance;
  try {
    server = await createShellServer({ root: ROOT, backend: double.url, config: runtimeConfigFromEnv(env), consoleDb: ':memory:' });
    await server.listen({ port: Number(env.E2E_SPEC_PORT ?? 3190), host: '127.0.0.1' });
  } catch (error) {
    await double.close();
    throw error;
  }
  return {
    url: `http://localhost:${String(env.E2E_SPEC_PORT ?? 3190)}`,
    backend: double.url,
    close: async () => {
      await server.close();
      await double.close();
    },
  };
}
