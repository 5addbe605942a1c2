// DryRunApi (version 2, as polkadot-sdk's xcm-runtime-apis declares it): dry_run_call dispatches a call with
// any origin on a copy of the state and reports its result and events; dry_run_xcm answers Unimplemented,
// since Lumi has no XCM executor. Lumi never sends XCM, so local_xcm is None and forwarded_xcms is empty.
import { dryRunCall } from '../executive/dry-run.ts';
import { DispatchResultWithPostInfoType } from '../primitives/dispatch-error.ts';
import { runtime } from '../runtime.ts';
import { enumType, field, lazy, option, result, struct, tuple, u32, variant, vec } from '../scale/index.ts';
import type { Origin } from '../support/origin.ts';
import { V5Outcome } from '../xcm/v5.ts';
import { VersionedLocation, VersionedXcm } from '../xcm/versioned.ts';
import { api, method } from './api.ts';

export const XcmDryRunApiError = enumType('xcm_runtime_apis::dry_run::Error', {
  Unimplemented: variant(0),
  VersionedConversionFailed: variant(1),
});

const ForwardedXcms = field(
  vec(tuple(VersionedLocation, vec(VersionedXcm))),
  'Vec<(VersionedLocation, Vec<VersionedXcm<()>>)>',
);
// The outer enums are the selected runtime's, known once it is constructed: declared lazily.
const RuntimeEventRef = lazy(() => runtime().RuntimeEvent);
const OriginCallerRef = lazy(() => runtime().OriginCaller);
const RuntimeCallRef = lazy(() => runtime().RuntimeCall);
const eventParams = { params: [{ name: 'Event', type: RuntimeEventRef }] };

export const CallDryRunEffects = struct(
  'xcm_runtime_apis::dry_run::CallDryRunEffects',
  {
    execution_result: field(DispatchResultWithPostInfoType, 'DispatchResultWithPostInfo'),
    emitted_events: field(vec(RuntimeEventRef), 'Vec<Event>'),
    local_xcm: field(option(VersionedXcm), 'Option<VersionedXcm<()>>'),
    forwarded_xcms: ForwardedXcms,
  },
  eventParams,
);

export const XcmDryRunEffects = struct(
  'xcm_runtime_apis::dry_run::XcmDryRunEffects',
  {
    execution_result: field(V5Outcome, 'Outcome'),
    emitted_events: field(vec(RuntimeEventRef), 'Vec<Event>'),
    forwarded_xcms: ForwardedXcms,
  },
  eventParams,
);

type OriginCallerValue = { type: string; value?: { type: string; value?: unknown } };

/** OriginCaller → the origin pallets check. Lumi's only origin-bearing pallet is System. */
function toOrigin(caller: OriginCallerValue): Origin {
  const raw = caller.value!;
  return raw.type === 'Signed'
    ? { type: 'Signed', who: raw.value as Uint8Array }
    : { type: raw.type as 'Root' | 'None' | 'Authorized' };
}

export const DryRunApi = api(
  'DryRunApi',
  2,
  [
    method(
      'dry_run_call',
      [
        ['origin', OriginCallerRef],
        ['call', RuntimeCallRef],
        ['result_xcms_version', u32],
      ],
      result(CallDryRunEffects, XcmDryRunApiError),
      ({ state, at }, origin, call) => {
        const run = dryRunCall(state, at, toOrigin(origin), call);
        return {
          ok: true as const,
          value: {
            execution_result: run.result,
            emitted_events: run.events,
            local_xcm: undefined,
            forwarded_xcms: [],
          },
        };
      },
      [
        ' Dispatches `call` as `origin` on a copy of the state (nothing is kept) and reports the dispatch',
        ' result with its post-dispatch info and the events it deposited. Transaction checks (signature,',
        ' nonce, fee payment) are not run: combine with TransactionPaymentApi for those. No XCM is produced',
        ' on Lumi, so `result_xcms_version` only selects the (empty) XCM output format.',
      ],
    ),
    method(
      'dry_run_xcm',
      [
        ['origin_location', VersionedLocation],
        ['xcm', VersionedXcm],
      ],
      result(XcmDryRunEffects, XcmDryRunApiError),
      () => ({ ok: false as const, error: { type: 'Unimplemented' as const } }),
      [' Always Err(Unimplemented): Lumi has no XCM executor to run a program with.'],
    ),
  ],
  [
    ' Predicts what a call would do before it is signed: its dispatch result (with the pallet error of a',
    ' failure) and its events. Named and shaped as polkadot-sdk declares it, so generic clients use it.',
  ],
);
