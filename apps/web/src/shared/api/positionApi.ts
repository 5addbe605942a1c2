// GET /api/pools/:id/positions/:address (docs/api.md): an account's liquidity position from the indexer, its
// amounts as bigint token units, checked before a screen uses them.
import type { PositionInsight } from '@lumi/chain';
import { http, type HttpClient } from './http.ts';
import { num, obj, optDecimal, optStr, units, type Obj } from './validate.ts';

/**
 * Token units (exact); values in the pool's asset 2 at the pool's price at `block`: the API answers
 * `@lumi/chain`'s `positionInsight`, so its shape is that function's.
 */
export type PositionFigures = PositionInsight;

/** The same values in USD as decimal text, each null where the API could not price it. */
export interface PositionUsd {
  value: string | null;
  feesValue: string | null;
  impermanentLoss: string | null;
  versusHolding: string | null;
}

export interface LpPositionAnswer {
  pool: number;
  /** The indexed block the figures are taken at. */
  block: number;
  /** The last block the indexer has read (null when it has read none). */
  indexedTo: number | null;
  /** When the first deposit was made (ms since 1970), null without one. */
  since: number | null;
  /** Number of deposits and withdrawals found. */
  changes: number;
  position: PositionFigures | null;
  /** Why the position cannot be figured (LP received by transfer), when `position` is null. */
  unavailable: string | null;
  usd: PositionUsd | null;
}

const FIGURES: (keyof PositionFigures)[] = [
  'lp',
  'amount1',
  'amount2',
  'held1',
  'held2',
  'fees1',
  'fees2',
  'value',
  'heldValue',
  'feesValue',
  'impermanentLoss',
  'versusHolding',
];

/** A signed integer amount (a loss is negative). */
function signedUnits(value: unknown, what: string): bigint {
  if (typeof value === 'string' && value.startsWith('-')) return -units(value.slice(1), what);
  return units(value, what);
}

export function parseLpPosition(data: unknown): LpPositionAnswer {
  const body = obj(data, 'position');
  const changes = Array.isArray(body.changes) ? body.changes.length : 0;
  let position: PositionFigures | null = null;
  if (body.position !== null && body.position !== undefined) {
    const p = obj(body.position, 'position.position');
    const out = {} as PositionFigures;
    for (const key of FIGURES) out[key] = signedUnits(p[key], `position.${key}`);
    position = out;
  }
  let usd: PositionUsd | null = null;
  if (body.usd !== null && body.usd !== undefined) {
    const u: Obj = obj(body.usd, 'position.usd');
    usd = {
      value: optDecimal(u.value, 'usd.value'),
      feesValue: optDecimal(u.feesValue, 'usd.feesValue'),
      impermanentLoss: optDecimal(u.impermanentLoss, 'usd.impermanentLoss'),
      versusHolding: optDecimal(u.versusHolding, 'usd.versusHolding'),
    };
  }
  return {
    pool: num(body.pool, 'position.pool'),
    block: num(body.block, 'position.block'),
    indexedTo:
      body.indexedTo === null || body.indexedTo === undefined
        ? null
        : num(body.indexedTo, 'position.indexedTo'),
    since: body.since === null || body.since === undefined ? null : num(body.since, 'position.since'),
    changes,
    position,
    unavailable: optStr(body.unavailable, 'position.unavailable'),
    usd,
  };
}

export function createPositionApi(client: HttpClient, base = '/api') {
  return {
    lpPosition: (pool: number, address: string) =>
      client.getJson(`${base}/pools/${pool}/positions/${encodeURIComponent(address)}`, {
        parse: parseLpPosition,
      }),
  };
}

export const positionApi = createPositionApi(http);
