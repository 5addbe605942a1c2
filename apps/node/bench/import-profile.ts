// Profiles block import on a kept bench:scale database: starts the node there with --cpu-prof, submits
// transfers to existing accounts, stops it, and prints the main thread's time by function and by store step.
//   npm run bench:import-profile -w apps/node -- --dir /var/tmp/lumi-scale/1M --accounts 1000000 [--transfers 3000]
// (the directory one size of `npm run bench:scale -- --dir /var/tmp/lumi-scale` kept)
//   --new: to accounts the chain has never seen (each transfer creates one), not to preloaded ones
//   --manual: the transfers go into the pool first, then `dev_newBlock` builds the blocks (bench:scale's
//             `--sealing manual`): the figures are block import's, without instant sealing's batching
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
    new: { type: 'boolean', default: false },
    manual: { type: 'boolean', default: false },
  },
});
const dir = opts.dir!;
const accounts = Number(opts.accounts);
const N = Number(opts.transfers);
const account = (tag: string, i: number): string => blake2AsHex(`lumi-scale-${tag}-${i}`, 256);
/** Tags this run's new accounts, so a kept database still gets accounts it has never seen. */
const RUN = Date.now().toString(36);

rmSync(opts.out, { recursive: true, force: true });
mkdirSync(opts.out, { recursive: true });
process.env.LUMI_NODE_CPU_PROF_DIR = opts.out;
const node = await spawnNode(
  [
    '--chain',
    join(dir, 'spec.json'),
    '--base-path',
    join(dir, 'data'),
    '--finality-delay',
    '0',
    ...(opts.manual ? ['--sealing', 'manual', '--enable-dev-rpc'] : []),
  ],
  { timeoutMs: 600_000 },
);
delete process.env.LUMI_NODE_CPU_PROF_DIR;
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
    const dest = opts.new
      ? account(`profile-${RUN}`, txs.length)
      : account('pre', (off + txs.length * 7919) % accounts);
    const tx = await api.tx.balances
      .transferKeepAlive(dest, 10_000_000_000n)
      .signAsync(s, { nonce: first[i]! + n, era: 0 });
    txs.push(tx.toHex());
  }
const pid = node.child.pid!;
const height = async () => (await api.rpc.chain.getHeader()).number.toNumber();
const included = async () => {
  const now = await api.query.system.account.multi(senders.map((s) => s.address));
  return now.every((x, i) => x.nonce.toNumber() >= first[i]! + per) ? true : undefined;
};
if (opts.manual) {
  await Promise.all(txs.map((tx) => rpc.call('author_submitExtrinsic', [tx])));
  await until(
    'the transfers to be in the pool',
    async () =>
      (await rpc.call<string[]>('author_pendingExtrinsics', [])).length >= txs.length ? true : undefined,
    { timeoutMs: 600_000, pollMs: 50 },
  );
}
const h0 = await height();
const io0 = threadReads(pid);
const main0 = nodeCpuMs(node, node.child.pid) ?? NaN;
const t0 = performance.now();
// The profile's clock is the monotonic one `process.hrtime` reads: its samples are kept to this window.
const window0 = process.hrtime.bigint() / 1000n;
if (opts.manual) {
  do await rpc.call('dev_newBlock', [{ count: 1 }]);
  while (!(await included()));
} else await Promise.all(txs.map((tx) => rpc.call('author_submitExtrinsic', [tx])));
await until('included', included, { timeoutMs: 600_000, pollMs: 50 });
const window1 = process.hrtime.bigint() / 1000n;
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

// ---- analysis ----
interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}
const file = readdirSync(opts.out).find((f) => f.endsWith('.cpuprofile'));
if (!file) throw new Error('no profile written');
const prof = JSON.parse(readFileSync(join(opts.out, file), 'utf8')) as {
  nodes: Node[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
};
const byId = new Map(prof.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of prof.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const self = new Map<number, number>();
let at = prof.startTime;
prof.samples.forEach((id, i) => {
  at += prof.timeDeltas[i] ?? 0;
  if (at >= Number(window0) && at <= Number(window1))
    self.set(id, (self.get(id) ?? 0) + (prof.timeDeltas[i] ?? 0));
});
const name = (n: Node) =>
  `${n.callFrame.functionName || '(anon)'} ${n.callFrame.url.split('/').slice(-2).join('/')}:${n.callFrame.lineNumber}`;
const selfBy = new Map<string, number>();
const inclBy = new Map<string, number>();
for (const [id, us] of self) {
  const n = byId.get(id)!;
  selfBy.set(name(n), (selfBy.get(name(n)) ?? 0) + us);
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const nm = name(byId.get(cur)!);
    if (seen.has(nm)) continue;
    seen.add(nm);
    inclBy.set(nm, (inclBy.get(nm) ?? 0) + us);
  }
}
const per1 = (us: number) => (us / txs.length).toFixed(1);
const top = (m: Map<string, number>, k: number) =>
  [...m]
    .sort((a, b) => b[1] - a[1])
    .slice(0, k)
    .map(([n, us]) => `${per1(us).padStart(8)} µs  ${n}`)
    .join('\n');
console.log('\nself time per transfer (µs), top 30:\n' + top(selfBy, 30));
const wanted =
  /commitBlock|commitTx|committed|pruneState|pruneTo|trieNode|headGet|trieDiff|release|stateGet|getNode|run |transaction|newNodes|updateTrie|seal|build|import/;
console.log(
  '\ninclusive per transfer (µs), store and import steps:\n' +
    top(new Map([...inclBy].filter(([n]) => wanted.test(n))), 40),
);
