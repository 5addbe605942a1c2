// pallet_balances events (FRAME's indices).
import { AccountId32 } from '../../primitives/core.ts';
import { field, u128, variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';
import { BalanceStatus } from './types.ts';

const who = field(AccountId32, 'T::AccountId');
const amount = field(u128, 'T::Balance');

export const events = defineEvents(
  'Balances',
  'pallet_balances::pallet::Event',
  {
    Endowed: variant(0, { account: who, free_balance: amount }, [
      'An account was created with some free balance.',
    ]),
    DustLost: variant(1, { account: who, amount }, [
      'An account was removed whose balance was non-zero but below ExistentialDeposit,',
      'resulting in an outright loss.',
    ]),
    Transfer: variant(2, { from: who, to: who, amount }, ['Transfer succeeded.']),
    BalanceSet: variant(3, { who, free: amount }, ['A balance was set by root.']),
    Reserved: variant(4, { who, amount }, ['Some balance was reserved (moved from free to reserved).']),
    Unreserved: variant(5, { who, amount }, ['Some balance was unreserved (moved from reserved to free).']),
    ReserveRepatriated: variant(
      6,
      { from: who, to: who, amount, destination_status: field(BalanceStatus, 'Status') },
      [
        'Some balance was moved from the reserve of the first account to the second account.',
        'Final argument indicates the destination balance type.',
      ],
    ),
    Deposit: variant(7, { who, amount }, ['Some amount was deposited (e.g. for transaction fees).']),
    Withdraw: variant(8, { who, amount }, [
      'Some amount was withdrawn from the account (e.g. for transaction fees).',
    ]),
    Slashed: variant(9, { who, amount }, [
      'Some amount was removed from the account (e.g. for misbehavior).',
    ]),
    Minted: variant(10, { who, amount }, ['Some amount was minted into an account.']),
    Burned: variant(11, { who, amount }, ['Some amount was burned from an account.']),
    Suspended: variant(12, { who, amount }, [
      'Some amount was suspended from an account (it can be restored later).',
    ]),
    Restored: variant(13, { who, amount }, ['Some amount was restored into an account.']),
    Upgraded: variant(14, { who }, ['An account was upgraded.']),
    Issued: variant(15, { amount }, [
      'Total issuance was increased by `amount`, creating a credit to be balanced.',
    ]),
    Rescinded: variant(16, { amount }, [
      'Total issuance was decreased by `amount`, creating a debt to be balanced.',
    ]),
    Locked: variant(17, { who, amount }, ['Some balance was locked.']),
    Unlocked: variant(18, { who, amount }, ['Some balance was unlocked.']),
    Frozen: variant(19, { who, amount }, ['Some balance was frozen.']),
    Thawed: variant(20, { who, amount }, ['Some balance was thawed.']),
    TotalIssuanceForced: variant(21, { old: field(u128, 'T::Balance'), new: field(u128, 'T::Balance') }, [
      'The `TotalIssuance` was forcefully changed.',
    ]),
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The events this pallet deposits.'] },
);
