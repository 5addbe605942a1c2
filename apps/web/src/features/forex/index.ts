// What other features and the app may use from forex; everything else in this folder is its own.
export { RateHealthNote } from './RateHealthNote.tsx';
export { age } from './age.ts';
export { healthText } from './healthText.ts';
export type { RateHealth } from './rateHealth.ts';
export { useNow } from './useNow.ts';
export { useRateHealth } from './useRateHealth.ts';
