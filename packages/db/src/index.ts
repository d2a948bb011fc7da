export * from './client';
export * from './factories';
export * from './migrate';
export * from './ratings';
export * from './schema';
