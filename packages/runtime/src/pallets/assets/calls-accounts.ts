// pallet_assets calls on deposit-held accounts: touch / touch_other create one, refund / refund_other remove it.
import { lookupAddress } from '../../primitives/address.ts';
import { bool, field } from '../../scale/index.ts';
import { call } from '../../support/calls.ts';
import { ensureSigned } from '../../support/origin.ts';
import type { AssetsCallParts } from './calls-shared.ts';
import { W_DEPOSIT, idField, who } from './calls-shared.ts';

export function accountCalls<Id>(parts: AssetsCallParts<Id>) {
  const id = idField(parts.config);
  const { fns } = parts;
  return {
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
  };
}
