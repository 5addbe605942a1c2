// Profiles block import on a kept bench:scale database: starts the node there with --cpu-prof, submits
// transfers to existing accounts, stops it, and prints the main thread's time by function and by store step.
//   npm run bench:import-profile -w apps/node -- --dir /var/tmp/lumi-scale/1M --accounts 1000000 [--transfers 3000]
// (the directory one size of `npm run bench:scale -- --dir /var/tmp/lumi-scale` kept)
import '@polkadot/api-augment';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { blake2AsHex } from '@polkadot/util-crypto';
import { devAccounts } from '../src/testing/accounts.ts';
import { nodeCpuMs, spawnNode } from '../src/testing/spawn.ts';
import { until } from '../src/testing/until.ts';
import { WsRpc } from '../src/testing/ws-client.ts';

const { values: opts } = parseArgs({
  options: {
    dir: { type: 'string' },
    accounts: { type: 'string' },
    transfers: { type: 'string', default: '3000' },
    out: { type: 'string', default: '/tmp/lumi-import-profile' },
    offset: { type: 'string', default: '0' },
  },
});
const dir = opts.dir!;
const accounts = Number(opts.accounts);
const N = Number(opts.transfers);
const account = (tag: string, i: number): string => blake2AsHex(`lumi-scale-${tag}-${i}`, 256);

rmSync(opts.out, { recursive: true, force: true });
mkdirSync(opts.out, { recursive: true });

const node = await spawnNode(
  ['--chain', join(dir, 'spec.json'), '--base-path', join(dir, 'data'), '--finality-delay', '0'],
  { timeoutMs: 600_000 },
);

const rpc = await WsRpc.connect(node.wsUrl);
const api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
const acc = await devAccounts();
const senders = [acc.alice, acc.bob, acc.charlie, acc.dave, acc.eve, acc.ferdie];
const infos = await api.query.system.account.multi(senders.map((s) => s.address));
const first = infos.map((i) => i.nonce.toNumber());
const per = Math.ceil(N / senders.length);
const txs: string[] = [];
const off = Number(opts.offset);
for (let n = 0; n < per; n++)
  for (const [i, s] of senders.entries()) {
    const dest = account('pre', (off + txs.length * 7919) % accounts);
    const tx = await api.tx.balances
      .transferKeepAlive(dest, 10_000_000_000n)
      .signAsync(s, { nonce: first[i]! + n, era: 0 });
    txs.push(tx.toHex());
  }
const pid = node.child.pid!;
const height = async () => (await api.rpc.chain.getHeader()).number.toNumber();
const h0 = await height();
const io0 = threadReads(pid);
const main0 = nodeCpuMs(node, node.child.pid) ?? NaN;
const t0 = performance.now();
await Promise.all(txs.map((tx) => rpc.call('author_submitExtrinsic', [tx])));
await until(
  'included',
  async () => {
    const now = await api.query.system.account.multi(senders.map((s) => s.address));
    return now.every((x, i) => x.nonce.toNumber() >= first[i]! + per) ? true : undefined;
  },
  { timeoutMs: 600_000, pollMs: 50 },
);
const wall = performance.now() - t0;
const main = ((nodeCpuMs(node, node.child.pid) ?? NaN) - main0) / txs.length;
const io1 = threadReads(pid);
const blocks = (await height()) - h0;
console.log(
  `${txs.length} transfers in ${blocks} blocks, ${(wall / 1000).toFixed(2)} s; ` +
    `main thread ${main.toFixed(3)} ms per transfer`,
);
// SQLite reads a page it does not hold with a read system call: the count does not depend on the machine's load.
if (io0 && io1)
  console.log(
    `main thread read calls per transfer ${((io1.calls - io0.calls) / txs.length).toFixed(1)}, ` +
      `${((io1.bytes - io0.bytes) / txs.length / 1024).toFixed(1)} KiB`,
  );
await api.disconnect();
await rpc.close();
await node.stop();

/** Read system calls and bytes of thread `tid` (Linux), or undefined elsewhere. */
function threadReads(tid: number): { calls: number; bytes: number } | undefined {
  try {
    const io = readFileSync(`/proc/${tid}/task/${tid}/io`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}: (\\d+)$`, 'm').exec(io)?.[1]);
    return { calls: field('syscr'), bytes: field('rchar') };
  } catch {
    return undefined;
  }
}

