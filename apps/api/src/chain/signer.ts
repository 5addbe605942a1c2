// A polkadot-api signer from a secret URI (//Alice, a mnemonic with a derivation path, …): the keyring derives
// the sr25519 pair, polkadot-api builds and signs the extrinsics with it. The URI is only ever passed to the
// keyring.
import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { PolkadotSigner } from 'polkadot-api';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { toHex } from 'polkadot-api/utils';
import type { Secret } from '../util/secret.ts';

export interface KeySigner {
  signer: PolkadotSigner;
  /** 0x public key. */
  account: string;
  /** SS58 in the chain's format. */
  address: string;
}

export async function signerFromUri(suri: Secret, ss58Format: number): Promise<KeySigner> {
  await cryptoWaitReady();
  const pair = new Keyring({ type: 'sr25519', ss58Format }).addFromUri(suri.reveal());
  return {
    signer: getPolkadotSigner(pair.publicKey, 'Sr25519', (data) => pair.sign(data)),
    account: toHex(pair.publicKey),
    address: pair.address,
  };
}
