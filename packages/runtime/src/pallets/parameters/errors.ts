// pallet_parameters has no Error enum (kitchensink's metadata has none): a value the runtime cannot use fails
// with DispatchError::Other (see functions.ts). `undefined` keeps the pallet out of RuntimeError and metadata.
export const errors = undefined;
