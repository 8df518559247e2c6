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

export async function registerConsole(app: FastifyInstance, setup: ConsoleSetup): Promise<void> {
  const backend = new BackendClient(setup.backend, setup.apiPrefix);
  await app.register(consoleService, {
    prefix: CONSOLE_API_PREFIX.replace(/\/$/, ''),
    backend,
    identity: new BackendIdentity(backend),
    modules: setup.modules ?? consoleModules,
  });
}
