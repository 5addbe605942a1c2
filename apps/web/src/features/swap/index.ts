// What other features and the app may use from swap; everything else in this folder is its own.
export { SlippageControl } from './SlippageControl.tsx';
export { PairPicker } from './PairPicker.tsx';
export { pairBalance } from './pairBalance.ts';
export { PriceBothWays } from './PoolPrice.tsx';
