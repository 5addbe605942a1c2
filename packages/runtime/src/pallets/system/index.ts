// frame_system: accounts, block bookkeeping, events.
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors, errorsWithTasks } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';
import { RawOrigin } from './types.ts';

export const System = definePallet({
  name: 'System',
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
  origin: RawOrigin,
});

/** System as Asset Hub's runtime has it (frame_system's tasks errors in its Error enum). */
export const SystemWithTasks = definePallet({ ...System, errors: errorsWithTasks });

export * from './functions.ts';
export * as SystemStorage from './storage.ts';
export { events as SystemEvents } from './events.ts';
export { errors as SystemErrors } from './errors.ts';
export * from './constants.ts';
