// pallet_assets storage, one set of items per instance (the prefix is the instance's pallet name).
import { AccountId32 } from '../../primitives/core.ts';
import type { ScaleType } from '../../scale/index.ts';
import { Blake2_128Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { Approval, AssetAccount, AssetDetails, AssetMetadata, EMPTY_METADATA } from './types.ts';

export function makeStorage<Id>(pallet: string, assetId: ScaleType<Id>) {
  const storage = palletStorage(pallet);
  const Asset = storage.map('Asset', Blake2_128Concat, assetId, AssetDetails, {
    docs: [' Details of an asset.'],
  });
  const Account = storage.doubleMap(
    'Account',
    [Blake2_128Concat, assetId],
    [Blake2_128Concat, AccountId32],
    AssetAccount,
    { docs: [' Balance, status and deposit of each (asset, account) holding.'] },
  );
  const Approvals = storage.nmap(
    'Approvals',
    [
      [Blake2_128Concat, assetId],
      [Blake2_128Concat, AccountId32],
      [Blake2_128Concat, AccountId32],
    ],
    Approval,
    { docs: [' Approved transfers: (asset, owner, delegate) to the approved amount and its deposit.'] },
  );
  const Metadata = storage.map('Metadata', Blake2_128Concat, assetId, AssetMetadata, {
    default: EMPTY_METADATA,
    docs: [' Metadata of an asset.'],
  });
  const NextAssetId = storage.value('NextAssetId', assetId, {
    docs: [' When set, the only id `create` accepts next; it then advances by one (AutoIncAssetId).'],
  });
  return { storage, Asset, Account, Approvals, Metadata, NextAssetId };
}

export type AssetsStorage<Id = number> = ReturnType<typeof makeStorage<Id>>;
