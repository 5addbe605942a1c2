// Pallet events and their deposit into System.Events as EventRecord { phase, event: RuntimeEvent, topics }.
// Records are appended without decoding the Vec, and vanish with the transactional layer that made them.
import { u8aConcat } from '@polkadot/util';
import { PhaseType } from '../primitives/runtime-types.ts';
import { Writer, enumType, u32 } from '../scale/index.ts';
import type { EnumType, EnumValue, NamedOptions, VariantDecl } from '../scale/index.ts';
import { toHex } from './bytes.ts';
import { ctx } from './context.ts';
import { Blake2_128Concat, storagePrefix } from './hashing.ts';
import { palletIndex } from './pallet-index.ts';

export const EVENTS_KEY = storagePrefix('System', 'Events');
export const EVENT_COUNT_KEY = storagePrefix('System', 'EventCount');
const EVENT_TOPICS_PREFIX = storagePrefix('System', 'EventTopics');
const EVENTS_HEX = toHex(EVENTS_KEY);
const EVENT_COUNT_HEX = toHex(EVENT_COUNT_KEY);

/** Deposits one already-encoded RuntimeEvent (pallet index byte ++ pallet event) with optional topics. */
export function depositRuntimeEvent(runtimeEvent: Uint8Array, topics: readonly Uint8Array[] = []): void {
  deposit(undefined, runtimeEvent, topics);
}

/**
 * Appends EventRecord { phase, event, topics } to System.Events, where the event is `palletIndex` (when
 * given) ++ `event`, and bumps System.EventCount; records topics in System.EventTopics.
 */
function deposit(palletIndex: number | undefined, event: Uint8Array, topics: readonly Uint8Array[]): void {
  const c = ctx();
  // As FRAME: no events are recorded at genesis (block 0).
  if (c.blockNumber === 0 || c.discardEvents) return;
  const state = c.state;
  const countRaw = state.getHex(EVENT_COUNT_HEX, EVENT_COUNT_KEY);
  const index = countRaw && countRaw.length === 4 ? u32.decode(countRaw) : 0;
  const phase = PhaseType.encode(c.phase);
  const w = new Writer(phase.length + 1 + event.length + 5 + topics.length * 32);
  w.bytes(phase);
  if (palletIndex !== undefined) w.u8(palletIndex);
  w.bytes(event);
  w.compact(topics.length);
  for (const t of topics) w.bytes(t);
  state.append(EVENTS_KEY, w.finish(), EVENTS_HEX);
  state.setHex(EVENT_COUNT_HEX, u32.encode(index + 1));
  for (const t of topics) {
    const entry = new Writer(8);
    entry.u32(c.blockNumber);
    entry.u32(index);
    state.append(u8aConcat(EVENT_TOPICS_PREFIX, Blake2_128Concat.hash(t)), entry.finish());
  }
}

export interface PalletEvents<V extends Record<string, VariantDecl>> {
  readonly pallet: string;
  readonly type: EnumType<V>;
  /** Deposits the event in the current execution context. */
  emit(event: EnumValue<V>, topics?: readonly Uint8Array[]): void;
}

/** A pallet's Event enum (`path` like 'pallet_balances::pallet::Event'). */
export function defineEvents<V extends Record<string, VariantDecl>>(
  pallet: string,
  path: string,
  variants: V,
  opts: NamedOptions = {},
): PalletEvents<V> {
  const type = enumType(path, variants, opts);
  let index: number | undefined;
  return {
    pallet,
    type,
    emit(event, topics) {
      if (ctx().discardEvents) return;
      index ??= palletIndex(pallet);
      deposit(index, type.encode(event), topics ?? []);
    },
  };
}
