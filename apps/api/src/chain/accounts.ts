// Accounts as the indexer and the store keep them (0x hex of the 32-byte public key) and as polkadot-api
// takes and gives them (SS58 text).
import { AccountId, getSs58AddressInfo, type SS58String } from 'polkadot-api';
import { fromHex, toHex } from 'polkadot-api/utils';

const generic = AccountId(42);

/** The 0x public key of a 32-byte SS58 account, or undefined if `address` is not one. */
export function accountHexOf(address: string): string | undefined {
  const info = getSs58AddressInfo(address);
  return info.isValid && info.publicKey.length === 32 ? toHex(info.publicKey) : undefined;
}

/** `accountHex` (0x, 32 bytes) as SS58 text for polkadot-api arguments (the format does not matter there). */
export function ss58Of(accountHex: string): SS58String {
  const bytes = fromHex(accountHex);
  if (bytes.length !== 32) throw new Error(`not a 32-byte account: ${accountHex}`);
  return generic.dec(bytes);
}
