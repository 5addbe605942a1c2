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
  deposit(undefined, (w) => w.bytes(runtimeEvent), topics);
}

/**
 * One writer every EventRecord is assembled in (records are built one at a time and never from inside an
 * event's own encoding): phase, event and topics go straight into it and one copy leaves, where encoding each
 * part on its own cost four arrays per event — a transfer deposits six events.
 */
const record = new Writer(256);

/**
 * Appends EventRecord { phase, event, topics } to System.Events, where the event is `palletIndex` (when
 * given) ++ what `writeEvent` writes, and bumps System.EventCount; records topics in System.EventTopics.
 */
function deposit(
  palletIndex: number | undefined,
  writeEvent: (w: Writer) => void,
  topics: readonly Uint8Array[],
): void {
  const c = ctx();
  // As FRAME: no events are recorded at genesis (block 0).
  if (c.blockNumber === 0 || c.discardEvents) return;
  const state = c.state;
  const countRaw = state.getHex(EVENT_COUNT_HEX, EVENT_COUNT_KEY);
  const index = countRaw && countRaw.length === 4 ? u32.decode(countRaw) : 0;
  record.pos = 0;
  PhaseType.encodeTo(record, c.phase);
  if (palletIndex !== undefined) record.u8(palletIndex);
  writeEvent(record);
  record.compact(topics.length);
  for (const t of topics) record.bytes(t);
  state.append(EVENTS_KEY, record.finish(), EVENTS_HEX);
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
      deposit(index, (w) => type.encodeTo(w, event), topics ?? []);
    },
  };
}
