// pallet_timestamp storage.
import { bool } from '../../scale/index.ts';
import { palletStorage } from '../../support/storage.ts';
import { Moment } from './types.ts';

export const storage = palletStorage('Timestamp');

export const Now = storage.value('Now', Moment, {
  default: 0n,
  docs: [' The current time for the current block.'],
});
export const DidUpdate = storage.value('DidUpdate', bool, {
  default: false,
  docs: [
    ' Whether the timestamp has been updated in this block.',
    '',
    ' This value is updated to `true` upon successful submission of a timestamp by a node.',
    ' It is then checked at the end of each block execution in the `on_finalize` hook.',
  ],
});
