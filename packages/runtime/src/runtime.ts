// construct_runtime!: the pallets of Lumi at their fixed indices. Adding a pallet = its folder + one line.
import { System } from './pallets/system/index.ts';
import { Timestamp } from './pallets/timestamp/index.ts';
import { struct } from './scale/index.ts';
import { constructRuntime } from './support/construct.ts';

export const runtime = constructRuntime('lumi_runtime', [
  [0, System],
  [1, Timestamp],
]);

/** The `Runtime` marker type metadata names as the runtime's type. */
export const RuntimeType = struct('lumi_runtime::Runtime', {});
