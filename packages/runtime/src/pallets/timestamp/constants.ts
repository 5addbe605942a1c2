// pallet_timestamp constants.
import { constant } from '../../support/constants.ts';
import { Moment } from './types.ts';

/** 1 ms: instant sealing may produce blocks milliseconds apart, and Now must still grow by at least this. */
export const MINIMUM_PERIOD = 1n;

export const constants = {
  MinimumPeriod: constant(Moment, MINIMUM_PERIOD, [
    ' Smallest step in milliseconds by which `Now` must advance from one block to the next; not',
    ' the block time the node aims for.',
  ]),
};
