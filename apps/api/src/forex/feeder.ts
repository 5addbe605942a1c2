// The forex feeder: every interval, read rates from the source, hold back any that jump too far from the
// chain's current value or break the Oracle's own rules (bounds, maximum change), and submit the rest with
// Oracle.feed_values signed by the oracle member's key. Pairs the chain still refuses as outliers (its rate
// moved meanwhile) are read back from the block's events and logged. Failures are retried with exponential
// backoff; the key is only ever passed to the keyring.
import { formatRate } from '@lumi/chain/forex';
import type { ApiPromise } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { u8aToHex } from '@polkadot/util';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import type { ChainConnection } from '../chain/connection.ts';
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
  readonly #pair: KeyringPair;
  readonly #options: FeederOptions;
  readonly #log: Logger;
  readonly #reader: BlockReader;

  private constructor(
    conn: ChainConnection,
    store: Store,
    source: RateSource,
    pair: KeyringPair,
    options: FeederOptions,
    log: Logger,
    ss58: number,
  ) {
    this.#conn = conn;
    this.#store = store;
    this.#source = source;
    this.#pair = pair;
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
      member: new Keyring({ type: 'sr25519', ss58Format: ss58 }).encodeAddress(pair.publicKey),
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
    await cryptoWaitReady();
    const pair = new Keyring({ type: 'sr25519', ss58Format: ss58 }).addFromUri(suri.reveal());
    return new Feeder(conn, store, source, pair, options, log, ss58);
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
    const api: ApiPromise = await this.#conn.api.isReady;
    const best = (await api.rpc.chain.getBlockHash()).toHex();
    const onChain = new Map<string, bigint>();
    for (const [c, v] of await this.#reader.forexAt(best, this.#options.currencies)) onChain.set(c, v.rate);
    const next = await this.#source.read(onChain);
    const rules = await readOracleRules(api, best, this.#options.currencies);
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
    const values = [...accepted].map(([c, v]) => [u8aToHex(new TextEncoder().encode(c)), v] as const);
    const tx = api.tx.oracle!.feedValues!(values);
    const included = await submitAndWait(api, tx, this.#pair);
    this.status.rejected = await this.#rejectedIn(api, included.blockHash);
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
      sender: u8aToHex(this.#pair.publicKey),
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
  async #rejectedIn(
    api: ApiPromise,
    blockHash: string,
  ): Promise<{ currency: string; value: string; reason: string }[]> {
    const at = await api.at(blockHash);
    const records = (await at.query.system!.events!()) as unknown as {
      event: { section: string; method: string; data: { toJSON(): unknown }[] };
    }[];
    const me = u8aToHex(this.#pair.publicKey);
    const out: { currency: string; value: string; reason: string }[] = [];
    for (const { event } of records) {
      if (event.section !== 'oracle' || event.method !== 'OutlierRejected') continue;
      const [sender, currency, value, reason] = event.data.map((d) => d.toJSON());
      if (at.registry.createType('AccountId32', sender).toHex() !== me) continue;
      out.push({
        currency: Buffer.from(String(currency).slice(2), 'hex').toString('latin1'),
        value: formatRate(BigInt(value as string | number)),
        reason: String(reason),
      });
    }
    return out;
  }
}
