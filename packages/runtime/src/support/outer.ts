// Late-bound references to the outer (runtime-wide) types and dispatcher, so a pallet (Sudo) can name
// RuntimeCall and dispatch it without importing src/runtime.ts (which imports the pallet: a cycle).
import type { AnyType, ScaleType } from '../scale/index.ts';
import { lazy } from '../scale/index.ts';
import type { GenericCall, PostDispatchInfo, DispatchInfo } from './calls.ts';
import type { Origin } from './origin.ts';

/** A RuntimeCall value: { type: pallet name, value: { type: call name, value: args } }. */
export interface RuntimeCallValue {
  type: string;
  value: GenericCall;
}

export interface OuterBindings {
  runtimeCall: AnyType;
  /** frame_system::EventRecord<RuntimeEvent, H256>. */
  eventRecord: AnyType;
  runtimeHoldReason: AnyType;
  runtimeFreezeReason: AnyType;
  /** `VariantCountOf<RuntimeHoldReason>`: the sum of the pallets' HoldReason variant counts. */
  holdReasonCount: number;
  dispatch: (origin: Origin, call: RuntimeCallValue) => void | PostDispatchInfo;
  info: (call: RuntimeCallValue) => DispatchInfo;
}

let bound: OuterBindings | undefined;

export function bindOuter(b: OuterBindings): void {
  if (bound && bound !== b) throw new Error('a runtime was already constructed');
  bound = b;
}

function outer(): OuterBindings {
  if (!bound) throw new Error('no runtime constructed yet');
  return bound;
}

/** `RuntimeCall`, usable in call arguments (Box<RuntimeCall>). */
export const RuntimeCallRef = lazy<RuntimeCallValue>(
  () => outer().runtimeCall as ScaleType<RuntimeCallValue>,
);

/** `EventRecord<RuntimeEvent, H256>`, for System.Events. */
export const EventRecordRef = lazy<unknown>(() => outer().eventRecord);

/** `RuntimeHoldReason`, for Balances.Holds. */
export const RuntimeHoldReasonRef = lazy<unknown>(() => outer().runtimeHoldReason);

/** `RuntimeFreezeReason`, for Balances.Freezes. */
export const RuntimeFreezeReasonRef = lazy<unknown>(() => outer().runtimeFreezeReason);

/** How many holds an account can have at most: one per hold reason of the runtime. */
export const holdReasonCount = (): number => outer().holdReasonCount;

/** Dispatches a RuntimeCall in its own transactional layer; throws DispatchError on failure. */
export function dispatchCall(origin: Origin, call: RuntimeCallValue): void | PostDispatchInfo {
  return outer().dispatch(origin, call);
}

export function callInfo(call: RuntimeCallValue): DispatchInfo {
  return outer().info(call);
}
