export * from './categories';
export * from './errors';
export * from './money';
export * from './roles';
export * from './schemas';
export * from './slots';
