// lumi-node benchmark: prints figures (not a test). Spawns a real node and drives it over WebSocket.
//   npm run bench -w apps/node
import '@polkadot/api-augment';
import { readFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { ApiPromise, WsProvider } from '@polkadot/api';
import type { SubmittableExtrinsic } from '@polkadot/api/types';
import type { KeyringPair } from '@polkadot/keyring/types';
import { sr25519KeypairFromSeed, sr25519Sign, sr25519Verify, waitReady } from '@polkadot/wasm-crypto';
import { devAccounts } from '../test/helpers/accounts.ts';
import { spawnNode } from '../src/testing/spawn.ts';
import { WsRpc } from '../test/helpers/ws-client.ts';

const CLIENTS = 16;
const PER_CLIENT = Number(process.env.BENCH_PER_CLIENT ?? 400);
const WINDOW = 64;
const SYSTEM_ACCOUNT_ALICE =
  '0x26aa394eea5630e07c48ae0c9558cef7b99d880ec681799c0cf30e8886371da9de1e86a9a8c739864cf3cc5ec2bea59fd43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? NaN;
};
const fmt = (n: number, d = 1) => n.toFixed(d);

async function sr25519Rate(): Promise<number> {
  await waitReady();
  const pair = sr25519KeypairFromSeed(new Uint8Array(32).fill(3));
  const pub = pair.slice(64);
  const secret = pair.slice(0, 64);
  const msg = new Uint8Array(120).fill(9);
  const sig = sr25519Sign(pub, secret, msg);
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < 1500) {
    for (let i = 0; i < 50; i++) if (sr25519Verify(sig, msg, pub)) n++;
  }
  return n / ((performance.now() - start) / 1000);
}

/**
 * CPU time (user + system, ms) the node process has used, all threads: on a shared machine this is the
 * figure that does not depend on what else runs. Linux only (/proc); undefined elsewhere.
 */
function nodeCpuMs(pid: number | undefined, thread?: number): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(
      thread === undefined ? `/proc/${pid}/stat` : `/proc/${pid}/task/${thread}/stat`,
      'utf8',
    );
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of stat(5), in clock ticks (USER_HZ, 100 on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return undefined;
  }
}

interface CpuSample {
  all: number | undefined;
  main: number | undefined;
}

/** The node's CPU time so far: all threads, and its main thread (whose thread id is the process id). */
const cpuSample = (pid: number | undefined): CpuSample => ({
  all: nodeCpuMs(pid),
  main: nodeCpuMs(pid, pid),
});

function perTx(from: CpuSample, to: CpuSample, n: number): string {
  if (from.all === undefined || to.all === undefined || from.main === undefined || to.main === undefined)
    return '';
  const us = (ms: number) => fmt((ms * 1000) / n, 0);
  return `; node CPU ${us(to.all - from.all)} µs per transaction, ${us(to.main - from.main)} µs of it on the main thread`;
}

/** Submits every client's list over its own connection with a bounded window of calls in flight. */
async function submitAll(url: string, lists: string[][]): Promise<{ errors: Map<string, number> }> {
  const errors = new Map<string, number>();
  await Promise.all(
    lists.map(async (list) => {
      const rpc = await WsRpc.connect(url);
      let next = 0;
      const worker = async () => {
        while (next < list.length) {
          const hex = list[next++]!;
          await rpc.call('author_submitExtrinsic', [hex]).catch((e: Error) => {
            const key = e.message.slice(0, 80);
            errors.set(key, (errors.get(key) ?? 0) + 1);
          });
        }
      };
      await Promise.all(Array.from({ length: WINDOW }, worker));
      await rpc.close();
    }),
  );
  return { errors };
}

/** Counts non-inherent extrinsics in new blocks until `total` have been included. */
async function waitIncluded(
  rpc: WsRpc,
  total: number,
  inherents: number,
  timeoutMs: number,
): Promise<number> {
  let included = 0;
  let last = 0;
  const after = Number.parseInt((await rpc.call<{ number: string }>('chain_getHeader')).number, 16);
  let subId = '';
  const done = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`only ${included}/${total} included`)), timeoutMs);
    void rpc
      .subscribe('chain_subscribeNewHeads', [], (h) => {
        const number = Number.parseInt((h as { number: string }).number, 16);
        if (number <= after) return;
        void rpc.call<string>('chain_getBlockHash', [number]).then(async (blockHash) => {
          const block = await rpc.call<{ block: { extrinsics: string[] } }>('chain_getBlock', [blockHash]);
          included += Math.max(0, block.block.extrinsics.length - inherents);
          last = performance.now();
          if (included >= total) {
            clearTimeout(timer);
            resolve();
          }
        });
      })
      .then((id) => (subId = id));
  });
  await done;
  await rpc.call('chain_unsubscribeNewHeads', [subId]);
  rpc.unsubscribeLocal(subId);
  return last;
}

