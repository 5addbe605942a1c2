// pallet_asset_conversion_tx_payment has no storage (kitchensink's metadata lists none): the fee a transaction
// paid lives only between its pre- and post-dispatch. `undefined` gives metadata's `None`, as FRAME's.
export const storage = undefined;
