/** `shared-ui/testing`: helpers for tests of the shell, the remotes and shared-ui itself. Never bundled. */
export * from './fakeBackend';
export { describeModuleList } from './describeModuleList';
export { describeModuleScreenPreload } from './describeModuleScreenPreload';
export { fakeBackendPerTest, shownToasts } from './fakeBackendPerTest';
