// pallet_sudo declares no types of its own: the key is an AccountId32 (primitives/core.ts), the calls box a
// RuntimeCall (support/outer.ts) and the events carry a DispatchResult (primitives/dispatch-error.ts).
export {};
