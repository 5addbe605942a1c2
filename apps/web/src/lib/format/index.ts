export * from './decimal.ts';
export * from './defaults.ts';
export * from './fiat.ts';
export * from './parse.ts';
export * from './token.ts';
export * from './share.ts';
