// Oracle and OracleMembership against mock Configs: the oracle asks its seam who may feed and what time it is,
// and the membership reports every change of the set to its seam, with no sibling pallet behind either.
import { parseRate } from '@lumi/chain/forex';
import { beforeAll, describe, expect, it } from 'vitest';
import { config as oracleConfig, type OracleConfig } from '../../src/pallets/oracle/config.ts';
import { RawValues, currencyCode } from '../../src/pallets/oracle/index.ts';
import { config as membershipConfig } from '../../src/pallets/oracle-membership/config.ts';
import { addMember, removeMember } from '../../src/pallets/oracle-membership/functions.ts';
import { signed } from '../../src/support/origin.ts';
import { TestChain } from '../../src/support/testing.ts';
import { CallLog, account } from './harness.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

const PHP = currencyCode('PHP');
const feed = (rate: string) => ({
  type: 'Oracle',
  value: { type: 'feed_values', value: { values: [[PHP, parseRate(rate)]] } },
});

describe('Oracle with a mock Config', () => {
  const feeder = account(1);
  const outsider = account(2);
  const mock: OracleConfig = {
    members: () => [feeder],
    isMember: (who) => who.every((b, i) => b === feeder[i]),
    now: () => 1_234_567n,
  };

  it('lets only the seam members feed, and stamps feeds with the seam clock', () => {
    const refused = oracleConfig.with(mock, () => chain.dispatch(signed(outsider), feed('56.1')));
    expect(refused.ok).toBe(false);
    expect(refused.error?.message).toMatch(/BadOrigin/);
    const fed = oracleConfig.with(mock, () => chain.dispatch(signed(feeder), feed('56.1')));
    expect(fed.ok).toBe(true);
    expect(chain.read(() => RawValues.get(feeder, PHP))).toEqual({
      value: parseRate('56.1'),
      timestamp: 1_234_567n,
    });
  });
});

describe('OracleMembership with a mock Config', () => {
  it('reports each change of the set to MembershipChanged, sorted', () => {
    const log = new CallLog();
    const [a, b] = [account(3), account(4)];
    const mock = {
      membershipChanged: { changeMembersSorted: log.record('changeMembersSorted', () => undefined) },
    };
    chain.write(() =>
      membershipConfig.with(mock, () => {
        addMember(b);
        addMember(a);
        removeMember(b);
      }),
    );
    const diffs = log.calls.map(([, [incoming, outgoing]]) => [incoming, outgoing]);
    expect(diffs).toEqual([
      [[b], []],
      [[a], []],
      [[], [b]],
    ]);
    const last = log.calls.at(-1)?.[1][2] as Uint8Array[];
    expect(last.some((m) => m.every((x, i) => x === a[i]))).toBe(true);
    expect(last.some((m) => m.every((x, i) => x === b[i]))).toBe(false);
  });
});
