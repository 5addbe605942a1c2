// Key iteration over any block's state: the in-memory index at the head, the history table below it.
import type { Hex, StateReader } from '@lumi/runtime/host.ts';
import type { BlockRef } from '../chain/chain.ts';
import { fromHex, toHex } from '../util/hex.ts';
import type { NodeContext } from './context.ts';

/** Keys under `prefix` strictly after `after`, at most `limit`. */
export function keysAt(ctx: NodeContext, ref: BlockRef, prefix: Hex, limit: number, after?: Hex): Hex[] {
  if (ref.number === ctx.chain.best.number)
    return ctx.chain.headState.keysWithPrefix(prefix, limit, after) as Hex[];
  const state: StateReader = ctx.chain.stateAt(ref);
  const prefixBytes = fromHex(prefix);
  const out: Hex[] = [];
  let cursor = after !== undefined ? fromHex(after) : undefined;
  while (out.length < limit) {
    const k = state.nextKey(prefixBytes, cursor);
    if (!k) break;
    out.push(toHex(k));
    cursor = k;
  }
  return out;
}
