/**
 * Puts the console service on a Fastify server: the shell's production server (createShellServer) and, in `pnpm dev`,
 * a server of its own that the dev servers proxy `/console` to (shell/scripts/consoleDevServer.ts).
 */
import type { FastifyInstance } from 'fastify';
import { CONSOLE_API_PREFIX, type ModuleDefinition } from 'shared-ui/contract';
import { BackendClient } from './backendClient';
import { consoleModules } from './consoleModules';
import { consoleService } from './consoleService';
import { BackendIdentity } from './identity';

export interface ConsoleSetup {
  /** Where `/v2/cms` calls go: the bundled mock-server or CMS_BACKEND. */
  backend: string;
  apiPrefix: string;
  /** Every remote's module list unless told (a test's own). */
  modules?: readonly ModuleDefinition[];
}

/** Returns the service's identity, so the server's other gated answers (the contract document) ask it too. */
export async function registerConsole(app: FastifyInstance, setup: ConsoleSetup): Promise<BackendIdentity> {
  const backend = new BackendClient(setup.backend, setup.apiPrefix);
  const identity = new BackendIdentity(backend);
  await app.register(consoleService, {
    prefix: CONSOLE_API_PREFIX.replace(/\/$/, ''),
    backend,
    identity,
    modules: setup.modules ?? consoleModules,
  });
  return identity;
}
