// pallet_sudo calls: the sudo key dispatches any call as Root (or as another account).
import { MultiAddress, lookupAddress } from '../../primitives/address.ts';
import { WeightType, addWeight, weight } from '../../primitives/weight.ts';
import { field } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { RuntimeCallRef, callInfo } from '../../support/outer.ts';
import { events } from './events.ts';
import { ensureSudo, run } from './functions.ts';
import { Key } from './storage.ts';

const boxedCall = field(RuntimeCallRef, 'Box<<T as Config>::RuntimeCall>');
const who = field(MultiAddress, 'AccountIdLookupOf<T>');

const SUDO_WEIGHT = weight(10_000_000n, 1_517n);

export const calls = defineCalls(
  'Sudo',
  'pallet_sudo::pallet::Call',
  {
    sudo: call(
      0,
      { call: boxedCall },
      {
        weight: (a) => addWeight(SUDO_WEIGHT, callInfo(a.call).weight),
        class: (a) => callInfo(a.call).class,
        docs: ['Checks that the caller holds the sudo key, then runs `call` as Root; the fee is waived.'],
        handler: (origin, a) => {
          ensureSudo(origin);
          events.emit({ type: 'Sudid', value: { sudo_result: run({ type: 'Root' }, a.call) } });
          return { paysFee: 'No' };
        },
      },
    ),
    sudo_unchecked_weight: call(
      1,
      { call: boxedCall, weight: field(WeightType, 'Weight') },
      {
        weight: (a) => a.weight,
        class: (a) => callInfo(a.call).class,
        docs: [
          'Like `sudo`, but the block is charged the `weight` given here instead of the weight',
          'the inner call declares.',
        ],
        handler: (origin, a) => {
          ensureSudo(origin);
          events.emit({ type: 'Sudid', value: { sudo_result: run({ type: 'Root' }, a.call) } });
          return { paysFee: 'No' };
        },
      },
    ),
    set_key: call(
      2,
      { new: who },
      {
        weight: weight(10_000_000n, 1_517n),
        docs: ['Hands the sudo key to `new`; only the current key holder (or Root) may do so.'],
        handler: (origin, a) => {
          ensureSudo(origin);
          const next = lookupAddress(a.new);
          events.emit({ type: 'KeyChanged', value: { old: Key.get(), new: next } });
          Key.set(next);
          return { paysFee: 'No' };
        },
      },
    ),
    sudo_as: call(
      3,
      { who, call: boxedCall },
      {
        weight: (a) => addWeight(SUDO_WEIGHT, callInfo(a.call).weight),
        class: (a) => callInfo(a.call).class,
        docs: ['Checks that the caller holds the sudo key, then runs `call` as if `who` had signed it.'],
        handler: (origin, a) => {
          ensureSudo(origin);
          const target = lookupAddress(a.who);
          events.emit({
            type: 'SudoAsDone',
            value: { sudo_result: run({ type: 'Signed', who: target }, a.call) },
          });
          return { paysFee: 'No' };
        },
      },
    ),
    remove_key: call(
      4,
      {},
      {
        weight: weight(10_000_000n, 1_517n),
        docs: ['Deletes the sudo key, so no account can use Sudo afterwards; irreversible.'],
        handler: (origin) => {
          ensureSudo(origin);
          events.emit({ type: 'KeyRemoved' });
          Key.kill();
          return { paysFee: 'No' };
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
