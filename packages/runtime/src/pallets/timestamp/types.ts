// pallet_timestamp types: the moment is milliseconds since the Unix epoch.
import { u64 } from '../../scale/index.ts';

export const Moment = u64;
