// pallet_asset_conversion_tx_payment has no Error enum (kitchensink's metadata has none): a fee that cannot be
// paid makes the transaction invalid (InvalidTransaction::Payment), it never fails a dispatch.
export const errors = undefined;
