// Event deposits: each EventRecord's bytes (phase, pallet index, event, topics) are assembled in one shared
// writer; these pin the record layout, the count, topics, rollback and a failing encoding to what FRAME stores.
import { beforeAll, describe, expect, it } from 'vitest';
import { PhaseType } from '../src/primitives/runtime-types.ts';
import { compact, u32, u64, variant } from '../src/scale/index.ts';
import { EVENT_COUNT_KEY, EVENTS_KEY, defineEvents, depositRuntimeEvent } from '../src/support/events.ts';
import { withContext } from '../src/support/context.ts';
import type { ExecContext } from '../src/support/context.ts';
import { MemoryState } from '../src/support/memory-state.ts';
import { OverlayState } from '../src/support/overlay.ts';
import { palletIndex } from '../src/support/pallet-index.ts';
import { runtime } from '../src/runtime.ts';

const events = defineEvents('Balances', 'pallet_balances::pallet::Event', {
  Small: variant(0, u32),
  Wide: variant(1, { a: u64, b: u64, c: u64, d: u64, e: u64, f: u64, g: u64, h: u64, i: u64 }),
});

function context(blockNumber = 1, phase: ExecContext['phase'] = { type: 'ApplyExtrinsic', value: 3 }) {
  return { state: new OverlayState(new MemoryState()), blockNumber, phase } satisfies ExecContext;
}

const cat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

describe('event deposits', () => {
  // Constructing the runtime registers the pallets' indices.
  beforeAll(() => void runtime());

  it('store phase ++ pallet index ++ event ++ topics per record and count them', () => {
    const c = context();
    const wide = { a: 1n, b: 2n, c: 3n, d: 4n, e: 5n, f: 6n, g: 7n, h: 8n, i: 2n ** 64n - 1n };
    const topic = new Uint8Array(32).fill(7);
    withContext(c, () => {
      events.emit({ type: 'Small', value: 42 });
      events.emit({ type: 'Wide', value: wide }, [topic]);
      depositRuntimeEvent(new Uint8Array([9, 1, 2]));
    });
    const phase = PhaseType.encode({ type: 'ApplyExtrinsic', value: 3 });
    const index = new Uint8Array([palletIndex('Balances')]);
    const none = compact(u32).encode(0);
    const one = compact(u32).encode(1);
    const expected = [
      cat(phase, index, events.type.encode({ type: 'Small', value: 42 }), none),
      cat(phase, index, events.type.encode({ type: 'Wide', value: wide }), one, topic),
      cat(phase, new Uint8Array([9, 1, 2]), none),
    ];
    // Each record keeps its own bytes: a later one assembled in the same writer never shows through.
    expect(c.state.get(EVENTS_KEY)).toEqual(cat(compact(u32).encode(3), ...expected));
    expect(u32.decode(c.state.get(EVENT_COUNT_KEY)!)).toBe(3);
  });

  it('vanish with a rolled-back layer, and a value that cannot be encoded changes nothing', () => {
    const c = context();
    withContext(c, () => {
      events.emit({ type: 'Small', value: 1 });
      expect(() =>
        c.state.transactional(() => {
          events.emit({ type: 'Small', value: 2 });
          throw new Error('dispatch failed');
        }),
      ).toThrow('dispatch failed');
      expect(() => events.emit({ type: 'Small', value: -1 })).toThrow();
      events.emit({ type: 'Small', value: 3 });
    });
    const phase = PhaseType.encode({ type: 'ApplyExtrinsic', value: 3 });
    const index = new Uint8Array([palletIndex('Balances')]);
    const rec = (v: number) =>
      cat(phase, index, events.type.encode({ type: 'Small', value: v }), new Uint8Array([0]));
    expect(c.state.get(EVENTS_KEY)).toEqual(cat(compact(u32).encode(2), rec(1), rec(3)));
    expect(u32.decode(c.state.get(EVENT_COUNT_KEY)!)).toBe(2);
  });

  it('are not recorded at genesis or where events are discarded', () => {
    const genesis = context(0);
    withContext(genesis, () => events.emit({ type: 'Small', value: 1 }));
    expect(genesis.state.get(EVENTS_KEY)).toBeUndefined();
    const validation = { ...context(), discardEvents: true };
    withContext(validation, () => events.emit({ type: 'Small', value: 1 }));
    expect(validation.state.get(EVENTS_KEY)).toBeUndefined();
  });
});
