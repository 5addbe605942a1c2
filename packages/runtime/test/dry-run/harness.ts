// Dry runs through the runtime's SCALE boundary (what state_call serves), with results summarised as the
// short names a table of cases can list: 'ok', 'Pallet.Error', 'Token.FundsUnavailable', 'BadOrigin'...
import { u8aConcat } from '@polkadot/util';
import { DryRunApi } from '../../src/apis/dry-run.ts';
import type { DispatchErrorValue } from '../../src/primitives/dispatch-error.ts';
import { runtime } from '../../src/runtime.ts';
import { u32 } from '../../src/scale/index.ts';
import type { RuntimeCallValue } from '../../src/support/outer.ts';
import type { HostChain } from '../helpers/chain.ts';

const dryRunCall = DryRunApi.methods.find((m) => m.name === 'dry_run_call')!;

export type DryOrigin = { type: 'Root' } | { type: 'None' } | { type: 'Signed'; value: Uint8Array };

export interface Effects {
  execution_result:
    | { ok: true; value: { actual_weight?: unknown; pays_fee: { type: string } } }
    | { ok: false; error: { post_info: unknown; error: DispatchErrorValue } };
  emitted_events: { type: string; value: { type: string; value?: unknown } }[];
  local_xcm?: unknown;
  forwarded_xcms: unknown[];
}

/** Runs DryRunApi_dry_run_call on the chain's head and decodes its answer. */
export function dryRun(chain: HostChain, origin: DryOrigin, call: RuntimeCallValue, xcmVersion = 5): Effects {
  const args = u8aConcat(
    runtime().OriginCaller.encode({ type: 'system', value: origin }),
    runtime().RuntimeCall.encode(call),
    u32.encode(xcmVersion),
  );
  const out: unknown = dryRunCall.output.decode(
    chain.rt.call(chain.state, 'DryRunApi_dry_run_call', args, chain.head),
  );
  const r = out as { ok: boolean; value?: Effects; error?: unknown };
  if (!r.ok) throw new Error(`dry_run_call failed at the API level: ${JSON.stringify(r.error)}`);
  return r.value!;
}

/** 'Pallet.Error' for a module error, 'Kind.Detail' for Token/Arithmetic/..., the variant name otherwise. */
export function errorName(e: DispatchErrorValue): string {
  if (e.type === 'Module') {
    const entry = runtime().pallets.find((p) => p.index === e.value.index);
    const errors = entry?.pallet.errors?.type as { variants?: Record<string, { index: number }> } | undefined;
    const name = Object.entries(errors?.variants ?? {}).find(([, v]) => v.index === e.value.error[0])?.[0];
    return `${entry?.pallet.name ?? e.value.index}.${name ?? e.value.error[0]}`;
  }
  const detail = (e as { value?: { type?: string } }).value?.type;
  return detail ? `${e.type}.${detail}` : e.type;
}

/**
 * The outcome as one name: the dispatch error, or for a successful Sudo.sudo the inner call's result from
 * its Sudid event (which is how FRAME reports a failed sudo call: Ok outside, Err inside the event).
 */
export function outcome(fx: Effects): string {
  if (!fx.execution_result.ok) return errorName(fx.execution_result.error.error);
  const sudid = fx.emitted_events.find((e) => e.type === 'Sudo' && e.value.type === 'Sudid');
  if (sudid) {
    const r = (sudid.value.value as { sudo_result: { ok: boolean; error?: DispatchErrorValue } }).sudo_result;
    return r.ok ? 'ok' : `Sudid ${errorName(r.error!)}`;
  }
  return 'ok';
}
