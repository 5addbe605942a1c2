// AssetConversion and Parameters through the host, as lumi-node drives them: signed extrinsics in blocks and
// state_call quotes. Root changes the LP fee and a swap later in the same block already pays the new fee.
import { u8aConcat } from '@polkadot/util';
import { describe, expect, it } from 'vitest';
import { devPairs } from '../../src/dev-accounts.ts';
import { NATIVE, poolAccount, withId } from '../../src/pallets/asset-conversion/index.ts';
import { assetsFungibles } from '../../src/pallets/assets/index.ts';
import { freeBalance } from '../../src/pallets/balances/index.ts';
import { lpFee } from '../../src/pallets/parameters/index.ts';
import { option, u128 } from '../../src/scale/index.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import { HostChain } from '../helpers/chain.ts';

const UNIT = 10n ** 12n;
const N = NATIVE;
const P = withId(1);
const outFor = (amountIn: bigint, rIn: bigint, rOut: bigint, fee: bigint) =>
  (amountIn * (1000n - fee) * rOut) / (rIn * 1000n + amountIn * (1000n - fee));

const sudoSetLpFee = (fee: number): RuntimeCallValue => ({
  type: 'Sudo',
  value: {
    type: 'sudo',
    value: {
      call: {
        type: 'Parameters',
        value: {
          type: 'set_parameter',
          value: { key_value: { type: 'Dex', value: { type: 'LpFee', value: [{}, fee] } } },
        },
      },
    },
  },
});

describe('AssetConversion through signed extrinsics', () => {
  it('a swap after sudo set_parameter in the same block pays the new fee, and the next quote uses it', async () => {
    const chain = await HostChain.create();
    const { Alice, Bob } = devPairs();
    const account = poolAccount(N, P)!;
    const [rN, rP] = chain.read(() => [freeBalance(account), assetsFungibles.balance(1, account)]);
    const amountIn = 25n * UNIT;
    const atNewFee = outFor(amountIn, rN, rP, 10n);
    const swap: RuntimeCallValue = {
      type: 'AssetConversion',
      value: {
        type: 'swap_exact_tokens_for_tokens',
        // amount_out_min is the 1 % answer exactly: the swap only succeeds if it already sees the new fee.
        value: {
          path: [N, P],
          amount_in: amountIn,
          amount_out_min: atNewFee,
          send_to: Bob.publicKey,
          keep_alive: true,
        },
      },
    };
    const bobP = chain.read(() => assetsFungibles.balance(1, Bob.publicKey));
    const { outcomes } = chain.block([
      chain.sign(Alice, sudoSetLpFee(10), { nonce: 0 }),
      chain.sign(Bob, swap, { nonce: 0 }),
    ]);
    expect(outcomes).toMatchObject([
      { included: true, success: true },
      { included: true, success: true },
    ]);
    chain.read(() => {
      expect(lpFee()).toBe(10n);
      expect(assetsFungibles.balance(1, Bob.publicKey) - bobP).toBe(atNewFee);
      expect([freeBalance(account), assetsFungibles.balance(1, account)]).toEqual([
        rN + amountIn,
        rP - atNewFee,
      ]);
    });

    const quote = chain.rt.call(
      chain.state,
      'AssetConversionApi_quote_price_exact_tokens_for_tokens',
      u8aConcat([0], [1, 1, 0, 0, 0], u128.encode(UNIT), [1]),
      chain.head,
    );
    expect(option(u128).decode(quote)).toBe(outFor(UNIT, rN + amountIn, rP - atNewFee, 10n));
  });
});
