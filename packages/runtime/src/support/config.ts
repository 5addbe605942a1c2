// A pallet's Config seam (FRAME's `pallet::Config` trait): what a pallet needs from the rest of the runtime —
// another pallet's currency, membership or fungibles — declared by the pallet as an interface, given by the
// runtime's composition (src/config/), and replaced by a test double in the pallet's own unit tests. A pallet
// never imports a sibling pallet; it asks its Config.

export interface ConfigSeam<C> {
  /** The Config the pallet runs with; a pallet used before the runtime composed it is a wiring bug. */
  get(): C;
  /** The runtime's composition gives the pallet its Config, once. */
  set(config: C): void;
  /** Runs `fn` with `mock` as the Config (a pallet's unit test), restoring the previous one afterwards. */
  with<T>(mock: C, fn: () => T): T;
}

export function configSeam<C>(pallet: string): ConfigSeam<C> {
  let current: C | undefined;
  return {
    get() {
      if (current === undefined)
        throw new Error(`${pallet}: no Config; the runtime composition (src/config/) must be loaded first`);
      return current;
    },
    set(config) {
      if (current !== undefined) throw new Error(`${pallet}: the Config is given once, by the runtime`);
      current = config;
    },
    with(mock, fn) {
      const prev = current;
      current = mock;
      try {
        return fn();
      } finally {
        current = prev;
      }
    },
  };
}
