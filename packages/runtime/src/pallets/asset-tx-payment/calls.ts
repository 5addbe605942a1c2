// pallet_asset_conversion_tx_payment has no Call enum (kitchensink's metadata has none): fees are taken by the
// ChargeAssetTxPayment signed extension (src/extrinsic/) through functions.ts. `undefined` keeps the pallet out
// of RuntimeCall, as FRAME's construct_runtime does.
export const calls = undefined;
