// Instant sealing under a burst: submissions whose signatures are still being verified in the worker
// threads join the block instead of each verified share sealing its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Keyring } from '@polkadot/keyring';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime } from '@lumi/runtime';
import type { Runtime } from '@lumi/runtime/host';
import { BlockAuthor } from '../src/authoring/author.ts';
import { Chain } from '../src/chain/chain.ts';
import { builtinSpec } from '../src/chain-spec/spec.ts';
import { VerifierPool } from '../src/crypto/verifier-pool.ts';
import { TxPool } from '../src/pool/pool.ts';
import { TxService } from '../src/pool/service.ts';
import { Store } from '../src/store/store.ts';
import { initCrypto } from '../src/util/hash.ts';
import { specHandle } from '../src/chain-spec/handle.ts';
import { offlineTransfers } from '../src/testing/offline-transfers.ts';

let runtime: Runtime;
let store: Store;
let verifier: VerifierPool;
let dir: string;
beforeAll(async () => {
  await initCrypto();
  runtime = await createRuntime();
  dir = mkdtempSync(join(tmpdir(), 'lumi-sealing-batch-'));
  store = new Store(dir);
  // Two threads: a burst is split between them, so its halves come back at different times.
  verifier = new VerifierPool(2);
  await verifier.ready();
  runtime.setSignatureVerifier!((check) => verifier.verifySync(check));
});
afterAll(async () => {
  runtime.setSignatureVerifier!(undefined);
  await verifier.close();
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Immortal transfer_keep_alive extrinsics, one per dev account, signed as @polkadot/api signs them. */
function signedTransfers(chain: Chain): Uint8Array[] {
  const sign = offlineTransfers(runtime, chain.genesisHash);
  const keyring = new Keyring({ type: 'sr25519' });
  const alice = keyring.addFromUri('//Alice').publicKey;
  const bob = keyring.addFromUri('//Bob').publicKey;
  return ['//Alice', '//Bob', '//Charlie', '//Dave', '//Eve', '//Ferdie'].map((uri) =>
    sign(keyring.addFromUri(uri), 0, uri === '//Bob' ? alice : bob, 10n ** 12n),
  );
}

describe('instant sealing', () => {
  it('puts a burst of submissions verified in several worker replies into one block', async () => {
    const { chain } = Chain.open(runtime, specHandle(builtinSpec(runtime, 'dev')), store);
    const pool = new TxPool();
    const txs = new TxService(chain, pool, verifier);
    // A long bound, so the test does not depend on how fast the worker threads answer.
    const author = new BlockAuthor(chain, txs, { mode: 'instant' }, runtime.minimumPeriod, undefined, 60_000);
    const burst = signedTransfers(chain);
    const blocks: number[] = [];
    chain.onImport(({ block }) => blocks.push(block.extrinsics.length));
    const included = new Promise<void>((resolve) => {
      let n = 0;
      pool.onStatus((_, status) => {
        if (typeof status === 'object' && 'inBlock' in status && ++n === burst.length) resolve();
      });
    });
    // As author_submitExtrinsic does: verify in a worker, then validate, import and let the author know.
    const submit = (bytes: Uint8Array) => {
      expect(txs.submit(bytes).status).toBe('ready');
      author.schedule();
    };
    const [first, ...rest] = burst;
    await txs.preverify(first!);
    // The rest arrive while the first is being imported: without waiting for them, it would seal alone.
    const others = rest.map((bytes) => txs.preverify(bytes).then(() => submit(bytes)));
    expect(txs.verifyingCount).toBe(rest.length);
    submit(first!);
    await Promise.all(others);
    await included;
    expect(txs.verifyingCount).toBe(0);
    // One block: the burst plus its inherents (the timestamp).
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toBeGreaterThan(burst.length);
    author.stop();
  });
});
