// pallet_asset_conversion storage.
import { u32 } from '../../scale/index.ts';
import { Blake2_128Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { PoolIdType, PoolInfo } from './types.ts';

export const storage = palletStorage('AssetConversion');

export const Pools = storage.map('Pools', Blake2_128Concat, PoolIdType, PoolInfo, {
  docs: [
    ' Map from `PoolAssetId` to `PoolInfo`. This establishes whether a pool has been officially',
    " created rather than people sending tokens directly to a pool's public account.",
  ],
});

export const NextPoolAssetId = storage.value('NextPoolAssetId', u32, {
  docs: [
    ' Stores the `PoolAssetId` that is going to be used for the next lp token.',
    ' This gets incremented whenever a new lp pool is created.',
  ],
});
