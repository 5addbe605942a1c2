// What the "Your position" panel shows, decided from the account, the indexer's answer and the chain's own LP
// balance. Pure, so every state is table-tested (test/unit/lpInsight.test.ts).
import type { ApiState } from '../../shared/api/apiState.ts';
import { HttpError } from '../../shared/api/http.ts';
import type { Message } from '../../shared/i18n/message.ts';
import type { LpPositionAnswer, PositionFigures, PositionUsd } from '../../shared/api/positionApi.ts';

export type PositionView =
  | { kind: 'connect' }
  | { kind: 'loading' }
  /** The Lumi API cannot be reached: the chain's figures (pool share) still show elsewhere. */
  | { kind: 'unavailable' }
  /** The API answers but does not index this pool on this chain (another profile, or not indexed yet). */
  | { kind: 'notIndexed' }
  | { kind: 'error'; message: Message }
  /** No deposit of the account's own and no LP left. */
  | { kind: 'empty' }
  /** The account holds LP, none of it from a deposit the index has seen (transfer, genesis, or index lag). */
  | { kind: 'transferred' }
  | {
      kind: 'position';
      figures: PositionFigures;
      usd: PositionUsd | null;
      /** Value against holding, impermanent loss and fees as signed basis points of what holding is worth. */
      versusHoldingBps: bigint | undefined;
      impermanentLossBps: bigint | undefined;
      since: number | null;
      block: number;
      /**
       * The chain's LP balance differs from the LP the indexed deposits explain (some came by transfer or at
       * genesis, or the index has not reached the newest block): the figures cover the explained part only.
       */
      partial: boolean;
    };

/** 404 (pool unknown to the index) and 503 (not indexed at that block) mean the index has no answer here. */
export function isNotIndexed(error: unknown): boolean {
  return error instanceof HttpError && (error.status === 404 || error.status === 503);
}

/** `part / whole` in signed basis points, rounded toward zero; undefined for nothing held. */
export function signedBps(part: bigint, whole: bigint): bigint | undefined {
  return whole > 0n ? (part * 10_000n) / whole : undefined;
}

export function positionView(input: {
  account: string | undefined;
  answer: ApiState<LpPositionAnswer> | { status: 'notIndexed' };
  /** The account's LPHPU on chain now, when known. */
  chainLp: bigint | undefined;
}): PositionView {
  const { account, answer, chainLp } = input;
  if (!account) return { kind: 'connect' };
  if (answer.status === 'loading') return { kind: 'loading' };
  if (answer.status === 'unavailable') return { kind: 'unavailable' };
  if (answer.status === 'notIndexed') return { kind: 'notIndexed' };
  if (answer.status === 'error') return { kind: 'error', message: answer.message };
  const { position, unavailable, usd, since, block } = answer.value;
  if (!position) {
    return unavailable !== null && (chainLp === undefined || chainLp > 0n)
      ? { kind: 'transferred' }
      : { kind: 'empty' };
  }
  if (position.lp === 0n)
    return chainLp === undefined || chainLp === 0n ? { kind: 'empty' } : { kind: 'transferred' };
  return {
    kind: 'position',
    figures: position,
    usd,
    versusHoldingBps: signedBps(position.versusHolding, position.heldValue),
    impermanentLossBps: signedBps(position.impermanentLoss, position.heldValue),
    since,
    block,
    partial: chainLp !== undefined && chainLp !== position.lp,
  };
}

/** A signed figure: "+" for a gain, "−" (minus sign) for a loss, formatted from its magnitude. */
export function signedText(value: bigint, format: (magnitude: bigint) => string): string {
  const sign = value > 0n ? '+' : value < 0n ? '\u2212' : '';
  return `${sign}${format(value < 0n ? -value : value)}`;
}

/** A signed USD decimal text ("-1.25") with its magnitude and sign apart, for conversion and display. */
export function splitSign(usd: string | null): { negative: boolean; magnitude: string | null } {
  if (usd === null) return { negative: false, magnitude: null };
  return usd.startsWith('-')
    ? { negative: true, magnitude: usd.slice(1) }
    : { negative: false, magnitude: usd };
}
