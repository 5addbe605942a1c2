// frame_system calls (the subset Lumi implements, at FRAME's indices).
import { weight } from '../../primitives/weight.ts';
import { bytes, field, tuple, u32, vec } from '../../scale/index.ts';
import { call, defineCalls } from '../../support/calls.ts';
import { ctx } from '../../support/context.ts';
import { blake2_256 } from '../../support/hashing.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import { dbWrites } from './constants.ts';
import { events } from './events.ts';

const KeyValue = tuple(bytes, bytes);

export const calls = defineCalls(
  'System',
  'frame_system::pallet::Call',
  {
    remark: call(
      0,
      { remark: field(bytes, 'Vec<u8>') },
      {
        weight: ({ remark }) => weight(2_000_000n + 400n * BigInt(remark.length)),
        docs: ['Stores nothing and emits nothing: `remark` only ends up in the block body. Any origin.'],
        handler: () => {},
      },
    ),
    set_storage: call(
      4,
      { items: field(vec(KeyValue), 'Vec<KeyValue>') },
      {
        weight: ({ items }) => weight(1_000_000n + dbWrites(items.length).ref_time),
        class: 'Operational',
        docs: ['Root only: writes each raw key/value pair of `items` straight into state.'],
        handler: (origin, { items }) => {
          ensureRoot(origin);
          for (const [k, v] of items) ctx().state.set(k, v);
        },
      },
    ),
    kill_storage: call(
      5,
      { keys: field(vec(bytes), 'Vec<Key>') },
      {
        weight: ({ keys }) => weight(1_000_000n + dbWrites(keys.length).ref_time),
        class: 'Operational',
        docs: ['Root only: deletes each raw key in `keys` from state.'],
        handler: (origin, { keys }) => {
          ensureRoot(origin);
          for (const k of keys) ctx().state.delete(k);
        },
      },
    ),
    kill_prefix: call(
      6,
      { prefix: field(bytes, 'Key'), subkeys: field(u32, 'u32') },
      {
        weight: ({ subkeys }) => weight(1_000_000n + dbWrites(subkeys).ref_time),
        class: 'Operational',
        docs: ['Root only: deletes at most `subkeys` raw keys that begin with `prefix`.'],
        handler: (origin, { prefix, subkeys }) => {
          ensureRoot(origin);
          const state = ctx().state;
          const keys = [];
          for (const k of state.keys(prefix)) {
            if (keys.length >= subkeys) break;
            keys.push(k);
          }
          for (const k of keys) state.delete(k);
        },
      },
    ),
    remark_with_event: call(
      7,
      { remark: field(bytes, 'Vec<u8>') },
      {
        weight: ({ remark }) => weight(8_000_000n + 1_500n * BigInt(remark.length)),
        docs: ['Signed only: like `remark`, and also emits Remarked with the blake2-256 hash of `remark`.'],
        handler: (origin, { remark }) => {
          const sender = ensureSigned(origin);
          events.emit({ type: 'Remarked', value: { sender, hash: blake2_256(remark) } });
        },
      },
    ),
  },
  {
    params: [{ name: 'T' }],
    docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
  },
);
