// pallet_assets events (FRAME's variant order), declared per instance.
import { AccountId32 } from '../../primitives/core.ts';
import { bool, bytes, field, u128, u32, u8, variant } from '../../scale/index.ts';
import type { ScaleType } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';

const account = field(AccountId32, 'T::AccountId');
const balance = field(u128, 'T::Balance');
const count = field(u32, 'u32');

export function makeEvents<Id>(pallet: string, id: ScaleType<Id>) {
  const assetId = field(id, 'T::AssetId');
  return defineEvents(
    pallet,
    'pallet_assets::pallet::Event',
    {
      Created: variant(0, { asset_id: assetId, creator: account, owner: account }, [
        'An asset class was created.',
      ]),
      Issued: variant(1, { asset_id: assetId, owner: account, amount: balance }, ['Units were minted.']),
      Transferred: variant(2, { asset_id: assetId, from: account, to: account, amount: balance }, [
        'Units moved between accounts.',
      ]),
      Burned: variant(3, { asset_id: assetId, owner: account, balance }, ['Units were destroyed.']),
      TeamChanged: variant(4, { asset_id: assetId, issuer: account, admin: account, freezer: account }, [
        'The issuer, admin and freezer were replaced.',
      ]),
      OwnerChanged: variant(5, { asset_id: assetId, owner: account }, ['The owner was replaced.']),
      Frozen: variant(6, { asset_id: assetId, who: account }, ['An account can no longer send.']),
      Thawed: variant(7, { asset_id: assetId, who: account }, ['An account may move units again.']),
      AssetFrozen: variant(8, { asset_id: assetId }, ['Unprivileged transfers of the asset are halted.']),
      AssetThawed: variant(9, { asset_id: assetId }, ['Unprivileged transfers of the asset resumed.']),
      AccountsDestroyed: variant(
        10,
        { asset_id: assetId, accounts_destroyed: count, accounts_remaining: count },
        ['A batch of accounts of an asset being destroyed was removed.'],
      ),
      ApprovalsDestroyed: variant(
        11,
        { asset_id: assetId, approvals_destroyed: count, approvals_remaining: count },
        ['A batch of approvals of an asset being destroyed was removed.'],
      ),
      DestructionStarted: variant(12, { asset_id: assetId }, ['The asset class entered destruction.']),
      Destroyed: variant(13, { asset_id: assetId }, ['The asset class is gone.']),
      ForceCreated: variant(14, { asset_id: assetId, owner: account }, [
        'An asset class was created by the force origin.',
      ]),
      MetadataSet: variant(
        15,
        {
          asset_id: assetId,
          name: field(bytes, 'Vec<u8>'),
          symbol: field(bytes, 'Vec<u8>'),
          decimals: field(u8, 'u8'),
          is_frozen: field(bool, 'bool'),
        },
        ['Metadata of an asset was set.'],
      ),
      MetadataCleared: variant(16, { asset_id: assetId }, ['Metadata of an asset was removed.']),
      ApprovedTransfer: variant(
        17,
        { asset_id: assetId, source: account, delegate: account, amount: balance },
        ['A delegate may now move (more of) the source account units.'],
      ),
      ApprovalCancelled: variant(18, { asset_id: assetId, owner: account, delegate: account }, [
        'An approval was withdrawn.',
      ]),
      TransferredApproved: variant(
        19,
        { asset_id: assetId, owner: account, delegate: account, destination: account, amount: balance },
        ['A delegate moved approved units.'],
      ),
      AssetStatusChanged: variant(20, { asset_id: assetId }, ['The force origin changed the asset.']),
      AssetMinBalanceChanged: variant(21, { asset_id: assetId, new_min_balance: balance }, [
        'The owner changed the minimum balance.',
      ]),
      Touched: variant(22, { asset_id: assetId, who: account, depositor: account }, [
        'An empty account was created on a deposit of the depositor.',
      ]),
      Blocked: variant(23, { asset_id: assetId, who: account }, ['An account can neither send nor receive.']),
      Deposited: variant(24, { asset_id: assetId, who: account, amount: balance }, [
        'Units were credited (fungibles::Balanced).',
      ]),
      Withdrawn: variant(25, { asset_id: assetId, who: account, amount: balance }, [
        'Units were debited (fungibles::Balanced).',
      ]),
    },
    {
      params: [{ name: 'T' }, { name: 'I' }],
      docs: ['The events this pallet deposits.'],
    },
  );
}

export type AssetsEvents<Id = number> = ReturnType<typeof makeEvents<Id>>;
