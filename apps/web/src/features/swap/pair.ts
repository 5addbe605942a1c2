import type { DexPair, PairToken } from '../../shared/chain/dex/pairs.ts';

/** Which way a swap goes over a pair: its first token to its second (`1to2`), or back. */
export type Direction = '1to2' | '2to1';

export function tokensOf(
  direction: Direction,
  pair: Pick<DexPair, 'tokens'>,
): { tokenIn: PairToken; tokenOut: PairToken } {
  const [first, second] = pair.tokens;
  return direction === '1to2' ? { tokenIn: first, tokenOut: second } : { tokenIn: second, tokenOut: first };
}

/** The pool's reserves ordered as the swap reads them. */
export function reservesFor(direction: Direction, reserves: { reserve1: bigint; reserve2: bigint }) {
  return direction === '1to2'
    ? { reserveIn: reserves.reserve1, reserveOut: reserves.reserve2 }
    : { reserveIn: reserves.reserve2, reserveOut: reserves.reserve1 };
}
