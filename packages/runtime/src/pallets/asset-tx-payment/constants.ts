// pallet_asset_conversion_tx_payment has no constants: its Config has no `#[pallet::constant]`, and kitchensink's
// metadata lists none.
import type { ConstantsDecl } from '../../support/constants.ts';

export const constants: ConstantsDecl = {};
