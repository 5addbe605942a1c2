// pallet_asset_conversion_tx_payment has no GenesisConfig: the genesis JSON has no section for it.
export const genesis = undefined;
