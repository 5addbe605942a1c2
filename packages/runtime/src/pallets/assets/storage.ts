// pallet_assets storage, one set of items per instance (the prefix is the instance's pallet name).
import { AccountId32 } from '../../primitives/core.ts';
import { u32 } from '../../scale/index.ts';
import { Blake2_128Concat } from '../../support/hashing.ts';
import { palletStorage } from '../../support/storage.ts';
import { Approval, AssetAccount, AssetDetails, AssetMetadata, EMPTY_METADATA } from './types.ts';

export function makeStorage(pallet: string) {
  const storage = palletStorage(pallet);
  const Asset = storage.map('Asset', Blake2_128Concat, u32, AssetDetails, {
    docs: [' Details of an asset.'],
  });
  const Account = storage.doubleMap(
    'Account',
    [Blake2_128Concat, u32],
    [Blake2_128Concat, AccountId32],
    AssetAccount,
    { docs: [' Balance, status and deposit of each (asset, account) holding.'] },
  );
  const Approvals = storage.nmap(
    'Approvals',
    [
      [Blake2_128Concat, u32],
      [Blake2_128Concat, AccountId32],
      [Blake2_128Concat, AccountId32],
    ],
    Approval,
    { docs: [' Approved transfers: (asset, owner, delegate) to the approved amount and its deposit.'] },
  );
  const Metadata = storage.map('Metadata', Blake2_128Concat, u32, AssetMetadata, {
    default: EMPTY_METADATA,
    docs: [' Metadata of an asset.'],
  });
  const NextAssetId = storage.value('NextAssetId', u32, {
    docs: [' When set, the only id `create` accepts next; it then advances by one (AutoIncAssetId).'],
  });
  return { storage, Asset, Account, Approvals, Metadata, NextAssetId };
}

export type AssetsStorage = ReturnType<typeof makeStorage>;
