// Signing without a client, for tests and benches that hand extrinsics straight to the node's pool or chain.
import type { KeyringPair } from '@polkadot/keyring/types';
import { expandMetadata, Metadata, TypeRegistry } from '@polkadot/types';
import { metadataV15 } from '@lumi/runtime';
import type { Runtime } from '@lumi/runtime/host';

/** Signs one immortal `Balances.transfer_keep_alive` of `amount` to `dest`, as @polkadot/api signs it. */
export type SignTransfer = (pair: KeyringPair, nonce: number, dest: Uint8Array, amount: bigint) => Uint8Array;

/** A transfer signer for the chain with this genesis hash, built once (the registry is the slow part). */
export function offlineTransfers(runtime: Runtime, genesisHash: string): SignTransfer {
  const registry = new TypeRegistry();
  const metadata = new Metadata(registry, metadataV15());
  registry.setMetadata(metadata);
  const tx = expandMetadata(registry, metadata).tx;
  const runtimeVersion = {
    specVersion: runtime.version.specVersion,
    transactionVersion: runtime.version.transactionVersion,
  } as never;
  return (pair, nonce, dest, amount) => {
    const ext = registry.createType(
      'Extrinsic',
      { method: tx.balances!.transferKeepAlive!(dest, amount) },
      { version: 4 },
    );
    ext.sign(pair, {
      blockHash: genesisHash,
      genesisHash,
      nonce,
      era: registry.createType('ExtrinsicEra', '0x00'),
      runtimeVersion,
      signedExtensions: registry.signedExtensions,
    });
    return ext.toU8a();
  };
}
