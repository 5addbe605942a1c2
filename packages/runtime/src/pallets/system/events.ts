// frame_system events.
import { AccountId32, H256 } from '../../primitives/core.ts';
import { DispatchErrorType } from '../../primitives/dispatch-error.ts';
import { DispatchEventInfo } from '../../primitives/weight.ts';
import { field, variant } from '../../scale/index.ts';
import { defineEvents } from '../../support/events.ts';

export const events = defineEvents(
  'System',
  'frame_system::pallet::Event',
  {
    ExtrinsicSuccess: variant(0, { dispatch_info: field(DispatchEventInfo, 'DispatchEventInfo') }, [
      'An extrinsic dispatched without error; `dispatch_info` gives its weight, class and fee',
      'status.',
    ]),
    ExtrinsicFailed: variant(
      1,
      {
        dispatch_error: field(DispatchErrorType, 'DispatchError'),
        dispatch_info: field(DispatchEventInfo, 'DispatchEventInfo'),
      },
      ['An extrinsic was included but its call failed with `dispatch_error`.'],
    ),
    CodeUpdated: variant(2, undefined, ['The runtime code at `:code` changed.']),
    NewAccount: variant(3, { account: field(AccountId32, 'T::AccountId') }, [
      '`account` got its first provider or sufficient reference and now exists.',
    ]),
    KilledAccount: variant(4, { account: field(AccountId32, 'T::AccountId') }, [
      '`account` lost its last reference and was removed from state.',
    ]),
    Remarked: variant(5, { sender: field(AccountId32, 'T::AccountId'), hash: field(H256, 'T::Hash') }, [
      '`sender` called `remark_with_event`; `hash` is the blake2-256 hash of the remark.',
    ]),
  },
  {
    params: [{ name: 'T' }],
    docs: ['The events System deposits.'],
  },
);
