// frame_system errors, in FRAME's order.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'System',
  'frame_system::pallet::Error',
  {
    InvalidSpecName:
      'The name of specification does not match between the current runtime and the new runtime.',
    SpecVersionNeedsToIncrease:
      'The specification version is not allowed to decrease between the current runtime and the new runtime.',
    FailedToExtractRuntimeVersion: 'Failed to extract the runtime version from the new runtime.',
    NonDefaultComposite: 'Suicide called when the account has non-default composite data.',
    NonZeroRefCount: 'There is a non-zero reference count preventing the account from being purged.',
    CallFiltered: 'The origin filter prevent the call to be dispatched.',
    MultiBlockMigrationsOngoing:
      'A multi-block migration is ongoing and prevents the current code from being replaced.',
    NothingAuthorized: 'No upgrade authorized.',
    Unauthorized: 'The submitted code is not authorized.',
  },
  { params: [{ name: 'T' }], docs: ['The errors the calls of System fail with.'] },
);
