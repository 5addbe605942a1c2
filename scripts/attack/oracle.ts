// One oracle member must not set any price (issue 15, finding 4): the only member feeds SGD = u128::MAX and
// JPY = 1e-18 (FixedU128 raw 1); the rates that take effect must stay near where they were.
import { devAccounts } from '@lumi/node/testing/accounts';
import type { Family } from './family.ts';
import { submit } from './chain.ts';
import { attempt, connectApi, withNode } from './lab.ts';

const U128_MAX = 2n ** 128n - 1n;
/** The combined rate may move at most this factor either way on one feed (far wider than any sane guard). */
const MAX_FACTOR = 2n;

const code = (iso: string) => `0x${Buffer.from(iso).toString('hex')}`;
/** A FixedU128 as a readable number: plain for everyday rates, exponent notation for absurd ones. */
function show(fixed: bigint | undefined): string {
  if (fixed === undefined) return 'none';
  const value = Number(fixed) / 1e18;
  return value >= 1e-3 && value < 1e9 ? String(Number(value.toPrecision(6))) : value.toExponential(2);
}

export const oracle: Family = {
  name: 'oracle',
  async run(_options, record) {
    await withNode(['--dev', '--tmp'], async (node) => {
      const api = await connectApi(node.wsUrl);
      try {
        const forex = (await devAccounts()).keyring.addFromUri('//Forex');
        const rate = async (iso: string): Promise<bigint | undefined> => {
          const value = (await api.query.oracle!.values!(code(iso))).toJSON() as {
            value: string | number;
          } | null;
          return value === null ? undefined : BigInt(value.value);
        };
        record(
          await attempt(
            'the only oracle member feeds SGD = u128::MAX and JPY = 1e-18',
            `rejected or not effective: each rate stays within ×${MAX_FACTOR} of its value before`,
            async () => {
              const members = (await api.query.oracleMembership!.members!()).toJSON() as string[];
              const before = { SGD: await rate('SGD'), JPY: await rate('JPY') };
              const fed = await submit(
                api,
                api.tx.oracle!.feedValues!([
                  [code('SGD'), U128_MAX],
                  [code('JPY'), 1n],
                ]),
                forex,
              );
              const after = { SGD: await rate('SGD'), JPY: await rate('JPY') };
              const within = (was: bigint | undefined, now: bigint | undefined) =>
                was !== undefined && now !== undefined && now * MAX_FACTOR >= was && now <= was * MAX_FACTOR;
              const events = fed.events
                .map((e) => `${e.event.section}.${e.event.method}`)
                .filter((name) => name.startsWith('oracle.'));
              return {
                observed: `${fed.failure ? `failed: ${fed.failure}` : 'included'}${events.length ? ` (${events.join(', ')})` : ''}; SGD ${show(before.SGD)} → ${show(after.SGD)}, JPY ${show(before.JPY)} → ${show(after.JPY)}`,
                pass: within(before.SGD, after.SGD) && within(before.JPY, after.JPY),
                figure: `${members.length} member${members.length === 1 ? '' : 's'}`,
              };
            },
          ),
        );
      } finally {
        await api.disconnect();
      }
    });
  },
};
