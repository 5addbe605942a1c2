import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { devAccount, devPairs } from '../src/dev-accounts.ts';
import { RuntimeApiError } from '../src/host.ts';
import { apiMethodNames } from '../src/apis/index.ts';
import { HostChain } from './helpers/chain.ts';

let chain: HostChain;
let valid: Uint8Array;
beforeAll(async () => {
  chain = await HostChain.create();
  valid = chain.sign(
    devPairs().Alice,
    {
      type: 'Balances',
      value: {
        type: 'transfer_keep_alive',
        value: { dest: { type: 'Id', value: devAccount('Bob') }, value: 10n ** 12n },
      },
    },
    { nonce: 0 },
  );
});

const onlyApiErrors = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(RuntimeApiError);
  }
};

describe('malformed input never crashes the runtime', () => {
  it('validateTransaction: random bytes and mutated extrinsics', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => onlyApiErrors(() => chain.validate(b))),
      { numRuns: 300 },
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 0, max: 255 }), (pos, byte) => {
        const m = valid.slice();
        m[pos % m.length] = byte;
        onlyApiErrors(() => chain.validate(m));
      }),
      { numRuns: 300 },
    );
  });

  it('block building: random and mutated extrinsics are rejected, never thrown', () => {
    const b = chain.rt.newBlock(chain.state, chain.head, { timestamp: 1_800_000_000_000n });
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), fc.integer({ min: 0, max: 1000 }), (bytes, pos) => {
        const m = valid.slice();
        m[pos % m.length] = m[pos % m.length]! ^ 0x5a;
        for (const x of [bytes, m]) {
          const o = b.applyExtrinsic(x);
          expect(typeof o.included).toBe('boolean');
        }
      }),
      { numRuns: 200 },
    );
    expect(b.finalize().extrinsics.length).toBeGreaterThanOrEqual(1);
  });

  it('every runtime API: random arguments give a result or a RuntimeApiError', () => {
    const names = apiMethodNames();
    fc.assert(
      fc.property(fc.constantFrom(...names), fc.uint8Array({ maxLength: 200 }), (name, args) =>
        onlyApiErrors(() => chain.rt.call(chain.state, name, args, chain.head)),
      ),
      { numRuns: 400 },
    );
  });
});
