// pallet_parameters storage.
import { Blake2_128Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { RuntimeParametersKey, RuntimeParametersValue } from './types.ts';

export const storage = palletStorage('Parameters');

export const Parameters = storage.map(
  'Parameters',
  Blake2_128Concat,
  RuntimeParametersKey,
  RuntimeParametersValue,
  {
    docs: [' The value set for each parameter key; unset keys use their defaults.'],
  },
);
