// pallet_parameters has no constants (kitchensink's metadata lists none); parameter defaults belong to the
// pallets that read them (e.g. AssetConversion's `LPFee` reports the `Dex.LpFee` default).
import type { ConstantsDecl } from '../../support/constants.ts';

export const constants: ConstantsDecl = {};
