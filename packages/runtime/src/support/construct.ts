// construct_runtime!: fixes pallet indices and derives RuntimeCall / RuntimeEvent / RuntimeError and the
// composite enums RuntimeHoldReason / RuntimeFreezeReason.
import type { ValueOf } from '../scale/index.ts';
import { enumType, field, struct, variant, vec } from '../scale/index.ts';
import type { EnumType, VariantDecl } from '../scale/index.ts';
import { H256 } from '../primitives/core.ts';
import type { AccountId } from '../primitives/core.ts';
import { PhaseType } from '../primitives/runtime-types.ts';
import type { DispatchInfo, PostDispatchInfo } from './calls.ts';
import { transactional } from './context.ts';
import type { Origin } from './origin.ts';
import { bindOuter } from './outer.ts';
import type { RuntimeCallValue } from './outer.ts';
import type { CompositeEnum, PalletDef } from './pallet.ts';
import { registerPalletIndex } from './pallet-index.ts';

export interface PalletEntry {
  readonly index: number;
  readonly pallet: PalletDef;
}

export interface RuntimeDef {
  readonly name: string;
  readonly pallets: readonly PalletEntry[];
  readonly RuntimeCall: EnumType<Record<string, VariantDecl>>;
  readonly RuntimeEvent: EnumType<Record<string, VariantDecl>>;
  readonly RuntimeError: EnumType<Record<string, VariantDecl>>;
  /** One variant per pallet with a `HoldReason`; no variants when no pallet holds (as in FRAME). */
  readonly RuntimeHoldReason: EnumType<Record<string, VariantDecl>>;
  readonly RuntimeFreezeReason: EnumType<Record<string, VariantDecl>>;
  /** One variant per pallet with an origin type (on Lumi only System's `system`), as in FRAME. */
  readonly OriginCaller: EnumType<Record<string, VariantDecl>>;
  readonly EventRecord: ReturnType<typeof eventRecordType>;
  /**
   * The genesis presets as a whole, when the runtime configuration gives its own instead of each pallet's
   * contribution (asset-hub-dev seeds other tokens than the pallets' Lumi presets).
   */
  readonly preset?: (name: string) => Record<string, unknown>;
  pallet(name: string): PalletEntry | undefined;
  /** Dispatches in a transactional layer: a thrown DispatchError leaves no storage change. */
  dispatch: (origin: Origin, call: RuntimeCallValue) => void | PostDispatchInfo;
  info: (call: RuntimeCallValue) => DispatchInfo;
  /** The storage keys the call names in its arguments (its pallet's `touches` hint; see CallSpec). */
  touches: (call: RuntimeCallValue, signer: AccountId | undefined) => readonly Uint8Array[];
}

function eventRecordType(runtimeEvent: EnumType<Record<string, VariantDecl>>) {
  return struct(
    'frame_system::EventRecord',
    {
      phase: field(PhaseType, 'Phase'),
      event: field(runtimeEvent, 'E'),
      topics: field(vec(H256), 'Vec<T>'),
    },
    {
      params: [
        { name: 'E', type: runtimeEvent },
        { name: 'T', type: H256 },
      ],
    },
  );
}
/** A RuntimeEvent value: { type: pallet name, value: { type: event name, value: its fields } }. */
export interface RuntimeEventValue {
  type: string;
  value: { type: string; value?: unknown };
}
/** `EventRecord<RuntimeEvent, H256>`, its event typed as the outer enum (the DSL's generic enum leaves it `any`). */
export type EventRecordValue = Omit<ValueOf<ReturnType<typeof eventRecordType>>, 'event'> & {
  event: RuntimeEventValue;
};

/** FRAME names a reason variant's field by the pallet crate, e.g. `pallet_preimage::HoldReason`. */
function reasonTypeName(reason: CompositeEnum, kind: string): string {
  return `${reason.info.path[0] ?? 'pallet'}::${kind}`;
}

/**
 * Builds the runtime from `[index, pallet]` pairs. `crate` names the runtime crate in type paths
 * (e.g. 'lumi_runtime::RuntimeCall').
 */
