// What the configuration entity stores of a DEX configuration read from the chain, on Lumi and on a chain naming
// assets by XCM Location (Asset Hub), where Lumi's PHPU id and forex rates do not exist.
import { PARENT } from '@lumi/chain/asset-kind';
import { describe, expect, it } from 'vitest';
import type { DexConfig } from '../../src/shared/chain/dex/dexConfig.ts';
import { storedDexFields } from '../../src/shared/chain/dex/storedConfig.ts';

const PALLETS = { assets: 50, foreignAssets: 53, poolAssets: 54 };
const NO_ORACLE: Pick<DexConfig, 'forex' | 'oracle'> = {
  forex: { updatedAt: 0, block: 0, rates: new Map(), fedAt: new Map() },
  oracle: { quorum: 0, expiresInMs: 0, feedTimes: new Map() },
};

const lumi: DexConfig = {
  ss58Format: 42,
  assetKinds: { type: 'NativeOrWithId', pallets: PALLETS },
  phpuId: 1,
  pool: { assets: [{ type: 'Native' }, { type: 'WithId', id: 1 }], account: '5Pool', lpTokenId: 0 },
  pools: [],
  lpOwner: '5Pool',
  lpFee: 3,
  lpFeeSource: 'parameters',
  forex: { updatedAt: 5, block: 2, rates: new Map([['PHP', 58n]]), fedAt: new Map([['PHP', 5]]) },
  oracle: NO_ORACLE.oracle,
};

const assetHub: DexConfig = {
  ...lumi,
  ...NO_ORACLE,
  assetKinds: { type: 'Location', xcmVersion: 5, native: PARENT, pallets: PALLETS },
  // watchPhpuId's fallback: Asset Hub's Assets pallet has no PHPU.
  phpuId: 1,
  pool: undefined,
  lpOwner: undefined,
  lpFeeSource: 'constant',
};

describe('storedDexFields', () => {
  it.each<[string, DexConfig, Partial<Record<string, string>>]>([
    [
      'Lumi: its pool, PHPU id, LP token and rates',
      lumi,
      {
        lumiAccountAddress: '5Pool',
        lumiContractAddress: 'native',
        phpuContractAddress: '1',
        lphpuAccountAddress: '5Pool',
        lphpuContractAddress: '0',
        swapFees: '3',
        forexUpdates: '{"updatedAt":5,"block":2,"rates":{"PHP":"58"}}',
      },
    ],
    [
      'a Location chain: no Lumi pool, no PHPU Assets id (only the fallback), no rates',
      assetHub,
      {
        lumiAccountAddress: '',
        lumiContractAddress: 'native',
        phpuContractAddress: '',
        lphpuAccountAddress: '',
        lphpuContractAddress: '',
        swapFees: '3',
        forexUpdates: '',
      },
    ],
  ])('%s', (_, dex, expected) => {
    expect(storedDexFields(dex)).toEqual(expected);
  });
});
