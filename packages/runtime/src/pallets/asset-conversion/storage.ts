// pallet_asset_conversion storage.
import { u32 } from '../../scale/index.ts';
import { Blake2_128Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { PoolIdType, PoolInfo } from './types.ts';

export const storage = palletStorage('AssetConversion');

export const Pools = storage.map('Pools', Blake2_128Concat, PoolIdType, PoolInfo, {
  docs: [' Every created pool, keyed by its (ordered) asset pair, with the id of its LP token.'],
});

export const NextPoolAssetId = storage.value('NextPoolAssetId', u32, {
  docs: [' The LP token id the next created pool will get; absent before the first pool.'],
});
