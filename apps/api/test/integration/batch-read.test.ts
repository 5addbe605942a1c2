// Real lumi-node: the indexer's one-request block read (state_queryStorageAt, decoded with codecs built from the
// chain's own metadata) gives exactly the RawBlock of polkadot-api's per-value reads, and a block whose
// System.LastRuntimeUpgrade says "another runtime" is read through the typed reads instead.
import { lumi } from '@lumi/descriptors';
import { xxhashAsHex } from '@polkadot/util-crypto';
import { getTypedCodecs } from 'polkadot-api';
import { toHex } from 'polkadot-api/utils';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChainConnection } from '../../src/chain/connection.ts';
import { BlockReader } from '../../src/indexer/reader.ts';
import type { PoolRecord } from '../../src/store/types.ts';
import { silentLogger } from '../../src/util/log.ts';
import { pairs, send } from '../helpers/chain.ts';
import { startStack, type Stack } from '../helpers/stack.ts';

const LUMI = 10n ** 12n;
const LAST_RUNTIME_UPGRADE = xxhashAsHex('System', 128) + xxhashAsHex('LastRuntimeUpgrade', 128).slice(2);

let stack: Stack;
let conn: ChainConnection;
let reader: BlockReader;

describe('batched block read', () => {
  beforeAll(async () => {
    stack = await startStack({ name: 'batch-read', apiArgs: false });
    conn = new ChainConnection(stack.node.wsUrl, silentLogger);
    reader = new BlockReader(conn);
  });

  afterAll(async () => {
    conn?.close();
    await stack?.stop();
  });

  it('reads a block with events and pools exactly as the typed reads do', async () => {
    const Dave = (await pairs(['Dave'])).Dave!;
    const { client } = stack;
    const included = await send(
      client,
      client.api.tx.AssetConversion.swap_exact_tokens_for_tokens({
        path: [
          { type: 'Native', value: undefined },
          { type: 'WithId', value: 1 },
        ],
        amount_in: 10n * LUMI,
        amount_out_min: 1n,
        send_to: Dave.address,
        keep_alive: true,
      }),
      Dave,
    );
    const pools = await reader.poolsAt(included.blockHash);
    expect(pools.length).toBeGreaterThan(0);
    // A pool whose accounts and LP asset do not exist: every amount reads as 0.
    const ghost: PoolRecord = {
      lpToken: 4242,
      asset1: 'native',
      asset2: '77',
      account: toHex(new Uint8Array(32).fill(7)),
    };
    const all = [...pools, ghost];

    const batched = await reader.readBatched(included.blockNumber, included.blockHash, all);
    const typed = await reader.readTyped(included.blockNumber, included.blockHash, all);
    expect(batched).toBeDefined();
    expect(batched).toStrictEqual(typed);
    expect(batched!.events.map((e) => e.name)).toContain('SwapExecuted');
    expect(batched!.poolStates.get(ghost.lpToken)).toStrictEqual({ reserve1: 0n, reserve2: 0n, supply: 0n });
    const real = batched!.poolStates.get(pools[0]!.lpToken)!;
    expect(real.reserve1).toBeGreaterThan(0n);
    expect(real.supply).toBeGreaterThan(0n);
    expect(typeof real.reserve2).toBe('bigint');
    expect(batched!.lpFee).toBeGreaterThan(0);
  });

  it('falls back to the typed reads for a block of another runtime', async () => {
    const { client } = stack;
    const finalized = await conn.client.getFinalizedBlock();
    const pools = await reader.poolsAt(finalized.hash);
    // The reference runtime marker is taken before the marker changes.
    expect(await reader.readBatched(finalized.number, finalized.hash, pools)).toBeDefined();

    const codecs = await getTypedCodecs(lumi);
    const marker = codecs.query.System.LastRuntimeUpgrade.value.enc({
      spec_version: 999,
      spec_name: 'other',
    });
    await client.client._request('dev_setStorage', [[[LAST_RUNTIME_UPGRADE, toHex(marker)]]]);
    const hash = await client.client._request<string>('dev_newBlock', []);
    const header = await client.client._request<{ number: string }>('chain_getHeader', [hash]);
    const number = Number.parseInt(header.number, 16);

    expect(await reader.readBatched(number, hash, pools)).toBeUndefined();
    const typed = await reader.readTyped(number, hash, pools);
    expect(await reader.read(number, hash, pools)).toStrictEqual(typed);
    expect(typed.events.length).toBeGreaterThan(0);
  });
});
