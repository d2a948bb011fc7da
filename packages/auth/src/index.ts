export * from './google';
export * from './password';
export * from './session-token';
