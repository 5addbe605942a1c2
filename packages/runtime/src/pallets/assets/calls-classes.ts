// pallet_assets calls on asset classes: create, force_create, the destroy sequence, and what the owner or the
// force origin changes of a class (ownership, team, status, minimum balance).
import { lookupAddress } from '../../primitives/address.ts';
import { bool, field, u128 } from '../../scale/index.ts';
import { call } from '../../support/calls.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import { sameAccount } from './functions.ts';
import type { AssetsCallParts } from './calls-shared.ts';
import {
  W_DEPOSIT,
  W_SIMPLE,
  amount,
  ensureCreateOrigin,
  forceOrSigned,
  idField,
  perItem,
  who,
} from './calls-shared.ts';

export function classCalls<Id>(parts: AssetsCallParts<Id>) {
  const id = idField(parts.config);
  const { config, events, errors, fns, store } = parts;
  const { Asset } = store;
  return {
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
          const owner = ensureCreateOrigin(parts, origin);
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
        docs: ['Remove up to `RemoveItemsLimit` approvals of an asset being destroyed, refunding deposits.'],
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
  };
}
