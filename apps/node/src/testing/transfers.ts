// Transfer loads for crash tests, shared by the durability test (test/e2e/durability.test.ts) and the attack
// script's kill -9 cycles (scripts/attack/kill-cycles.ts): pre-signed so the load runs at full speed, and the
// check that every inclusion a client was told about survived.
import type { ApiPromise } from '@polkadot/api';
import type { KeyringPair } from '@polkadot/keyring/types';
import type { WsRpc } from './ws-client.ts';

/**
 * `perSender` immortal transfer_keep_alive of `amount` from each sender to `dest`, nonces from each sender's
 * next index, interleaved (one of each sender in turn) so each block holds several senders.
 */
export async function signTransfers(
  api: ApiPromise,
  senders: readonly KeyringPair[],
  dest: string,
  perSender: number,
  amount = 1_000_000_000n,
): Promise<string[]> {
  const first = await Promise.all(
    senders.map(async (s) => (await api.rpc.system.accountNextIndex(s.address)).toNumber()),
  );
  const txs: string[] = [];
  for (let n = 0; n < perSender; n++) {
    for (const [i, sender] of senders.entries()) {
      const tx = await api.tx.balances
        .transferKeepAlive(dest, amount)
        .signAsync(sender, { nonce: first[i]! + n, era: 0 });
      txs.push(tx.toHex());
    }
  }
  return txs;
}

/** The inclusions (extrinsic → block hash it was reported in) that the node no longer has: empty is good. */
export async function missingInclusions(rpc: WsRpc, inBlock: ReadonlyMap<string, string>): Promise<string[]> {
  const missing: string[] = [];
  for (const [hex, blockHash] of inBlock) {
    const block = await rpc.call<{ block: { extrinsics: string[] } } | null>('chain_getBlock', [blockHash]);
    if (block === null) missing.push(`${hex.slice(0, 18)}…: block ${blockHash} is gone`);
    else if (!block.block.extrinsics.includes(hex))
      missing.push(`${hex.slice(0, 18)}…: not in block ${blockHash}`);
  }
  return missing;
}
