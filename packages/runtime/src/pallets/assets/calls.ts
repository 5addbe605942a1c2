// pallet_assets calls at FRAME's indices, per instance. Origins: CreateOrigin per the instance config,
// ForceOrigin = Root.
import type { AccountId } from '../../primitives/core.ts';
import { MultiAddress, lookupAddress } from '../../primitives/address.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { weight } from '../../primitives/weight.ts';
import type { Weight } from '../../primitives/weight.ts';
import { bool, bytes, compact, field, u128, u32, u8 } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import type { Origin } from '../../support/origin.ts';
import type { AssetsConfig } from './constants.ts';
import type { AssetsErrors } from './errors.ts';
import type { AssetsEvents } from './events.ts';
import type { AssetsFunctions } from './functions.ts';
import { sameAccount } from './functions.ts';
import type { AssetsStorage } from './storage.ts';
import type { AccountStatusValue } from './types.ts';

const id = field(compact(u32), 'T::AssetIdParameter');
const who = field(MultiAddress, 'AccountIdLookupOf<T>');
const amount = field(compact(u128), 'T::Balance');
const text = field(bytes, 'Vec<u8>');

// Benchmark-shaped estimates (ref_time ps, proof_size bytes) in line with FRAME's SubstrateWeight.
const W_SIMPLE = weight(15_000_000n, 3_675n);
const W_ONE_ACCOUNT = weight(30_000_000n, 3_675n);
const W_TWO_ACCOUNTS = weight(45_000_000n, 6_208n);
const W_DEPOSIT = weight(35_000_000n, 3_675n);
const perItem = (n: number): Weight =>
  weight(20_000_000n + 16_000_000n * BigInt(n), 3_675n + 2_609n * BigInt(n));
const withText = (a: { name: Uint8Array; symbol: Uint8Array }): Weight =>
  weight(30_000_000n + 3_000n * BigInt(a.name.length + a.symbol.length), 3_675n);

