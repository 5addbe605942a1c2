// The node's libp2p-style identity: an ed25519 key kept in the database so the peer id is stable.
import { randomBytes } from 'node:crypto';
import { base58Encode, ed25519PairFromSeed } from '@polkadot/util-crypto';
import type { Store } from './store/store.ts';

/** PeerId = base58btc(multihash identity(protobuf PublicKey { Type: Ed25519, Data })). */
export function peerIdFromEd25519(publicKey: Uint8Array): string {
  return base58Encode(Uint8Array.of(0x00, 0x24, 0x08, 0x01, 0x12, 0x20, ...publicKey));
}

export function nodePeerId(store: Store): string {
  let seedHex = store.getMeta('node_key');
  if (!seedHex || !/^[0-9a-f]{64}$/.test(seedHex)) {
    seedHex = randomBytes(32).toString('hex');
    store.setMeta('node_key', seedHex);
  }
  return peerIdFromEd25519(ed25519PairFromSeed(Buffer.from(seedHex, 'hex')).publicKey);
}
