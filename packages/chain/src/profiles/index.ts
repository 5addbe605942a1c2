export * from './schema.ts';
export * from './builtin.ts';
export * from './derive.ts';
