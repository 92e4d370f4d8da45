export * from './json-server';
export * from './render';
export * from './factories';
export * from './routes';
