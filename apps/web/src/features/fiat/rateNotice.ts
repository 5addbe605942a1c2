// What to say beside fiat values about the rate behind them: its age, and a warning when it is stale or under
// quorum (forex's rateHealth) or when the pool prices PHPU more than 2 % away from the peso. Pure.
import { isOffPeg, type Peg } from '../../shared/fiat/peg.ts';
import type { RateHealth } from '../forex/index.ts';

export type FiatWarning =
  | { kind: 'stale' | 'under-quorum'; currency: string; health: RateHealth }
  | { kind: 'off-peg'; deviationBps: bigint };

export type RateAge = { kind: 'genesis' } | { kind: 'fed'; at: number };

export type FiatNotice = { show: false } | { show: true; age: RateAge; warnings: FiatWarning[] };

export interface FiatNoticeInput {
  /** The active chain has Lumi's forex oracle (fiat values are shown at all). */
  hasOracle: boolean;
  /** The display currency. */
  currency: string;
  /** When the PHP rate, the one every value goes through, was fed (ms since 1970, 0 at genesis); undefined unread. */
  phpFedAt: number | undefined;
  /** Judges a currency's rate; undefined until the Oracle is read. */
  health: ((currency: string) => RateHealth) | undefined;
  /** The pool's PHPU price against the peso; undefined without a pool or a PHP rate. */
  peg: Pick<Peg, 'deviationBps'> | undefined;
}

export function fiatNotice(input: FiatNoticeInput): FiatNotice {
  const { hasOracle, currency, phpFedAt, health, peg } = input;
  if (!hasOracle || phpFedAt === undefined || !health) return { show: false };
  const warnings: FiatWarning[] = [];
  // PHP converts every value; the display currency converts it again unless it is PHP (or USD, the base).
  for (const code of new Set(['PHP', currency])) {
    const h = health(code);
    if (h.mark) warnings.push({ kind: h.stale ? 'stale' : 'under-quorum', currency: code, health: h });
  }
  if (peg && isOffPeg(peg)) warnings.push({ kind: 'off-peg', deviationBps: peg.deviationBps });
  return {
    show: true,
    age: phpFedAt === 0 ? { kind: 'genesis' } : { kind: 'fed', at: phpFedAt },
    warnings,
  };
}
