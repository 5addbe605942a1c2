// Substrate's storage hashers. The wasm implementations are called directly once the wasm crypto is
// initialised (createRuntime awaits it); before that util-crypto's JS fallbacks give identical results.
import { u8aConcatStrict } from '@polkadot/util';
import { blake2AsU8a, xxhashAsU8a } from '@polkadot/util-crypto';
import { blake2b, isReady, twox } from '@polkadot/wasm-crypto';

const NO_KEY = new Uint8Array();

export const twox64 = (data: Uint8Array): Uint8Array => (isReady() ? twox(data, 1) : xxhashAsU8a(data, 64));
export const twox128 = (data: Uint8Array): Uint8Array => (isReady() ? twox(data, 2) : xxhashAsU8a(data, 128));
export const twox256 = (data: Uint8Array): Uint8Array => (isReady() ? twox(data, 4) : xxhashAsU8a(data, 256));
export const blake2_128 = (data: Uint8Array): Uint8Array =>
  isReady() ? blake2b(data, NO_KEY, 16) : blake2AsU8a(data, 128);
export const blake2_256 = (data: Uint8Array): Uint8Array =>
  isReady() ? blake2b(data, NO_KEY, 32) : blake2AsU8a(data, 256);

export type HasherName =
  'Blake2_128' | 'Blake2_256' | 'Blake2_128Concat' | 'Twox128' | 'Twox256' | 'Twox64Concat' | 'Identity';

export interface Hasher {
  readonly name: HasherName;
  /** The tag substrate-bindings' metadata codec uses. */
  readonly metaTag:
    'Blake2128' | 'Blake2256' | 'Blake2128Concat' | 'Twox128' | 'Twox256' | 'Twox64Concat' | 'Identity';
  hash(encodedKey: Uint8Array): Uint8Array;
  /** Bytes of hash before the raw key for *Concat/Identity hashers (whose keys can be decoded back); else undefined. */
  readonly concatOffset: number | undefined;
  /** Length of the hash output for opaque hashers. */
  readonly opaqueLen: number;
}

const mk = (
  name: HasherName,
  metaTag: Hasher['metaTag'],
  hash: (d: Uint8Array) => Uint8Array,
  concatOffset: number | undefined,
  opaqueLen: number,
): Hasher => Object.freeze({ name, metaTag, hash, concatOffset, opaqueLen });

export const Blake2_128 = mk('Blake2_128', 'Blake2128', blake2_128, undefined, 16);
export const Blake2_256 = mk('Blake2_256', 'Blake2256', blake2_256, undefined, 32);
export const Blake2_128Concat = mk(
  'Blake2_128Concat',
  'Blake2128Concat',
  (d) => u8aConcatStrict([blake2_128(d), d]),
  16,
  0,
);
export const Twox128 = mk('Twox128', 'Twox128', twox128, undefined, 16);
export const Twox256 = mk('Twox256', 'Twox256', twox256, undefined, 32);
export const Twox64Concat = mk('Twox64Concat', 'Twox64Concat', (d) => u8aConcatStrict([twox64(d), d]), 8, 0);
export const Identity = mk('Identity', 'Identity', (d) => d, 0, 0);

const textEncoder = new TextEncoder();
/** twox128(pallet) ++ twox128(item): the 32-byte prefix of every key of a storage item. */
export function storagePrefix(pallet: string, item: string): Uint8Array {
  return u8aConcatStrict([twox128(textEncoder.encode(pallet)), twox128(textEncoder.encode(item))]);
}