export function constructRuntime(
  crate: string,
  entries: readonly (readonly [number, PalletDef])[],
  options: { preset?: (name: string) => Record<string, unknown> } = {},
): RuntimeDef {
  const pallets = [...entries]
    .map(([index, pallet]) => ({ index, pallet }))
    .sort((a, b) => a.index - b.index);
  const byName = new Map<string, PalletEntry>();
  for (const e of pallets) {
    if (byName.has(e.pallet.name)) throw new Error(`pallet ${e.pallet.name} listed twice`);
    if (pallets.filter((p) => p.index === e.index).length > 1)
      throw new Error(`pallet index ${e.index} used twice`);
    byName.set(e.pallet.name, e);
    registerPalletIndex(e.pallet.name, e.index);
  }
  const hidden = 'self::sp_api_hidden_includes_construct_runtime::hidden_include::dispatch';
  const callVariants: Record<string, VariantDecl> = {};
  const eventVariants: Record<string, VariantDecl> = {};
  const errorVariants: Record<string, VariantDecl> = {};
  const holdVariants: Record<string, VariantDecl> = {};
  const freezeVariants: Record<string, VariantDecl> = {};
  const originVariants: Record<string, VariantDecl> = {};
  let holdReasonCount = 0;
  for (const { index, pallet: p } of pallets) {
    if (p.calls)
      callVariants[p.name] = variant(
        index,
        field(p.calls.type, `${hidden}::CallableCallFor<${p.name}, Runtime>`),
      );
    if (p.events) eventVariants[p.name] = variant(index, field(p.events.type, `${p.name}Event`));
    if (p.errors) errorVariants[p.name] = variant(index, field(p.errors.type, `${p.name}Error`));
    if (p.origin) {
      // FRAME names frame_system's variant `system` and every other pallet's by the pallet.
      const isSystem = p.name === 'System';
      originVariants[isSystem ? 'system' : p.name] = variant(
        index,
        field(p.origin, isSystem ? 'frame_system::Origin<Runtime>' : `${p.name}Origin`),
      );
    }
    if (p.holdReason) {
      holdVariants[p.name] = variant(index, field(p.holdReason, reasonTypeName(p.holdReason, 'HoldReason')));
      holdReasonCount += Object.keys(p.holdReason.variants).length;
    }
    if (p.freezeReason)
      freezeVariants[p.name] = variant(
        index,
        field(p.freezeReason, reasonTypeName(p.freezeReason, 'FreezeReason')),
      );
  }
  const RuntimeCall = enumType(`${crate}::RuntimeCall`, callVariants);
  const RuntimeEvent = enumType(`${crate}::RuntimeEvent`, eventVariants);
  const RuntimeError = enumType(`${crate}::RuntimeError`, errorVariants);
  const RuntimeHoldReason = enumType(`${crate}::RuntimeHoldReason`, holdVariants);
  const RuntimeFreezeReason = enumType(`${crate}::RuntimeFreezeReason`, freezeVariants);
  const OriginCaller = enumType(`${crate}::OriginCaller`, originVariants);

  const callsOf = (call: RuntimeCallValue) => {
    const calls = byName.get(call.type)?.pallet.calls;
    if (!calls) throw new Error(`no pallet with calls named ${call.type}`);
    return calls;
  };
  const def: RuntimeDef = {
    name: crate,
    pallets,
    RuntimeCall,
    RuntimeEvent,
    RuntimeError,
    RuntimeHoldReason,
    RuntimeFreezeReason,
    OriginCaller,
    EventRecord: eventRecordType(RuntimeEvent),
    ...(options.preset ? { preset: options.preset } : {}),
    pallet: (name) => byName.get(name),
    dispatch: (origin, call) => transactional(() => callsOf(call).dispatch(origin, call.value)),
    info: (call) => callsOf(call).info(call.value),
    touches: (call, signer) => callsOf(call).touches(call.value, signer),
  };
  bindOuter({
    runtimeCall: RuntimeCall,
    eventRecord: def.EventRecord,
    runtimeHoldReason: RuntimeHoldReason,
    runtimeFreezeReason: RuntimeFreezeReason,
    holdReasonCount,
    dispatch: def.dispatch,
    info: def.info,
  });
  return def;
}
