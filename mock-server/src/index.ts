export { buildServer, type ApiRoute, type BuildServerOptions } from './buildServer';
export type { AppContext, RoutePluginOptions } from './appContext';
export type { SessionContext } from './auth/sessionContext';
export type { SessionSummary } from 'shared-ui/contract';
export { SEED_ACCOUNTS } from './db/seed';
export { registeredModules } from './modules/registry';
export { TEST_CLOCK_PATH, type TestClockAnswer } from './routes/testClock';
