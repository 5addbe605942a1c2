export * from './schema.ts';
export { explorerUrl } from './explorer.ts';
export * from './builtin.ts';
export * from './derive.ts';
export * from './read.ts';
