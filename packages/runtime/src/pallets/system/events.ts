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
      'An extrinsic completed successfully.',
    ]),
    ExtrinsicFailed: variant(
      1,
      {
        dispatch_error: field(DispatchErrorType, 'DispatchError'),
        dispatch_info: field(DispatchEventInfo, 'DispatchEventInfo'),
      },
      ['An extrinsic failed.'],
    ),
    CodeUpdated: variant(2, undefined, ['`:code` was updated.']),
    NewAccount: variant(3, { account: field(AccountId32, 'T::AccountId') }, ['A new account was created.']),
    KilledAccount: variant(4, { account: field(AccountId32, 'T::AccountId') }, ['An account was reaped.']),
    Remarked: variant(5, { sender: field(AccountId32, 'T::AccountId'), hash: field(H256, 'T::Hash') }, [
      'On on-chain remark happened.',
    ]),
  },
  { params: [{ name: 'T' }], docs: ['The events System deposits.'] },
);
