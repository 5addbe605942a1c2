// pallet_transaction_payment has no Call enum (kitchensink's metadata has none): fees are charged by the
// ChargeTransactionPayment signed extension (src/extrinsic/) through functions.ts. `undefined` keeps the pallet
// out of RuntimeCall, exactly as FRAME's construct_runtime does.
export const calls = undefined;
