export * from './password';
export * from './session-token';
