export const LUMI_SS58_FORMAT = 42;

/** FRAME's AssetConversion pallet id in the Lumi runtime, `PalletId(*b"py/ascon")`. */
export const ASSET_CONVERSION_PALLET_ID = 'py/ascon';

/**
 * A FRAME pallet account, as `PalletId::into_account_truncating()` derives it: the SCALE encoding of
 * (b"modl", pallet id) read into an AccountId32 with zero padding.
 */
export function palletAccountId(palletId: string): Uint8Array {
  // TextEncoder rather than @polkadot/util's stringToU8a: this module is on every first load, and importing
  // @polkadot/util there evaluates its hex lookup tables (tens of ms on a phone) for two short strings.
  const encoded = new TextEncoder().encode(`modl${palletId}`);
  if (encoded.length > 32) throw new RangeError(`Pallet id "${palletId}" is longer than an account id`);
  const account = new Uint8Array(32);
  account.set(encoded);
  return account;
}

/**
 * `palletAccountId(ASSET_CONVERSION_PALLET_ID)` in SS58 format 42 (test/unit/config.test.ts derives it). Written out:
 * deriving it when this module loads hashed with blake2b and encoded base58 inside the first task after a first
 * visit's paint, a few milliseconds a phone counts four times.
 */
export const DEX_ACCOUNT = '5EYCAe5ijiYdQjfcUnm93KHopMnxZmCSZCtbQKXkdDoJqJgR';
