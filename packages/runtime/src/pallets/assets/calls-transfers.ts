// pallet_assets calls that move units: mint, burn, the transfers, and approvals (a delegate moving units).
import { lookupAddress } from '../../primitives/address.ts';
import { bool, field } from '../../scale/index.ts';
import { call } from '../../support/calls.ts';
import { ensureSigned } from '../../support/origin.ts';
import { sameAccount } from './functions.ts';
import type { AssetsCallParts } from './calls-shared.ts';
import {
  W_DEPOSIT,
  W_ONE_ACCOUNT,
  W_TWO_ACCOUNTS,
  amount,
  forceOrSigned,
  idField,
  who,
} from './calls-shared.ts';

export function transferCalls<Id>(parts: AssetsCallParts<Id>) {
  const id = idField(parts.config);
  const { errors, fns } = parts;
  const fungibles = fns.fungibles;
  return {
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
        touches: (a, signer) => fns.transferKeys(a.id, ...(signer ? [signer] : []), lookupAddress(a.target)),
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
        touches: (a, signer) => fns.transferKeys(a.id, ...(signer ? [signer] : []), lookupAddress(a.target)),
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
        touches: (a) => fns.transferKeys(a.id, lookupAddress(a.source), lookupAddress(a.dest)),
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
  };
}
