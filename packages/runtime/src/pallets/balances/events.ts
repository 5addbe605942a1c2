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
      '`account` came into existence holding `free_balance`.',
    ]),
    DustLost: variant(1, { account: who, amount }, [
      '`account` was reaped with `amount` left, less than the existential deposit; that',
      'dust is burned.',
    ]),
    Transfer: variant(2, { from: who, to: who, amount }, ['`amount` moved from `from` to `to`.']),
    BalanceSet: variant(3, { who, free: amount }, [
      'Root set the free balance of `who` to `free` with `force_set_balance`.',
    ]),
    Reserved: variant(4, { who, amount }, ['`amount` of the free balance of `who` is now reserved.']),
    Unreserved: variant(5, { who, amount }, ['`amount` of the reserved balance of `who` is free again.']),
    ReserveRepatriated: variant(
      6,
      { from: who, to: who, amount, destination_status: field(BalanceStatus, 'Status') },
      [
        '`amount` left the reserve of `from` for `to`, landing in the balance of `to` that',
        '`destination_status` names (free or reserved).',
      ],
    ),
    Deposit: variant(7, { who, amount }, ['`amount` was credited to `who`, e.g. a fee refund.']),
    Withdraw: variant(8, { who, amount }, [
      '`amount` was debited from `who`, e.g. to pay a transaction fee.',
    ]),
    Slashed: variant(9, { who, amount }, [
      '`amount` was taken from the reserved balance of `who` and burned.',
    ]),
    Minted: variant(10, { who, amount }, ['`amount` of new issuance went to `who`.']),
    Burned: variant(11, { who, amount }, ['`amount` was destroyed out of the balance of `who`.']),
    Suspended: variant(12, { who, amount }, [
      "Never emitted by Lumi (no pallet suspends balances); kept for FRAME's indices.",
    ]),
    Restored: variant(13, { who, amount }, [
      "Never emitted by Lumi (no pallet suspends balances); kept for FRAME's indices.",
    ]),
    Upgraded: variant(14, { who }, ['Never emitted by Lumi: every account already has the current layout.']),
    Issued: variant(15, { amount }, [
      'TotalIssuance grew by `amount` (e.g. `force_set_balance` raised a balance).',
    ]),
    Rescinded: variant(16, { amount }, [
      'TotalIssuance shrank by `amount` (e.g. `force_set_balance` lowered a balance).',
    ]),
    Locked: variant(17, { who, amount }, ['Never emitted by Lumi: no pallet sets locks.']),
    Unlocked: variant(18, { who, amount }, ['Never emitted by Lumi: no pallet sets locks.']),
    Frozen: variant(19, { who, amount }, ['Never emitted by Lumi: no pallet freezes native balance.']),
    Thawed: variant(20, { who, amount }, ['Never emitted by Lumi: no pallet freezes native balance.']),
    TotalIssuanceForced: variant(21, { old: field(u128, 'T::Balance'), new: field(u128, 'T::Balance') }, [
      'Root moved TotalIssuance from `old` to `new` with `force_adjust_total_issuance`.',
    ]),
  },
  { params: [{ name: 'T' }, { name: 'I' }], docs: ['The events this pallet deposits.'] },
);
