export * from './client';
export * from './migrate';
export { MAX_STATEMENTS_PER_CONNECTION, oncePerRun } from './prepared-statements';
export * from './ratings';
export * from './schema';
