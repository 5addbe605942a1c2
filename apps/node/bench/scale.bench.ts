// lumi-node at scale: preloads 10k / 100k / 1M accounts through a generated chain spec's genesis patch and
// prints issue 14's table (medians of --reps runs) with the machine's load average. A figure, not a test.
//   npm run bench:scale                      (10k, 100k and 1M; 1M takes minutes)
//   npm run bench:scale -- --sizes 10k,100k --reps 3
import '@polkadot/api-augment';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { KeyringPair } from '@polkadot/keyring/types';
import { blake2AsHex } from '@polkadot/util-crypto';
import { createRuntime } from '@lumi/runtime';
import { builtinSpec } from '../src/chain-spec/spec.ts';
import { devAccounts } from '../src/testing/accounts.ts';
import { nodeRssBytes, spawnNode, type SpawnedNode } from '../src/testing/spawn.ts';
import { WsRpc } from '../src/testing/ws-client.ts';
import { duration, formatTable, median, parseSizes, sizeLabel, type SizeResult } from './scale-table.ts';

const { values: opts } = parseArgs({
  options: {
    sizes: { type: 'string', default: '10k,100k,1m' },
    reps: { type: 'string', default: '3' },
    transfers: { type: 'string', default: '100' },
  },
});
const SIZES = parseSizes(opts.sizes);
const REPS = Number(opts.reps);
/** Transfers per sender per throughput run (six senders). */
const PER_SENDER = Number(opts.transfers);
const AMOUNT = 10_000_000_000n; // ten times the existential deposit: a new account is created
const START_TIMEOUT_MS = 60 * 60 * 1000;
const WAIT_MS = 10 * 60 * 1000;
/** System.Account's prefix: the subtree holding every account. */
const SYSTEM_ACCOUNT_PREFIX = '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9';

