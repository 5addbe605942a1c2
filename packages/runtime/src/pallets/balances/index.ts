// pallet_balances: the native token LUMI (12 decimals).
import { definePallet } from '../../support/pallet.ts';
import { calls } from './calls.ts';
import { constants } from './constants.ts';
import { errors } from './errors.ts';
import { events } from './events.ts';
import { genesis } from './genesis.ts';
import { storage } from './storage.ts';

export const Balances = definePallet({
  name: 'Balances',
  storage,
  calls,
  events,
  errors,
  constants,
  genesis,
});

export * from './functions.ts';
export { DECIMALS, EXISTENTIAL_DEPOSIT, UNIT } from './constants.ts';
export { DEV_ENDOWMENT } from './genesis.ts';
export { errors as BalancesErrors } from './errors.ts';
export { events as BalancesEvents } from './events.ts';
export { TotalIssuance, InactiveIssuance } from './storage.ts';
