// The native token's denomination (kitchensink's `constants::currency`): LUMI has 12 decimals, and every
// LUMI-denominated constant of any pallet (deposits, fees) is written in these units.
export const DECIMALS = 12;
/** 1 LUMI in planck. */
export const UNIT = 10n ** BigInt(DECIMALS);
