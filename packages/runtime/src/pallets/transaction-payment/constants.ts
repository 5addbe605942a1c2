// pallet_transaction_payment constants and Lumi's fee schedule (all amounts in planck, 10^-12 LUMI).
import { u8 } from '../../scale/index.ts';
import { constant } from '../../support/constants.ts';

/** Operational transactions get priority as if they tipped this multiple of their fee. */
export const OPERATIONAL_FEE_MULTIPLIER = 5;
/** WeightToFee: planck per unit of ref_time (linear; proof_size is not charged). */
export const WEIGHT_FEE_PER_REF_TIME = 5n;
/** LengthToFee: planck per encoded byte (1 micro-LUMI). */
export const TRANSACTION_BYTE_FEE = 1_000_000n;

export const constants = {
  OperationalFeeMultiplier: constant(u8, OPERATIONAL_FEE_MULTIPLIER, [
    ' Operational transactions are prioritised as if they tipped this many times their fee.',
  ]),
};
