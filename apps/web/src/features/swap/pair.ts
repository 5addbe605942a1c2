import { LUMI, PHPU, type AssetInfo } from '@lumi/chain';

export type Direction = 'LUMI-PHPU' | 'PHPU-LUMI';

export function tokensOf(direction: Direction): { tokenIn: AssetInfo; tokenOut: AssetInfo } {
  return direction === 'LUMI-PHPU' ? { tokenIn: LUMI, tokenOut: PHPU } : { tokenIn: PHPU, tokenOut: LUMI };
}

/** The pool's reserves ordered as the swap reads them. */
export function reservesFor(direction: Direction, reserves: { reserveLumi: bigint; reservePhpu: bigint }) {
  return direction === 'LUMI-PHPU'
    ? { reserveIn: reserves.reserveLumi, reserveOut: reserves.reservePhpu }
    : { reserveIn: reserves.reservePhpu, reserveOut: reserves.reserveLumi };
}
