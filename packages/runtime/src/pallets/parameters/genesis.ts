// pallet_parameters has no GenesisConfig: every parameter starts unset and reads as its default (Dex.LpFee = 3
// per-mille), so the genesis JSON has no `parameters` section (an unknown section is rejected).
export const genesis = undefined;
