export * from './json-server';
export * from './test-api';
export * from './render';
export * from './factories';
export * from './routes';
export * from './people';
export * from './issues';
