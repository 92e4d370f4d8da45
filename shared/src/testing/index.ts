export * from './json-server';
export * from './render';
