import type { StorageLike } from './store.ts';

/** Used when the browser offers no usable localStorage: the app still works, it just forgets on reload. */
export function createMemoryStorage(): StorageLike {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
