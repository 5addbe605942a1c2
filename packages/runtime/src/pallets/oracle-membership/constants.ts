// pallet_membership configuration. FRAME's membership pallet exposes no metadata constants (MaxMembers is a
// Config type, not a #[pallet::constant]), so `constants` is empty to keep the interface kitchensink's.
import type { ConstantsDecl } from '../../support/constants.ts';

/** Config::MaxMembers: the member set never grows beyond this (TooManyMembers). */
export const MAX_MEMBERS = 16;

export const constants: ConstantsDecl = {};
