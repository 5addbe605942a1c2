// `npm run attack` flags: sizes of each attack, the full run by default and a smaller one with --quick.
import { parseArgs } from 'node:util';

export interface AttackOptions {
  quick: boolean;
  /** Characters of the over-long SS58 address sent to system_accountNextIndex. */
  addressChars: number;
  /** state_call("Metadata_metadata") requests in the one batch. */
  batchCalls: number;
  /** WebSockets opened at once. */
  sockets: number;
  /** Extrinsics thrown at author_submitExtrinsic (half random bytes, half mutated valid ones). */
  fuzzCases: number;
  /** Start, load, kill -9, restart: how many times. */
  killCycles: number;
  /** Transfers reported in a block before the kill of each cycle. */
  inclusionsPerCycle: number;
  /** Only these families (by name); all when empty. */
  only: string[];
}

export const FULL = {
  addressChars: 80_000,
  batchCalls: 10_000,
  sockets: 1_000,
  fuzzCases: 100_000,
  killCycles: 5,
  inclusionsPerCycle: 200,
} as const;

export const QUICK = {
  // Still far longer than any SS58 address, so a length check refuses it as fast as the 80,000.
  addressChars: 20_000,
  batchCalls: 1_000,
  sockets: 200,
  fuzzCases: 5_000,
  killCycles: 2,
  inclusionsPerCycle: 40,
} as const;

export const USAGE = `Usage: npm run attack [-- options]
  --quick                smaller sizes (${QUICK.addressChars} address chars, ${QUICK.batchCalls} batch calls, ${QUICK.sockets} sockets, ${QUICK.fuzzCases} fuzz cases, ${QUICK.killCycles} kill cycles)
  --kill-cycles <n>      kill -9 cycles (default ${FULL.killCycles}, --quick ${QUICK.killCycles})
  --fuzz-cases <n>       extrinsics for the fuzz family (default ${FULL.fuzzCases}, --quick ${QUICK.fuzzCases})
  --only <families>      comma-separated subset of: FAMILIES
  --help                 this text`;

function count(flag: string, value: string | undefined, min: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${flag} must be an integer ≥ ${min}, got "${value}"`);
  return n;
}

/** Parses the flags; throws an Error naming the flag on bad input. `families` are the valid --only names. */
export function parseOptions(argv: readonly string[], families: readonly string[]): AttackOptions | 'help' {
  const { values } = parseArgs({
    args: [...argv],
    strict: true,
    options: {
      quick: { type: 'boolean', default: false },
      'kill-cycles': { type: 'string' },
      'fuzz-cases': { type: 'string' },
      only: { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return 'help';
  const only = (values.only ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = only.filter((name) => !families.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `--only: unknown famil${unknown.length > 1 ? 'ies' : 'y'} ${unknown.join(', ')} (known: ${families.join(', ')})`,
    );
  }
  const sizes = values.quick ? QUICK : FULL;
  return {
    quick: values.quick,
    ...sizes,
    killCycles: count('--kill-cycles', values['kill-cycles'], 1) ?? sizes.killCycles,
    fuzzCases: count('--fuzz-cases', values['fuzz-cases'], 1) ?? sizes.fuzzCases,
    only,
  };
}