async function main(): Promise<void> {
  console.log(`lumi-node bench — ${cpus()[0]?.model ?? 'cpu'} × ${availableParallelism()}`);
  const verifyRate = await sr25519Rate();
  console.log(`raw sr25519 verify (wasm-crypto, 1 core): ${fmt(verifyRate, 0)}/s`);

  // BENCH_URL drives an already running node (e.g. one started under a profiler) instead of spawning one.
  const external = process.env.BENCH_URL;
  const node = external
    ? { wsUrl: external, logs: () => '', stop: async () => 0, child: undefined }
    : await spawnNode([
        '--dev',
        '--tmp',
        '--rpc-max-connections',
        '1000',
        // Every bench client connects from 127.0.0.1: lift the per-IP cap with the global one.
        '--rpc-max-connections-per-ip',
        '1000',
        '--pool-limit',
        '100000',
        '--pool-kbytes',
        '200000',
      ]);
  const pid = external
    ? process.env.BENCH_NODE_PID
      ? Number(process.env.BENCH_NODE_PID)
      : undefined
    : node.child?.pid;
  const acc = await devAccounts();
  const api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
  const observer = await WsRpc.connect(node.wsUrl);
  try {
    const senders: KeyringPair[] = Array.from({ length: CLIENTS }, (_, i) =>
      acc.keyring.addFromUri(`//Bench//${i}`),
    );
    const funding: SubmittableExtrinsic<'promise'>[] = [];
    const aliceNonce = (await api.rpc.system.accountNextIndex(acc.alice.address)).toNumber();
    for (const [i, s] of senders.entries()) {
      funding.push(
        await api.tx.balances
          .transferKeepAlive(s.address, 10n ** 15n)
          .signAsync(acc.alice, { nonce: aliceNonce + i, era: 0 }),
      );
    }
    await new Promise<void>((resolve, reject) => {
      let finalized = 0;
      for (const tx of funding) {
        tx.send((r) => {
          if (r.status.isFinalized && ++finalized === funding.length) resolve();
          if (r.isError || r.dispatchError)
            reject(new Error(`funding failed: ${r.status.type} ${r.dispatchError?.toString() ?? ''}`));
        }).catch(reject);
      }
    });
    const bestHash = await observer.call<string>('chain_getFinalizedHead');
    const bestBlock = await observer.call<{ block: { extrinsics: string[] } }>('chain_getBlock', [bestHash]);
    const inherents =
      bestBlock.block.extrinsics.length -
      funding.filter((f) => bestBlock.block.extrinsics.includes(f.toHex())).length;

    // Pre-sign before timing: distinct senders, consecutive nonces, immortal.
    const signStart = performance.now();
    const lists: string[][] = [];
    for (const s of senders) {
      const list: string[] = [];
      for (let n = 0; n < PER_CLIENT; n++) {
        list.push(
          (
            await api.tx.balances
              .transferKeepAlive(acc.bob.address, 1_000_000_000n + BigInt(n))
              .signAsync(s, { nonce: n, era: 0 })
          ).toHex(),
        );
      }
      lists.push(list);
    }
    console.log(
      `pre-signed ${CLIENTS * PER_CLIENT} transfers in ${fmt((performance.now() - signStart) / 1000)} s`,
    );

    // Warm-up: the first quarter of every list goes in untimed, so the timed part measures the node
    // after its code paths are compiled, as a long-running node is.
    const warm = Math.floor(PER_CLIENT / 4);
    const warmUp = waitIncluded(observer, CLIENTS * warm, inherents, 300_000);
    await submitAll(
      node.wsUrl,
      lists.map((l) => l.slice(0, warm)),
    );
    await warmUp;
    for (const l of lists) l.splice(0, warm);
    const total = CLIENTS * (PER_CLIENT - warm);
    const included = waitIncluded(observer, total, inherents, 300_000);
    const t0 = performance.now();
    const cpu0 = cpuSample(pid);
    const { errors } = await submitAll(node.wsUrl, lists);
    const submittedAt = performance.now();
    if (errors.size > 0) console.log('  submission errors:', Object.fromEntries(errors));
    const t1 = await included.catch((e: Error) => {
      console.log(node.logs().slice(-3000));
      throw e;
    });
    const cpu1 = cpuSample(pid);
    console.log(
      `transfers: ${total} from ${CLIENTS} clients — ${fmt(total / ((t1 - t0) / 1000), 0)} transfers/s submission→inclusion ` +
        `(submission alone ${fmt(total / ((submittedAt - t0) / 1000), 0)}/s${perTx(cpu0, cpu1, total)})`,
    );

    // Latency at light load: one transfer at a time, submit → inBlock.
    const latencies: number[] = [];
    const rpc = await WsRpc.connect(node.wsUrl);
    const lightSender = senders[0]!;
    for (let i = 0; i < 100; i++) {
      const hex = (
        await api.tx.balances
          .transferKeepAlive(acc.charlie.address, 1_000_000_000n)
          .signAsync(lightSender, { nonce: PER_CLIENT + i, era: 0 })
      ).toHex();
      const t = performance.now();
      await new Promise<void>((resolve, reject) => {
        void rpc
          .subscribe('author_submitAndWatchExtrinsic', [hex], (status) => {
            if (typeof status === 'object' && status !== null && 'inBlock' in status) {
              latencies.push(performance.now() - t);
              resolve();
            }
          })
          .catch(reject);
      });
    }
    console.log(
      `submit→inBlock at light load: p50 ${fmt(pct(latencies, 50))} ms, p99 ${fmt(pct(latencies, 99))} ms`,
    );

    // state_getStorage with 100 connected clients: paced (each client reads every 50 ms, 2,000 reads/s in
    // all, staggered) and saturated (each client back to back, so latency is mostly queueing).
    const readers = await Promise.all(Array.from({ length: 100 }, () => WsRpc.connect(node.wsUrl)));
    const timedRead = async (r: WsRpc, into: number[]) => {
      const t = performance.now();
      await r.call('state_getStorage', [SYSTEM_ACCOUNT_ALICE]);
      into.push(performance.now() - t);
    };
    const paced: number[] = [];
    await Promise.all(
      readers.map(async (r, i) => {
        await new Promise((res) => setTimeout(res, (i * 50) / readers.length));
        for (let k = 0; k < 40; k++) {
          const next = performance.now() + 50;
          await timedRead(r, paced);
          await new Promise((res) => setTimeout(res, Math.max(0, next - performance.now())));
        }
      }),
    );
    console.log(
      `state_getStorage, 100 clients at 2,000 reads/s: p50 ${fmt(pct(paced, 50), 2)} ms, p99 ${fmt(pct(paced, 99), 2)} ms (${paced.length} reads)`,
    );
    const saturated: number[] = [];
    await Promise.all(
      readers.map(async (r) => {
        for (let i = 0; i < 50; i++) await timedRead(r, saturated);
      }),
    );
    console.log(
      `state_getStorage, 100 clients back to back: p50 ${fmt(pct(saturated, 50), 2)} ms, p99 ${fmt(pct(saturated, 99), 2)} ms (${saturated.length} reads)`,
    );
    await Promise.all(readers.map((r) => r.close()));

    const tx = api.tx as unknown as Record<
      string,
      Record<string, (...args: unknown[]) => SubmittableExtrinsic<'promise'>> | undefined
    >;
    const swap = tx.assetConversion?.swapExactTokensForTokens;
    if (swap) {
      const swapLists: string[][] = [];
      const path = [{ Native: null }, { WithId: 1 }];
      for (const s of senders) {
        const start = (await api.rpc.system.accountNextIndex(s.address)).toNumber();
        const list: string[] = [];
        for (let n = 0; n < PER_CLIENT / 4; n++) {
          list.push(
            (
              await swap(path, 1_000_000_000n, 1n, s.address, true).signAsync(s, { nonce: start + n, era: 0 })
            ).toHex(),
          );
        }
        swapLists.push(list);
      }
      const swaps = swapLists.flat().length;
      const swapIncluded = waitIncluded(observer, swaps, inherents, 300_000);
      const s0 = performance.now();
      const c0 = cpuSample(pid);
      const res = await submitAll(node.wsUrl, swapLists);
      const s1 = await swapIncluded;
      const c1 = cpuSample(pid);
      console.log(
        `swaps: ${swaps} — ${fmt(swaps / ((s1 - s0) / 1000), 0)} swaps/s submission→inclusion` +
          `${perTx(c0, c1, swaps)}`,
      );
      if (res.errors.size > 0) console.log('  swap errors:', Object.fromEntries(res.errors));
    } else {
      console.log('swaps: AssetConversion not in this runtime yet');
    }
    await rpc.close();
  } finally {
    await api.disconnect().catch(() => undefined);
    await observer.close().catch(() => undefined);
    await node.stop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exit(1);
});
