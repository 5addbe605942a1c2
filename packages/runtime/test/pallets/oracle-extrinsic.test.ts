// Oracle feeds as signed extrinsics through the host API (what lumi-node runs): free for members, charged
// when rejected, undecodable when oversized.
import { parseRate } from '@lumi/chain/forex';
import { compactToU8a, u8aConcat, u8aToHex } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { devPairs } from '../../src/dev-accounts.ts';
import { RuntimeApiError } from '../../src/host.ts';
import { freeBalance } from '../../src/pallets/balances/index.ts';
import { FixedU128Type } from '../../src/primitives/runtime-types.ts';
import { runtime } from '../../src/runtime.ts';
import { MAX_FEED_VALUES, currencyCode, forexRate } from '../../src/pallets/oracle/index.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { HostChain } from '../helpers/chain.ts';

const feed = (values: [Uint8Array, bigint][]): RuntimeCallValue => ({
  type: 'Oracle',
  value: { type: 'feed_values', value: { values } },
});
const php = (r: string) => feed([[currencyCode('PHP'), parseRate(r)]]);

let chain: HostChain;
beforeAll(async () => {
  chain = await HostChain.create();
});

/** The events of the block's extrinsic at `index` (0 is the timestamp inherent). */
const eventsOf = (index: number) =>
  chain
    .events()
    .filter((e) => e.phase.type === 'ApplyExtrinsic' && e.phase.value === index)
    .map((e) => e.event);

describe('Oracle.feed_values as an extrinsic', () => {
  it('costs a member nothing: the fee withdrawn up front is refunded in full', () => {
    const { Forex } = devPairs();
    const xt = chain.sign(Forex, php('57.9'), { nonce: 0 });
    expect(chain.validate(xt).ok).toBe(true);
    const before = chain.read(() => freeBalance(Forex.publicKey));
    const { outcomes } = chain.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: true, success: true });
    chain.read(() => {
      expect(freeBalance(Forex.publicKey)).toBe(before);
      expect(forexRate('PHP')?.value).toBe(parseRate('57.9'));
    });
    const events = eventsOf(1);
    expect(events).toContainEqual({
      type: 'TransactionPayment',
      value: {
        type: 'TransactionFeePaid',
        value: { who: Forex.publicKey, actual_fee: 0n, tip: 0n },
      },
    });
    expect(events.at(-1)).toMatchObject({
      type: 'System',
      value: { type: 'ExtrinsicSuccess', value: { dispatch_info: { pays_fee: { type: 'No' } } } },
    });
  });

  it('charges a non-member, whose feed fails with BadOrigin', () => {
    const { Bob } = devPairs();
    const xt = chain.sign(Bob, php('1'), { nonce: 0 });
    expect(chain.validate(xt).ok).toBe(true);
    const before = chain.read(() => freeBalance(Bob.publicKey));
    const { outcomes } = chain.block([xt]);
    expect(outcomes[0]).toMatchObject({ included: true, success: false });
    chain.read(() => {
      expect(freeBalance(Bob.publicKey)).toBeLessThan(before);
      expect(forexRate('PHP')?.value).toBe(parseRate('57.9'));
    });
    expect(eventsOf(1).at(-1)).toMatchObject({
      type: 'System',
      value: { type: 'ExtrinsicFailed', value: { dispatch_error: { type: 'BadOrigin' } } },
    });
  });

  it('refuses more than MaxFeedValues pairs before anything runs: the call does not decode', () => {
    const { Forex } = devPairs();
    const pairs: [Uint8Array, bigint][] = Array.from({ length: MAX_FEED_VALUES + 1 }, (_, i) => [
      new Uint8Array([0x41, 0x41 + Math.floor(i / 26), 0x41 + (i % 26)]),
      parseRate('1.5'),
    ]);
    // Our encoder refuses the oversized argument; @polkadot/types knows no bound (metadata carries none),
    // so it builds and signs the call from raw bytes as a client could.
    expect(() => runtime().RuntimeCall.encode(feed(pairs))).toThrow(/at most 32/);
    const callBytes = u8aConcat(
      new Uint8Array([9, 0]),
      compactToU8a(pairs.length),
      ...pairs.map(([code, rate]) => u8aConcat(code, FixedU128Type.encode(rate))),
    );
    const ext = chain.registry.createType(
      'Extrinsic',
      { method: chain.registry.createType('Call', callBytes) },
      { version: 4 },
    );
    const genesisHash = u8aToHex(chain.genesis.hash);
    ext.sign(Forex, {
      blockHash: genesisHash,
      genesisHash,
      nonce: 1,
      era: chain.registry.createType('ExtrinsicEra', '0x00'),
      runtimeVersion: {
        specVersion: chain.rt.version.specVersion,
        transactionVersion: chain.rt.version.transactionVersion,
      } as never,
      signedExtensions: chain.registry.signedExtensions,
    });
    const xt = ext.toU8a();
    expect(() => chain.validate(xt)).toThrow(RuntimeApiError);
    expect(() => chain.validate(xt)).toThrow(/BoundedVec/);
  });
});
