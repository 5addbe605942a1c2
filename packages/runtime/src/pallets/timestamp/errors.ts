// pallet_timestamp declares no Error enum (kitchensink's metadata has none for it): a bad `set` breaks the block
// in FRAME, and fails the inherent here (see calls.ts). `undefined` keeps it out of RuntimeError and metadata.
export const errors = undefined;
