// pallet_timestamp storage.
import { bool } from '../../scale/index.ts';
import { palletStorage } from '../../support/storage.ts';
import { Moment } from './types.ts';

export const storage = palletStorage('Timestamp');

export const Now = storage.value('Now', Moment, {
  default: 0n,
  docs: [' Unix time in milliseconds that the latest `set` inherent recorded (0 before the first block).'],
});
export const DidUpdate = storage.value('DidUpdate', bool, {
  default: false,
  docs: [' True once this block has run its `set` inherent; a second `set` in the same block is rejected.'],
});
