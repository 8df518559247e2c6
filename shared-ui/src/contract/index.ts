export * from './envelope';
export * from './errors';
export * from './roles';
export * from './permissionPaths';
export * from './menu';
export * from './signinCipher';
export * from './session';
export * from './areaModule';
