// pallet_transaction_payment has no Error enum (kitchensink's metadata has none): a transaction that cannot pay
// is invalid (InvalidTransaction::Payment from the signed extension), never a failed dispatch.
export const errors = undefined;
