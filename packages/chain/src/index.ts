export * from './amm.ts';
export * from './assets.ts';
export * from './genesis.ts';
export * from './balances.ts';
export * from './valuation.ts';
export * from './errors.ts';
export * from './swap.ts';