export function makeCalls(
  config: AssetsConfig,
  store: AssetsStorage,
  events: AssetsEvents,
  errors: AssetsErrors,
  fns: AssetsFunctions,
) {
  const { Asset, Account } = store;
  const fungibles = fns.fungibles;

  /** T::CreateOrigin: any signed account, or EnsureSignedBy one account (BadOrigin otherwise). */
  function ensureCreateOrigin(origin: Origin): AccountId {
    const signer = ensureSigned(origin);
    if (config.createOrigin !== 'AnySigned' && !sameAccount(signer, config.createOrigin))
      throw DispatchError.badOrigin();
    return signer;
  }

  /** ForceOrigin (Root) → undefined; otherwise the signer, whose rights the caller checks. */
  const forceOrSigned = (origin: Origin): AccountId | undefined =>
    origin.type === 'Root' ? undefined : ensureSigned(origin);

  function liveOrFrozen(assetId: number) {
    const d = fns.details(assetId);
    if (d.status.type !== 'Live' && d.status.type !== 'Frozen') throw errors.AssetNotLive;
    return d;
  }

  function setAccountStatus(assetId: number, target: AccountId, status: AccountStatusValue): void {
    const acc = Account.tryGet(assetId, target);
    if (!acc) throw errors.NoAccount;
    Account.insert(assetId, target, { ...acc, status: { type: status } });
  }

  return defineCalls(
    config.name,
    'pallet_assets::pallet::Call',
    {
      create: call(
        0,
        { id, admin: who, min_balance: field(u128, 'T::Balance') },
        {
          weight: W_DEPOSIT,
          docs: [
            'Create an asset class owned by the signer, reserving `AssetDeposit`; `admin` becomes its',
            'issuer, admin and freezer. `min_balance` is the least any account may hold.',
          ],
          handler: (origin, a) => {
            const owner = ensureCreateOrigin(origin);
            fns.doCreate(a.id, owner, lookupAddress(a.admin), a.min_balance);
          },
        },
      ),
      force_create: call(
        1,
        { id, owner: who, is_sufficient: field(bool, 'bool'), min_balance: amount },
        {
          weight: W_SIMPLE,
          docs: ['Create an asset class from the force origin, without deposit.'],
          handler: (origin, a) => {
            ensureRoot(origin);
            fns.doForceCreate(a.id, lookupAddress(a.owner), a.is_sufficient, a.min_balance, false);
          },
        },
      ),
      start_destroy: call(
        2,
        { id },
        {
          weight: W_SIMPLE,
          docs: ['Begin destroying an asset class (force origin, or its owner).'],
          handler: (origin, a) => fns.doStartDestroy(a.id, forceOrSigned(origin)),
        },
      ),
      destroy_accounts: call(
        3,
        { id },
        {
          weight: perItem(config.removeItemsLimit),
          docs: ['Remove up to `RemoveItemsLimit` accounts of an asset being destroyed, refunding deposits.'],
          handler: (origin, a) => {
            ensureSigned(origin);
            const removed = fns.doDestroyAccounts(a.id, config.removeItemsLimit);
            return { actualWeight: perItem(removed) };
          },
        },
      ),
      destroy_approvals: call(
        4,
        { id },
        {
          weight: perItem(config.removeItemsLimit),
          docs: [
            'Remove up to `RemoveItemsLimit` approvals of an asset being destroyed, refunding deposits.',
          ],
          handler: (origin, a) => {
            ensureSigned(origin);
            const removed = fns.doDestroyApprovals(a.id, config.removeItemsLimit);
            return { actualWeight: perItem(removed) };
          },
        },
      ),
      finish_destroy: call(
        5,
        { id },
        {
          weight: W_SIMPLE,
          docs: ['Remove an asset being destroyed once it has no accounts or approvals left.'],
          handler: (origin, a) => {
            ensureSigned(origin);
            fns.doFinishDestroy(a.id);
          },
        },
      ),
      mint: call(
        6,
        { id, beneficiary: who, amount },
        {
          weight: W_ONE_ACCOUNT,
          docs: ['Mint units to `beneficiary`; the signer must be the issuer.'],
          handler: (origin, a) => {
            const issuer = ensureSigned(origin);
            fns.doMint(a.id, lookupAddress(a.beneficiary), a.amount, issuer);
          },
        },
      ),
      burn: call(
        7,
        { id, who, amount },
        {
          weight: W_ONE_ACCOUNT,
          docs: ['Burn up to `amount` from `who`; the signer must be the admin.'],
          handler: (origin, a) => {
            const admin = ensureSigned(origin);
            fns.doBurn(a.id, lookupAddress(a.who), a.amount, admin, { keepAlive: false, bestEffort: true });
          },
        },
      ),
      transfer: call(
        8,
        { id, target: who, amount },
        {
          weight: W_TWO_ACCOUNTS,
          docs: [
            'Move units from the signer to `target`. Leaving less than the minimum balance sends the',
            'whole balance.',
          ],
          handler: (origin, a) => {
            const source = ensureSigned(origin);
            fns.doTransfer(a.id, source, lookupAddress(a.target), a.amount, undefined, {
              keepAlive: false,
              bestEffort: false,
              burnDust: false,
            });
          },
        },
      ),
      transfer_keep_alive: call(
        9,
        { id, target: who, amount },
        {
          weight: W_TWO_ACCOUNTS,
          docs: ['Move units from the signer to `target`, keeping at least the minimum balance.'],
          handler: (origin, a) => {
            const source = ensureSigned(origin);
            fns.doTransfer(a.id, source, lookupAddress(a.target), a.amount, undefined, {
              keepAlive: true,
              bestEffort: false,
              burnDust: false,
            });
          },
        },
      ),
      force_transfer: call(
        10,
        { id, source: who, dest: who, amount },
        {
          weight: W_TWO_ACCOUNTS,
          docs: ['Move units between any accounts; the signer must be the admin.'],
          handler: (origin, a) => {
            const admin = ensureSigned(origin);
            fns.doTransfer(a.id, lookupAddress(a.source), lookupAddress(a.dest), a.amount, admin, {
              keepAlive: false,
              bestEffort: false,
              burnDust: false,
            });
          },
        },
      ),
      freeze: call(
        11,
        { id, who },
        {
          weight: W_SIMPLE,
          docs: ['Stop `who` from sending the asset; the signer must be the freezer.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const d = liveOrFrozen(a.id);
            if (!sameAccount(signer, d.freezer)) throw errors.NoPermission;
            const target = lookupAddress(a.who);
            setAccountStatus(a.id, target, 'Frozen');
            events.emit({ type: 'Frozen', value: { asset_id: a.id, who: target } });
          },
        },
      ),
      thaw: call(
        12,
        { id, who },
        {
          weight: W_SIMPLE,
          docs: ['Let `who` move the asset again; the signer must be the admin.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const d = liveOrFrozen(a.id);
            if (!sameAccount(signer, d.admin)) throw errors.NoPermission;
            const target = lookupAddress(a.who);
            setAccountStatus(a.id, target, 'Liquid');
            events.emit({ type: 'Thawed', value: { asset_id: a.id, who: target } });
          },
        },
      ),
      freeze_asset: call(
        13,
        { id },
        {
          weight: W_SIMPLE,
          docs: ['Halt unprivileged transfers of the asset; the signer must be the freezer.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const d = fns.details(a.id);
            if (d.status.type !== 'Live') throw errors.AssetNotLive;
            if (!sameAccount(signer, d.freezer)) throw errors.NoPermission;
            Asset.insert(a.id, { ...d, status: { type: 'Frozen' } });
            events.emit({ type: 'AssetFrozen', value: { asset_id: a.id } });
          },
        },
      ),
      thaw_asset: call(
        14,
        { id },
        {
          weight: W_SIMPLE,
          docs: ['Resume unprivileged transfers of the asset; the signer must be the admin.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const d = fns.details(a.id);
            if (!sameAccount(signer, d.admin)) throw errors.NoPermission;
            if (d.status.type !== 'Frozen') throw errors.NotFrozen;
            Asset.insert(a.id, { ...d, status: { type: 'Live' } });
            events.emit({ type: 'AssetThawed', value: { asset_id: a.id } });
          },
        },
      ),
      transfer_ownership: call(
        15,
        { id, owner: who },
        {
          weight: W_DEPOSIT,
          docs: ['Hand the asset (and its reserved deposits) to a new owner; the signer must be the owner.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            fns.doTransferOwnership(a.id, signer, lookupAddress(a.owner));
          },
        },
      ),
      set_team: call(
        16,
        { id, issuer: who, admin: who, freezer: who },
        {
          weight: W_SIMPLE,
          docs: ['Replace the issuer, admin and freezer; the signer must be the owner.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const issuer = lookupAddress(a.issuer);
            const admin = lookupAddress(a.admin);
            const freezer = lookupAddress(a.freezer);
            const d = fns.details(a.id);
            if (d.status.type !== 'Live') throw errors.AssetNotLive;
            if (!sameAccount(signer, d.owner)) throw errors.NoPermission;
            Asset.insert(a.id, { ...d, issuer, admin, freezer });
            events.emit({ type: 'TeamChanged', value: { asset_id: a.id, issuer, admin, freezer } });
          },
        },
      ),
      set_metadata: call(
        17,
        { id, name: text, symbol: text, decimals: field(u8, 'u8') },
        {
          weight: withText,
          docs: [
            'Set name, symbol and decimals; the signer must be the owner and reserves',
            '`MetadataDepositBase + MetadataDepositPerByte * (name.len + symbol.len)`.',
          ],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            fns.doSetMetadata(a.id, signer, a.name, a.symbol, a.decimals);
          },
        },
      ),
      clear_metadata: call(
        18,
        { id },
        {
          weight: W_DEPOSIT,
          docs: ['Remove the metadata and free its deposit; the signer must be the owner.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const d = fns.details(a.id);
            if (d.status.type !== 'Live') throw errors.AssetNotLive;
            if (!sameAccount(signer, d.owner)) throw errors.NoPermission;
            fns.doClearMetadata(a.id, d.owner);
          },
        },
      ),
      force_set_metadata: call(
        19,
        { id, name: text, symbol: text, decimals: field(u8, 'u8'), is_frozen: field(bool, 'bool') },
        {
          weight: withText,
          docs: ['Set the metadata from the force origin; any deposit stays as it is.'],
          handler: (origin, a) => {
            ensureRoot(origin);
            fns.doForceSetMetadata(a.id, a.name, a.symbol, a.decimals, a.is_frozen);
          },
        },
      ),
      force_clear_metadata: call(
        20,
        { id },
        {
          weight: W_DEPOSIT,
          docs: ['Remove the metadata from the force origin, returning its deposit to the owner.'],
          handler: (origin, a) => {
            ensureRoot(origin);
            fns.doClearMetadata(a.id, fns.details(a.id).owner);
          },
        },
      ),
      force_asset_status: call(
        21,
        {
          id,
          owner: who,
          issuer: who,
          admin: who,
          freezer: who,
          min_balance: amount,
          is_sufficient: field(bool, 'bool'),
          is_frozen: field(bool, 'bool'),
        },
        {
          weight: W_SIMPLE,
          docs: ['Rewrite the roles, minimum balance, sufficiency and frozen state from the force origin.'],
          handler: (origin, a) => {
            ensureRoot(origin);
            const d = fns.details(a.id);
            if (d.status.type === 'Destroying') throw errors.AssetNotLive;
            Asset.insert(a.id, {
              ...d,
              owner: lookupAddress(a.owner),
              issuer: lookupAddress(a.issuer),
              admin: lookupAddress(a.admin),
              freezer: lookupAddress(a.freezer),
              min_balance: a.min_balance,
              is_sufficient: a.is_sufficient,
              status: { type: a.is_frozen ? 'Frozen' : 'Live' },
            });
            events.emit({ type: 'AssetStatusChanged', value: { asset_id: a.id } });
          },
        },
      ),
      approve_transfer: call(
        22,
        { id, delegate: who, amount },
        {
          weight: W_DEPOSIT,
          docs: ['Let `delegate` move up to `amount` more of the signer units, reserving `ApprovalDeposit`.'],
          handler: (origin, a) => {
            const owner = ensureSigned(origin);
            fns.doApproveTransfer(a.id, owner, lookupAddress(a.delegate), a.amount);
          },
        },
      ),
      cancel_approval: call(
        23,
        { id, delegate: who },
        {
          weight: W_DEPOSIT,
          docs: ['Withdraw the signer approval for `delegate` and free its deposit.'],
          handler: (origin, a) => {
            const owner = ensureSigned(origin);
            fns.doCancelApproval(a.id, owner, lookupAddress(a.delegate));
          },
        },
      ),
      force_cancel_approval: call(
        24,
        { id, owner: who, delegate: who },
        {
          weight: W_DEPOSIT,
          docs: ['Withdraw an approval from the force origin or as the admin, freeing its deposit.'],
          handler: (origin, a) => {
            const d = fns.details(a.id);
            if (d.status.type !== 'Live') throw errors.AssetNotLive;
            const signer = forceOrSigned(origin);
            if (signer && !sameAccount(signer, d.admin)) throw errors.NoPermission;
            fns.doCancelApproval(a.id, lookupAddress(a.owner), lookupAddress(a.delegate));
          },
        },
      ),
      transfer_approved: call(
        25,
        { id, owner: who, destination: who, amount },
        {
          weight: W_TWO_ACCOUNTS,
          docs: ['As a delegate, move approved units from `owner` to `destination`.'],
          handler: (origin, a) => {
            const delegate = ensureSigned(origin);
            fns.doTransferApproved(
              a.id,
              lookupAddress(a.owner),
              delegate,
              lookupAddress(a.destination),
              a.amount,
            );
          },
        },
      ),
      touch: call(
        26,
        { id },
        {
          weight: W_DEPOSIT,
          docs: ['Create the signer empty account for the asset, reserving `AssetAccountDeposit`.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            fns.doTouch(a.id, signer, signer, false);
          },
        },
      ),
      refund: call(
        27,
        { id, allow_burn: field(bool, 'bool') },
        {
          weight: W_DEPOSIT,
          docs: [
            'Remove the signer account for the asset, returning its deposit or consumer reference;',
            'a non-zero balance is burned only with `allow_burn`.',
          ],
          handler: (origin, a) => fns.doRefund(a.id, ensureSigned(origin), a.allow_burn),
        },
      ),
      set_min_balance: call(
        28,
        { id, min_balance: field(u128, 'T::Balance') },
        {
          weight: W_SIMPLE,
          docs: [
            'Change the minimum balance of a non-sufficient asset; the signer must be the owner, and',
            'raising it needs the asset to have no accounts.',
          ],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const d = fns.details(a.id);
            if (!sameAccount(signer, d.owner)) throw errors.NoPermission;
            if (d.is_sufficient) throw errors.NoPermission;
            if (!(a.min_balance < d.min_balance || d.accounts === 0)) throw errors.NoPermission;
            Asset.insert(a.id, { ...d, min_balance: a.min_balance });
            events.emit({
              type: 'AssetMinBalanceChanged',
              value: { asset_id: a.id, new_min_balance: a.min_balance },
            });
          },
        },
      ),
      touch_other: call(
        29,
        { id, who },
        {
          weight: W_DEPOSIT,
          docs: [
            'Create an empty account for `who`, reserving the deposit from the signer (admin or freezer).',
          ],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            fns.doTouch(a.id, lookupAddress(a.who), signer, true);
          },
        },
      ),
      refund_other: call(
        30,
        { id, who },
        {
          weight: W_DEPOSIT,
          docs: ['Remove the empty account of `who` and return the deposit to whoever paid it.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            fns.doRefundOther(a.id, lookupAddress(a.who), signer);
          },
        },
      ),
      block: call(
        31,
        { id, who },
        {
          weight: W_SIMPLE,
          docs: ['Stop `who` from sending or receiving the asset; the signer must be the freezer.'],
          handler: (origin, a) => {
            const signer = ensureSigned(origin);
            const d = liveOrFrozen(a.id);
            if (!sameAccount(signer, d.freezer)) throw errors.NoPermission;
            const target = lookupAddress(a.who);
            setAccountStatus(a.id, target, 'Blocked');
            events.emit({ type: 'Blocked', value: { asset_id: a.id, who: target } });
          },
        },
      ),
      transfer_all: call(
        32,
        { id, dest: who, keep_alive: field(bool, 'bool') },
        {
          weight: W_TWO_ACCOUNTS,
          docs: ['Send everything the signer can send of the asset (less the minimum with `keep_alive`).'],
          handler: (origin, a) => {
            const source = ensureSigned(origin);
            const all = fungibles.reducibleBalance(a.id, source, a.keep_alive);
            fungibles.transfer(a.id, source, lookupAddress(a.dest), all, a.keep_alive);
          },
        },
      ),
    },
    {
      params: [{ name: 'T' }, { name: 'I' }],
      docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
    },
  );
}