const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
const account = (tag: string, i: number): string => blake2AsHex(`lumi-scale-${tag}-${i}`, 256);
const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`);

async function writeSpec(dir: string, accounts: number): Promise<string> {
  const runtime = await createRuntime();
  const spec = builtinSpec(runtime, 'dev');
  const patch = structuredClone(spec.genesis) as {
    runtimeGenesis: { patch: { balances: { balances: unknown[] } } };
  };
  const balances = patch.runtimeGenesis.patch.balances.balances;
  for (let i = 0; i < accounts; i++) balances.push([account('pre', i), '1000000000000000']);
  const path = join(dir, 'spec.json');
  writeFileSync(
    path,
    JSON.stringify({ ...spec, name: 'Lumi scale bench', id: 'lumi_scale', genesis: patch }),
  );
  return path;
}

async function until<T>(what: string, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const v = await check();
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

async function nonces(api: ApiPromise, senders: readonly KeyringPair[]): Promise<number[]> {
  const infos = await api.query.system.account.multi(senders.map((s) => s.address));
  return infos.map((i) => i.nonce.toNumber());
}

/** Transfers per second, submission of the first to inclusion of the last, `PER_SENDER` from each sender. */
async function throughput(api: ApiPromise, rpc: WsRpc, senders: KeyringPair[], dest: (i: number) => string) {
  const first = await nonces(api, senders);
  const txs: string[] = [];
  for (let n = 0; n < PER_SENDER; n++) {
    for (const [i, s] of senders.entries()) {
      const tx = await api.tx.balances
        .transferKeepAlive(dest(txs.length), AMOUNT)
        .signAsync(s, { nonce: first[i]! + n, era: 0 });
      txs.push(tx.toHex());
    }
  }
  const t0 = performance.now();
  await Promise.all(txs.map((tx) => rpc.call('author_submitExtrinsic', [tx])));
  await until('the transfers to be included', async () => {
    const now = await nonces(api, senders);
    return now.every((n, i) => n >= first[i]! + PER_SENDER) ? true : undefined;
  });
  return txs.length / ((performance.now() - t0) / 1000);
}

/** Submits one transfer and resolves with the hash of the block that holds it, once imported. */
async function oneBlock(api: ApiPromise, rpc: WsRpc, from: KeyringPair, dest: string): Promise<string> {
  const tx = await api.tx.balances.transferKeepAlive(dest, AMOUNT).signAsync(from, { era: 0 });
  let sub = '';
  const hash = await new Promise<string>((resolve, reject) => {
    rpc
      .subscribe('author_submitAndWatchExtrinsic', [tx.toHex()], (r) => {
        if (typeof r === 'object' && r !== null && 'inBlock' in r)
          resolve((r as { inBlock: string }).inBlock);
      })
      .then((id) => (sub = id), reject);
  });
  rpc.unsubscribeLocal(sub);
  return hash;
}

/** Time of chainHead_v1_storage closestDescendantMerkleValue on a block the follower was just told about. */
async function closestDescendant(
  api: ApiPromise,
  rpc: WsRpc,
  from: KeyringPair,
  dest: string,
): Promise<number> {
  const events: { event: string; blockHash?: string; operationId?: string }[] = [];
  const wake: (() => void)[] = [];
  const follow = await rpc.subscribe('chainHead_v1_follow', [false], (e) => {
    events.push(e as (typeof events)[number]);
    wake.splice(0).forEach((w) => w());
  });
  const next = (pred: (e: (typeof events)[number]) => boolean) =>
    until('a chainHead event', async () => {
      const found = events.find(pred);
      if (found) return found;
      await new Promise<void>((r) => wake.push(r));
      return events.find(pred);
    });
  const tx = await api.tx.balances.transferKeepAlive(dest, AMOUNT).signAsync(from, { era: 0 });
  await rpc.call('author_submitExtrinsic', [tx.toHex()]);
  const before = events.length;
  const block = await next((e) => e.event === 'newBlock' && events.indexOf(e) >= before);
  const t0 = performance.now();
  const started = await rpc.call<{ result: string; operationId: string }>('chainHead_v1_storage', [
    follow,
    block.blockHash,
    [{ key: SYSTEM_ACCOUNT_PREFIX, type: 'closestDescendantMerkleValue' }],
    null,
  ]);
  if (started.result !== 'started') throw new Error(`chainHead_v1_storage: ${JSON.stringify(started)}`);
  await next((e) => e.event === 'operationStorageDone' && e.operationId === started.operationId);
  const ms = performance.now() - t0;
  await rpc.call('chainHead_v1_unfollow', [follow]);
  rpc.unsubscribeLocal(follow);
  return ms;
}

async function bestNumber(rpc: WsRpc): Promise<number> {
  const h = await rpc.call<{ number: string }>('chain_getHeader', []);
  return Number(h.number);
}

async function measure(accounts: number): Promise<SizeResult> {
  const dir = mkdtempSync(join(tmpdir(), 'lumi-scale-'));
  const nodes: SpawnedNode[] = [];
  try {
    log(`${sizeLabel(accounts)}: writing the chain spec`);
    const specPath = await writeSpec(dir, accounts);
    const args = ['--chain', specPath, '--base-path', join(dir, 'data'), '--finality-delay', '0'];
    log(`${sizeLabel(accounts)}: first start (load ${load()})`);
    let t0 = performance.now();
    let node = await spawnNode(args, { timeoutMs: START_TIMEOUT_MS });
    nodes.push(node);
    let rpc = await WsRpc.connect(node.wsUrl);
    await rpc.call('system_health');
    const firstStartMs = performance.now() - t0;

    const api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
    const acc = await devAccounts();
    const senders = [acc.alice, acc.bob, acc.charlie, acc.dave, acc.eve, acc.ferdie];
    const existing: number[] = [];
    const fresh: number[] = [];
    let next = 0;
    for (let r = 0; r < REPS; r++) {
      existing.push(await throughput(api, rpc, senders, () => account('pre', next++ % accounts)));
      fresh.push(await throughput(api, rpc, senders, () => account('new', next++)));
    }
    log(
      `${sizeLabel(accounts)}: transfers/s ${existing.map(Math.round).join(',')} / ${fresh.map(Math.round).join(',')}`,
    );

    const proof: number[] = [];
    const merkle: number[] = [];
    for (let r = 0; r < REPS; r++) {
      const hash = await oneBlock(api, rpc, acc.alice, account('pre', r));
      const key = api.query.system.account.key(account('pre', accounts - 1 - r));
      t0 = performance.now();
      await rpc.call('state_getReadProof', [[key], hash]);
      proof.push(performance.now() - t0);
      merkle.push(await closestDescendant(api, rpc, acc.bob, account('pre', r)));
    }
    log(
      `${sizeLabel(accounts)}: read proof ${proof.map(duration).join(',')}, closest descendant ${merkle.map(duration).join(',')}`,
    );
    const rssBytes = nodeRssBytes(node);

    // One pre-signed transfer per restart: the first block after it.
    const aliceNonce = (await nonces(api, [acc.alice]))[0]!;
    const restartTxs: string[] = [];
    for (let r = 0; r < REPS; r++) {
      const tx = await api.tx.balances
        .transferKeepAlive(account('restart', r), AMOUNT)
        .signAsync(acc.alice, { nonce: aliceNonce + r, era: 0 });
      restartTxs.push(tx.toHex());
    }
    const restartProofKey = api.query.system.account.key(account('pre', Math.floor(accounts / 2)));
    await api.disconnect();
    const restart: number[] = [];
    const firstBlock: number[] = [];
    for (let r = 0; r < REPS; r++) {
      await rpc.close();
      await node.kill();
      t0 = performance.now();
      node = await spawnNode(args, { timeoutMs: START_TIMEOUT_MS });
      nodes.push(node);
      rpc = await WsRpc.connect(node.wsUrl);
      const before = await bestNumber(rpc);
      restart.push(performance.now() - t0);
      t0 = performance.now();
      await rpc.call('author_submitExtrinsic', [restartTxs[r]]);
      await until('the first block after restart', async () =>
        (await bestNumber(rpc)) > before ? true : undefined,
      );
      firstBlock.push(performance.now() - t0);
    }
    const head = await rpc.call<string>('chain_getBlockHash', []);
    await rpc.call('state_getReadProof', [[restartProofKey], head]);
    const restartRssBytes = nodeRssBytes(node);
    log(
      `${sizeLabel(accounts)}: restart ${restart.map(duration).join(',')}, first block ${firstBlock.map(duration).join(',')}`,
    );
    await rpc.close();
    return {
      accounts,
      transfersExisting: median(existing),
      transfersNew: median(fresh),
      readProofMs: median(proof),
      closestDescendantMs: median(merkle),
      rssBytes,
      restartRssBytes,
      restartMs: median(restart),
      firstBlockMs: median(firstBlock),
      firstStartMs,
    };
  } finally {
    for (const n of nodes) await n.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How long an empty dev chain takes to answer RPC: the fixed cost (process, loader, runtime) in every start. */
async function emptyStartMs(): Promise<number> {
  const t0 = performance.now();
  const node = await spawnNode(['--dev', '--tmp'], { timeoutMs: START_TIMEOUT_MS });
  try {
    const rpc = await WsRpc.connect(node.wsUrl);
    await rpc.call('system_health');
    await rpc.close();
    return performance.now() - t0;
  } finally {
    await node.stop();
  }
}

async function main(): Promise<void> {
  const startLoad = load();
  const empty = await emptyStartMs();
  const results: SizeResult[] = [];
  for (const size of SIZES) results.push(await measure(size));
  console.log(
    `\nlumi-node at scale — medians of ${REPS} (first start: one run); load average ${startLoad} at start, ${load()} at end\n`,
  );
  console.log(formatTable(results));
  console.log(
    `\nAn empty dev chain (--dev --tmp) answers RPC ${duration(empty)} after spawn: every start includes that.`,
  );
}

main().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e);
    process.exit(1);
  },
);
