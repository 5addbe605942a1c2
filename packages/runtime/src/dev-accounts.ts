// The well-known development accounts (//Alice ... //Ferdie, sr25519), derived once on first use.
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';

export const DEV_NAMES = ['Alice', 'Bob', 'Charlie', 'Dave', 'Eve', 'Ferdie'] as const;
/** Dev accounts with a role beyond the six well-known ones: //Forex is the dev presets' oracle member. */
export const ROLE_NAMES = ['Forex'] as const;
export type DevName = (typeof DEV_NAMES)[number] | (typeof ROLE_NAMES)[number];

let pairs: Record<DevName, KeyringPair> | undefined;

/** sr25519 pairs from the dev phrase; needs cryptoWaitReady() to have resolved. */
export function devPairs(): Record<DevName, KeyringPair> {
  if (!pairs) {
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
    pairs = Object.fromEntries(
      [...DEV_NAMES, ...ROLE_NAMES].map((n) => [n, keyring.addFromUri(`//${n}`)]),
    ) as Record<DevName, KeyringPair>;
  }
  return pairs;
}

export function devAccount(name: DevName): Uint8Array {
  return devPairs()[name].publicKey;
}

export function devAddress(name: DevName): string {
  return devPairs()[name].address;
}
