// pallet_timestamp declares no Event enum (kitchensink's metadata has none for it), so neither does Lumi:
// `undefined` keeps the pallet out of RuntimeEvent, exactly as FRAME's construct_runtime does.
export const events = undefined;
