// frame_system errors, in FRAME's order.
import { defineErrors } from '../../support/errors.ts';

export const errors = defineErrors(
  'System',
  'frame_system::pallet::Error',
  {
    InvalidSpecName:
      'Never raised: Lumi has no runtime-upgrade call (new code would have to keep spec_name).',
    SpecVersionNeedsToIncrease:
      'Never raised: Lumi has no runtime-upgrade call (new code would need a higher spec_version).',
    FailedToExtractRuntimeVersion: 'Never raised: Lumi has no runtime-upgrade call to read a version from.',
    NonDefaultComposite: "Never raised: kept so that System's error indices match FRAME.",
    NonZeroRefCount: 'Never raised: Lumi reaps accounts only when their references reach zero.',
    CallFiltered: 'Never raised: Lumi applies no call filter to any origin.',
    MultiBlockMigrationsOngoing: 'Never raised: Lumi runs no multi-block migrations.',
    NothingAuthorized: 'Never raised: Lumi has no code-upgrade authorization.',
    Unauthorized: 'Never raised: Lumi has no code-upgrade authorization.',
  },
  { params: [{ name: 'T' }], docs: ['The errors the calls of System fail with.'] },
);
