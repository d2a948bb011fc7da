export * from './client';
export * from './migrate';
export * from './ratings';
export * from './schema';
