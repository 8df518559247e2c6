export * from './sharedSingletons';
export * from './createConfig';
