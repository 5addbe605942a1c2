// AssetConversion against a mock Config: quotes read the pools' reserves from the seam's T::Assets and the fee
// from its T::LPFee, with neither Balances, Assets nor Parameters behind them.
import { getAmountOut as ammGetAmountOut } from '@lumi/chain';
import { beforeAll, describe, expect, it } from 'vitest';
import { config, type AssetConversionConfig } from '../../src/pallets/asset-conversion/config.ts';
import { getAmountOut } from '../../src/pallets/asset-conversion/functions.ts';
import {
  NATIVE,
  poolAccount,
  quotePriceExactTokensForTokens,
  withId,
} from '../../src/pallets/asset-conversion/index.ts';
import type { NativeOrWithIdValue as AssetKind } from '../../src/pallets/asset-conversion/index.ts';
import { TestChain } from '../../src/support/testing.ts';

let chain: TestChain;
beforeAll(async () => {
  chain = await TestChain.create();
});

const unused = () => {
  throw new Error('not part of this test');
};

function mock(reserves: Map<string, bigint>, lpFee: bigint): AssetConversionConfig {
  return {
    assets: {
      reducibleBalance: (asset: AssetKind) =>
        reserves.get(asset.type === 'Native' ? 'native' : 'asset') ?? 0n,
      minimumBalance: () => 1n,
      transfer: unused,
      withdraw: unused,
      resolve: unused,
      dropCredit: unused,
      shouldTouch: () => false,
      touch: unused,
    },
    poolAssets: {
      totalIssuance: () => 0n,
      mintInto: unused,
      burnFrom: unused,
      create: unused,
      shouldTouch: () => false,
      touch: unused,
      setMetadataRaw: unused,
    },
    lpFee: () => lpFee,
  };
}

describe('AssetConversion with a mock Config', () => {
  it('prices with the seam LP fee', () => {
    for (const fee of [0n, 3n, 10n])
      expect(config.with(mock(new Map(), fee), () => getAmountOut(1000n, 10_000n, 20_000n))).toBe(
        ammGetAmountOut(1000n, 10_000n, 20_000n, fee),
      );
  });

  it('quotes from the reserves the seam T::Assets reports for the pool account', () => {
    const reserves = new Map([
      ['native', 1_000_000n],
      ['asset', 50_000_000n],
    ]);
    expect(poolAccount(NATIVE, withId(77))).toBeDefined();
    const out = chain.read(() =>
      config.with(mock(reserves, 3n), () => quotePriceExactTokensForTokens(NATIVE, withId(77), 1000n, true)),
    );
    expect(out).toBe(ammGetAmountOut(1000n, 1_000_000n, 50_000_000n, 3n));
    // An empty pool has no price.
    const none = chain.read(() =>
      config.with(mock(new Map(), 3n), () => quotePriceExactTokensForTokens(NATIVE, withId(77), 1000n, true)),
    );
    expect(none).toBeUndefined();
  });
});
