// The wire contract: one definition of every shape, shared by the app and the mock server.
export * from './terms';
export * from './wireNames';
export * from './common';
export * from './auth';
export * from './imports';
export * from './catalog';
export * from './customers';
export * from './segments';
