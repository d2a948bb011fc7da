export * from './categories';
export * from './errors';
export * from './money';
export * from './roles';
export * from './schemas';
export * from './search-parsing';
export * from './slots';
export * from './venue-search-url';
