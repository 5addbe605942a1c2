// pallet_timestamp: the block time, set by an inherent in every block.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { DidUpdate, storage } from './storage.ts';

export const Timestamp = definePallet({
  name: 'Timestamp',
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
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

export { now } from './functions.ts';
export { MINIMUM_PERIOD } from './constants.ts';
