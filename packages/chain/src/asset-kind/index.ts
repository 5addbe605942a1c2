export * from './location.ts';
export * from './scheme.ts';
export * from './convert.ts';
export * from './calls.ts';
