// Where forex rates come from: the ECB's daily XML over HTTP, a local JSON/CSV file, or a simulated random
// walk (the default on machines without internet, always labelled as simulated).
import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { parseRate } from '@lumi/chain/forex';
import { parseEcbXml, ratesPerUsd } from './ecb.ts';
import { errorText } from '../util/error-text.ts';

export interface RateSource {
  readonly name: 'ecb' | 'file' | 'simulated';
  readonly simulated: boolean;
  /** Rates per USD at FixedU128 scale; `onChain` are the chain's current values. */
  read(onChain: ReadonlyMap<string, bigint>): Promise<Map<string, bigint>>;
}

export class SourceError extends Error {
  override readonly name = 'SourceError';
}

export function ecbSource(url: string, currencies: readonly string[], timeoutMs = 15_000): RateSource {
  return {
    name: 'ecb',
    simulated: false,
    async read() {
      const res = await fetch(url, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: 'application/xml, text/xml' },
      });
      if (!res.ok) throw new SourceError(`the ECB source answered HTTP ${res.status}`);
      const text = await res.text();
      if (text.length > 1_000_000) throw new SourceError('the ECB document is implausibly large');
      return ratesPerUsd(parseEcbXml(text), currencies);
    },
  };
}

function rateOf(currency: string, value: unknown, where: string): bigint {
  if (typeof value !== 'string') {
    throw new SourceError(
      `${where}: the rate of ${currency} must be a decimal string such as "58.50", not ${typeof value}`,
    );
  }
  try {
    const v = parseRate(value.trim());
    if (v === 0n) throw new RangeError('a rate must be positive');
    return v;
  } catch (e) {
    throw new SourceError(`${where}: ${currency}: ${(e as Error).message}`);
  }
}

/**
 * JSON: {"rates": {"PHP": "58.50", ...}} or {"PHP": "58.50", ...} (strings: JSON numbers are floats).
 * CSV: one "currency,rate" per line; a header line "currency,rate" and # comments are allowed.
 */
export function parseRatesFile(
  text: string,
  currencies: readonly string[],
  where: string,
): Map<string, bigint> {
  const found = new Map<string, bigint>();
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let doc: unknown;
    try {
      doc = JSON.parse(trimmed);
    } catch (e) {
      throw new SourceError(`${where}: not valid JSON: ${(e as Error).message}`);
    }
    const obj = doc as Record<string, unknown>;
    const rates = (obj.rates && typeof obj.rates === 'object' ? obj.rates : obj) as Record<string, unknown>;
    for (const [k, v] of Object.entries(rates)) {
      if (!/^[A-Z]{3}$/.test(k))
        throw new SourceError(`${where}: ${JSON.stringify(k)} is not a currency code`);
      found.set(k, rateOf(k, v, where));
    }
  } else {
    trimmed.split(/\r?\n/).forEach((line, i) => {
      const l = line.trim();
      if (!l || l.startsWith('#') || /^currency\s*,\s*rate$/i.test(l)) return;
      const m = /^([A-Z]{3})\s*,\s*(\S+)$/.exec(l);
      if (!m) throw new SourceError(`${where}:${i + 1}: expected "CUR,rate", got ${JSON.stringify(l)}`);
      found.set(m[1]!, rateOf(m[1]!, m[2]!, `${where}:${i + 1}`));
    });
  }
  const out = new Map<string, bigint>();
  for (const c of currencies) {
    const v = found.get(c);
    if (v !== undefined) out.set(c, v);
  }
  if (out.size === 0) throw new SourceError(`${where}: none of ${currencies.join(', ')} is listed`);
  return out;
}

export function fileSource(path: string, currencies: readonly string[]): RateSource {
  return {
    name: 'file',
    simulated: false,
    async read() {
      const text = await readFile(path, 'utf8').catch((e: unknown) => {
        throw new SourceError(`cannot read ${path}: ${errorText(e)}`);
      });
      return parseRatesFile(text, currencies, path);
    },
  };
}

/**
 * A bounded random walk: each step moves a rate by at most ±stepBps from the chain's current value, and the
 * walk never leaves ±bandBps around the value it first saw, so a simulated chart stays plausible.
 */
/** 10^-6 at FixedU128 scale. */
const SIMULATED_QUANTUM = 10n ** 12n;

export function simulatedSource(
  currencies: readonly string[],
  stepBps: bigint,
  bandBps: bigint,
  random: (min: number, max: number) => number = randomInt,
): RateSource {
  const anchors = new Map<string, bigint>();
  return {
    name: 'simulated',
    simulated: true,
    async read(onChain) {
      const out = new Map<string, bigint>();
      for (const c of currencies) {
        const current = onChain.get(c);
        if (current === undefined || current === 0n) continue;
        if (!anchors.has(c)) anchors.set(c, current);
        const anchor = anchors.get(c)!;
        const step = BigInt(random(-Number(stepBps), Number(stepBps) + 1));
        let next = current + (current * step) / 10_000n;
        const low = anchor - (anchor * bandBps) / 10_000n;
        const high = anchor + (anchor * bandBps) / 10_000n;
        if (next < low) next = low;
        if (next > high) next = high;
        // Six decimals, like a quoted rate; a walk of products would otherwise grow ever longer decimals.
        next = ((next + SIMULATED_QUANTUM / 2n) / SIMULATED_QUANTUM) * SIMULATED_QUANTUM;
        if (next <= 0n) next = SIMULATED_QUANTUM;
        out.set(c, next);
      }
      return out;
    },
  };
}
