export * from './sharedSingletons';
export * from './createConfig';
export * from './shellInfo';
export * from './shellProvides';
