// frame_system errors, in FRAME's order.
import { defineErrors } from '../../support/errors.ts';

const OPTS = { params: [{ name: 'T' }], docs: ['The errors the calls of System fail with.'] };

const BEFORE_TASKS = {
  InvalidSpecName: 'Never raised: Lumi has no runtime-upgrade call (new code would have to keep spec_name).',
  SpecVersionNeedsToIncrease:
    'Never raised: Lumi has no runtime-upgrade call (new code would need a higher spec_version).',
  FailedToExtractRuntimeVersion: 'Never raised: Lumi has no runtime-upgrade call to read a version from.',
  NonDefaultComposite: "Never raised: kept so that System's error indices match FRAME.",
  NonZeroRefCount: 'Never raised: Lumi reaps accounts only when their references reach zero.',
  CallFiltered: 'Never raised: Lumi applies no call filter to any origin.',
  MultiBlockMigrationsOngoing: 'Never raised: Lumi runs no multi-block migrations.',
} as const;
const AFTER_TASKS = {
  NothingAuthorized: 'Never raised: Lumi has no code-upgrade authorization.',
  Unauthorized: 'Never raised: Lumi has no code-upgrade authorization.',
} as const;

export const errors = defineErrors(
  'System',
  'frame_system::pallet::Error',
  { ...BEFORE_TASKS, ...AFTER_TASKS },
  OPTS,
);

/**
 * frame_system's errors with its `experimental` tasks feature, as Asset Hub's runtime builds it: InvalidTask and
 * FailedTask sit before NothingAuthorized. Lumi raises none of these, so the two lists differ only in metadata.
 */
export const errorsWithTasks = defineErrors(
  'System',
  'frame_system::pallet::Error',
  {
    ...BEFORE_TASKS,
    InvalidTask: 'Never raised: Lumi runs no tasks.',
    FailedTask: 'Never raised: Lumi runs no tasks.',
    ...AFTER_TASKS,
  },
  OPTS,
);
