// pallet_sudo has no constants: its Config has no `#[pallet::constant]`, and kitchensink's metadata lists none.
import type { ConstantsDecl } from '../../support/constants.ts';

export const constants: ConstantsDecl = {};
