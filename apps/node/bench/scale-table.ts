// Pure parts of the scale bench (bench/scale.bench.ts): the --sizes list, medians and the printed table.

const SIZE_RE = /^(\d+(?:\.\d+)?)([km]?)$/i;

/** "10k,100k,1m" → [10_000, 100_000, 1_000_000]; throws on anything else. */
export function parseSizes(text: string): number[] {
  const out: number[] = [];
  for (const part of text.split(',')) {
    const m = SIZE_RE.exec(part.trim());
    if (!m) throw new Error(`--sizes: '${part}' is not a count such as 10k, 100k or 1m`);
    const n = Number(m[1]) * (m[2]!.toLowerCase() === 'k' ? 1e3 : m[2]!.toLowerCase() === 'm' ? 1e6 : 1);
    if (!Number.isSafeInteger(n) || n < 1)
      throw new Error(`--sizes: '${part}' is not a positive whole count`);
    out.push(n);
  }
  return out;
}

export function median(xs: readonly number[]): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

/** 10_000 → "10k", 1_000_000 → "1M". */
export function sizeLabel(n: number): string {
  if (n >= 1e6 && n % 1e6 === 0) return `${n / 1e6}M`;
  if (n >= 1e3 && n % 1e3 === 0) return `${n / 1e3}k`;
  return String(n);
}

/** Milliseconds as the issue's table writes them: "154 ms" below a second, "2.65 s" above. */
export function duration(ms: number): string {
  if (!Number.isFinite(ms)) return 'n/a';
  if (ms < 1000) return `${ms < 10 ? ms.toFixed(1) : Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
}

/** Milliseconds in whole microseconds: the main thread spends about half a millisecond a transfer. */
export const micros = (ms: number): string => (Number.isFinite(ms) ? `${Math.round(ms * 1000)} µs` : 'n/a');

const thousands = (n: number): string => Math.round(n).toLocaleString('en-US');
const mib = (bytes: number | undefined): string =>
  bytes === undefined ? 'n/a' : `${thousands(bytes / 2 ** 20)} MiB`;

export interface SizeResult {
  accounts: number;
  transfersExisting: number;
  transfersNew: number;
  /** The node's CPU time (all threads) per transfer, in milliseconds: what the load does not inflate. */
  cpuPerTransferExisting: number;
  cpuPerTransferNew: number;
  /** The node's main thread alone (block building and import, RPC; no signature checks), per transfer. */
  mainCpuPerTransferExisting: number;
  mainCpuPerTransferNew: number;
  readProofMs: number;
  closestDescendantMs: number;
  rssBytes: number | undefined;
  /** The restarted node's RSS after its first block and a cold proof (no genesis build behind it). */
  restartRssBytes: number | undefined;
  restartMs: number;
  /** The restarted node's CPU time (all threads) from spawn to its first RPC answer. */
  restartCpuMs: number;
  firstBlockMs: number;
  /** NaN when the bench reused a database (`--dir`): no first start was made. */
  firstStartMs: number;
}

/** The issue's table (markdown), one column per size. */
export function formatTable(results: readonly SizeResult[]): string {
  const row = (label: string, cell: (r: SizeResult) => string) =>
    `| ${label} | ${results.map(cell).join(' | ')} |`;
  return [
    `| | ${results.map((r) => `${sizeLabel(r.accounts)} accounts`).join(' | ')} |`,
    `|---|${results.map(() => '---').join('|')}|`,
    row(
      'transfers/s (existing / new accounts)',
      (r) => `${thousands(r.transfersExisting)} / ${thousands(r.transfersNew)}`,
    ),
    row(
      'node CPU per transfer (existing / new accounts)',
      (r) => `${duration(r.cpuPerTransferExisting)} / ${duration(r.cpuPerTransferNew)}`,
    ),
    row(
      'node main-thread CPU per transfer (existing / new accounts)',
      (r) => `${micros(r.mainCpuPerTransferExisting)} / ${micros(r.mainCpuPerTransferNew)}`,
    ),
    row('`state_getReadProof`, first call after a block', (r) => duration(r.readProofMs)),
    row('`chainHead_v1_storage` closestDescendantMerkleValue, new block', (r) =>
      duration(r.closestDescendantMs),
    ),
    row('node RSS (after the runs above)', (r) => mib(r.rssBytes)),
    row('node RSS after a restart, first block and a cold proof', (r) => mib(r.restartRssBytes)),
    row('restart (kill -9) → RPC answers', (r) => duration(r.restartMs)),
    row('node CPU from restart to RPC answering', (r) => duration(r.restartCpuMs)),
    row('first block after restart', (r) => duration(r.firstBlockMs)),
    row('first start from the spec', (r) => duration(r.firstStartMs)),
  ].join('\n');
}

/** Issue 14's import target: the largest size's main-thread CPU per transfer at most this multiple of the smallest's. */
export const IMPORT_RATIO_TARGET = 1.2;

export const times = (x: number): string => (Number.isFinite(x) ? `${x.toFixed(2)}×` : 'n/a');

/**
 * The block-import line read against the target: the largest size's main-thread CPU per transfer over the
 * smallest's, for transfers to existing and to new accounts. Undefined with fewer than two sizes.
 */
export function importRatio(results: readonly SizeResult[]): string | undefined {
  if (results.length < 2) return undefined;
  const sorted = [...results].sort((a, b) => a.accounts - b.accounts);
  const small = sorted[0]!;
  const large = sorted[sorted.length - 1]!;
  const existing = large.mainCpuPerTransferExisting / small.mainCpuPerTransferExisting;
  const fresh = large.mainCpuPerTransferNew / small.mainCpuPerTransferNew;
  const verdict = !(Number.isFinite(existing) && Number.isFinite(fresh))
    ? 'no figure'
    : existing <= IMPORT_RATIO_TARGET && fresh <= IMPORT_RATIO_TARGET
      ? 'within'
      : 'NOT within';
  return (
    `block import, node main-thread CPU per transfer, ${sizeLabel(large.accounts)} / ${sizeLabel(small.accounts)}: ` +
    `${times(existing)} existing, ${times(fresh)} new accounts (target ≤ ${times(IMPORT_RATIO_TARGET)}: ${verdict})`
  );
}
