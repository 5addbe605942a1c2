import { blake2b, waitReady } from '@polkadot/wasm-crypto';

const EMPTY_KEY = new Uint8Array(0);
let ready: Promise<boolean> | undefined;

/** The wasm crypto must be initialised once before any hash is computed. */
export function initCrypto(): Promise<boolean> {
  ready ??= waitReady();
  return ready;
}

export function blake2_256(data: Uint8Array): Uint8Array {
  return blake2b(data, EMPTY_KEY, 32);
}
