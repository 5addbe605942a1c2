export * from './amm.ts';
export * from './assets.ts';
export * from './genesis.ts';
