// The forex feeder: every interval, read rates from the source, hold back any that jump too far from the
// chain's current value or break the Oracle's own rules (bounds, maximum change), and submit the rest with
// Oracle.feed_values signed by the oracle member's key. Pairs the chain still refuses as outliers (its rate
// moved meanwhile) are read back from the block's events and logged. Failures are retried with exponential
// backoff; the key is only ever passed to the keyring.
import { formatRate } from '@lumi/chain/forex';
import { fromHex, toHex } from 'polkadot-api/utils';
import { accountHexOf } from '../chain/accounts.ts';
import type { ChainConnection } from '../chain/connection.ts';
import { signerFromUri, type KeySigner } from '../chain/signer.ts';
import { submitAndWait } from '../chain/submit.ts';
import { BlockReader } from '../indexer/reader.ts';
import type { Store } from '../store/types.ts';
import { retry, sleep } from '../util/backoff.ts';
import type { Logger } from '../util/log.ts';
import type { Secret } from '../util/secret.ts';
import { readOracleRules } from './chain-rules.ts';
import { guardJumps, type HeldRate } from './jump-guard.ts';
import type { RateSource } from './sources.ts';

export interface FeederStatus {
  source: string;
  simulated: boolean;
  member: string;
  intervalMs: number;
  lastSubmission: { at: number; block: number; txHash: string; rates: Record<string, string> } | null;
  held: { currency: string; last: string; next: string; changePercent: string; reason: string }[];
  /** Pairs of the last submission the chain refused as outliers (OutlierRejected). */
  rejected: { currency: string; value: string; reason: string }[];
  lastError: string | null;
}

export interface FeederOptions {
  intervalMs: number;
  maxJumpBps: bigint;
  currencies: readonly string[];
  retries: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
}

const pct = (bps: bigint) => `${bps / 100n}.${(bps % 100n).toString().padStart(2, '0')}`;

export class Feeder {
  readonly status: FeederStatus;
  readonly #conn: ChainConnection;
  readonly #store: Store;
  readonly #source: RateSource;
  readonly #key: KeySigner;
  readonly #options: FeederOptions;
  readonly #log: Logger;
  readonly #reader: BlockReader;

  private constructor(
    conn: ChainConnection,
    store: Store,
    source: RateSource,
    key: KeySigner,
    options: FeederOptions,
    log: Logger,
  ) {
    this.#conn = conn;
    this.#store = store;
    this.#source = source;
    this.#key = key;
    this.#options = options;
    this.#reader = new BlockReader(conn);
    this.#log = log.child({
      component: 'forex-feeder',
      source: source.name,
      ...(source.simulated ? { simulated: true } : {}),
    });
    this.status = {
      source: source.name,
      simulated: source.simulated,
      member: key.address,
      intervalMs: options.intervalMs,
      lastSubmission: null,
      held: [],
      rejected: [],
      lastError: null,
    };
  }

  static async create(
    conn: ChainConnection,
    store: Store,
    source: RateSource,
    suri: Secret,
    options: FeederOptions,
    log: Logger,
    ss58: number,
  ): Promise<Feeder> {
    return new Feeder(conn, store, source, await signerFromUri(suri, ss58), options, log);
  }

  async run(signal: AbortSignal): Promise<void> {
    this.#log.info(
      this.#source.simulated
        ? 'forex feeder started with SIMULATED rates (a random walk, not market data)'
        : 'forex feeder started',
      { member: this.status.member, intervalMs: this.#options.intervalMs },
    );
    while (!signal.aborted) {
      try {
        await retry(() => this.cycle(), {
          retries: this.#options.retries,
          baseMs: this.#options.retryBaseMs ?? 1_000,
          maxMs: this.#options.retryMaxMs ?? 30_000,
          signal,
          onRetry: (error, attempt, delayMs) =>
            this.#log.warn('forex update failed; retrying', {
              error: (error as Error).message,
              attempt,
              delayMs,
            }),
        });
        this.status.lastError = null;
      } catch (error) {
        this.status.lastError = (error as Error).message;
        if (!signal.aborted) {
          this.#log.error('forex update failed after retries; next try at the next interval', {
            error: (error as Error).message,
          });
        }
      }
      await sleep(this.#options.intervalMs, signal);
    }
  }

  /** One read-guard-submit round; throws on any failure so the caller retries it. */
  async cycle(): Promise<void> {
    const { api, client } = this.#conn;
    const [best] = await client.getBestBlocks();
    if (!best) throw new Error('the node has no best block yet');
    const onChain = new Map<string, bigint>();
    for (const [c, v] of await this.#reader.forexAt(best.hash, this.#options.currencies))
      onChain.set(c, v.rate);
    const next = await this.#source.read(onChain);
    const rules = await readOracleRules(api, best.hash, this.#options.currencies);
    // Never allow more than the chain does: a larger move would only come back as an outlier.
    const maxJumpBps =
      rules.maxChangeBps !== undefined && rules.maxChangeBps < this.#options.maxJumpBps
        ? rules.maxChangeBps
        : this.#options.maxJumpBps;
    const { accepted, held } = guardJumps(next, onChain, maxJumpBps, rules.bounds);
    this.status.held = held.map((h: HeldRate) => ({
      currency: h.currency,
      last: formatRate(h.last),
      next: formatRate(h.next),
      changePercent: pct(h.changeBps),
      reason: h.reason,
    }));
    for (const h of this.status.held) {
      this.#log.warn(
        h.reason === 'jump'
          ? 'forex rate held back: it moved more than allowed'
          : "forex rate held back: outside the chain's bounds for the currency",
        { ...h, maxJumpPercent: pct(maxJumpBps) },
      );
    }
    if (accepted.size === 0) return;
    const values = [...accepted].map(([c, v]) => [toHex(new TextEncoder().encode(c)), v] as [string, bigint]);
    const tx = api.tx.Oracle.feed_values({ values });
    const included = await submitAndWait(client, tx, this.#key);
    this.status.rejected = await this.#rejectedIn(included.blockHash);
    for (const r of this.status.rejected) this.#log.warn('forex rate refused by the chain as an outlier', r);
    const refused = new Set(this.status.rejected.map((r) => r.currency));
    const rates = Object.fromEntries(
      [...accepted].filter(([c]) => !refused.has(c)).map(([c, v]) => [c, formatRate(v)]),
    );
    const at = Date.now();
    await this.#store.recordSubmission({
      txHash: included.txHash,
      blockHash: included.blockHash,
      block: included.blockNumber,
      source: this.#source.name,
      sender: this.#key.account,
      values: rates,
      at,
    });
    this.status.lastSubmission = { at, block: included.blockNumber, txHash: included.txHash, rates };
    this.#log.info(this.#source.simulated ? 'fed SIMULATED forex rates' : 'fed forex rates', {
      block: included.blockNumber,
      txHash: included.txHash,
      rates,
    });
  }

  /** This member's pairs the Oracle refused in `blockHash` (OutlierRejected events). */
  async #rejectedIn(blockHash: string): Promise<{ currency: string; value: string; reason: string }[]> {
    const { api } = this.#conn;
    const records = await api.query.System.Events.getValue({ at: blockHash });
    return api.event.Oracle.OutlierRejected.filter(records)
      .map((e) => e.payload)
      .filter((r) => accountHexOf(r.sender) === this.#key.account)
      .map((r) => ({
        currency: new TextDecoder('latin1').decode(fromHex(r.currency)),
        value: formatRate(r.value),
        reason: r.reason.type,
      }));
  }
}
