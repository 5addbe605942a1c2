// pallet_timestamp: the block time, set by an inherent in every block.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { DidUpdate, Now, storage } from './storage.ts';

export const Timestamp = definePallet({
  name: 'Timestamp',
  storage,
  calls,
  constants,
  hooks: {
    onFinalize() {
      // FRAME panics ("Timestamp must be updated once in the block"); the block builder always includes
      // the inherent, so here we only reset the flag.
      DidUpdate.kill();
    },
  },
  inherent: {
    create: (data) => ({ type: 'set', value: { now: data.timestamp } }),
    isInherent: (c) => c.type === 'set',
  },
});

/** The current block's timestamp (ms since the Unix epoch). */
export const now = (): bigint => Now.get();
export { MINIMUM_PERIOD } from './constants.ts';
