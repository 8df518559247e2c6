export * from './fields';
export * from './workflow';
export * from './defineModule';
export * from './sameValues';
export * from './moduleBases';
export * from './references';
