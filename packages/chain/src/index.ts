export * from './amm.ts';
export * from './assets.ts';
