// pallet_parameters: runtime settings Root can change without an upgrade. Lumi's only group is `Dex`
// (AssetConversion's LP fee).
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';

export const Parameters = definePallet({
  name: 'Parameters',
  docs: ['Runtime settings that Root can change without a runtime upgrade.'],
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
});

export { lpFee, setParameter, validateParameter } from './functions.ts';
export { Parameters as ParametersStorage } from './storage.ts';
export { events as ParametersEvents } from './events.ts';
export * from './types.ts';
