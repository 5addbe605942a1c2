// The dev-chain faucet: fixed LUMI and PHPU amounts from a funded dev account, at most once per address per
// window and a limited number of times per client IP. The grant is recorded before sending (so concurrent
// requests cannot both pass the check) and released again if sending fails.
import { PHPU, LUMI } from '@lumi/chain';
import { MultiAddress } from '@lumi/descriptors';
import { ss58Of } from '../chain/accounts.ts';
import type { ChainConnection } from '../chain/connection.ts';
import { signerFromUri, type KeySigner } from '../chain/signer.ts';
import { submitAndWait } from '../chain/submit.ts';
import { parseTokenUnits } from '../util/units.ts';
import type { ApiConfig } from '../config.ts';
import type { Store } from '../store/types.ts';
import type { Logger } from '../util/log.ts';

export interface FaucetTransfer {
  asset: string;
  amount: string;
  decimals: number;
  txHash: string;
  blockHash: string;
  blockNumber: number;
}

export type FaucetResult =
  { ok: true; transfers: FaucetTransfer[] } | { ok: false; reason: 'address' | 'ip'; retryAt: number };

export class Faucet {
  readonly lumi: bigint;
  readonly phpu: bigint;
  readonly address: string;
  readonly #key: KeySigner;
  readonly #conn: ChainConnection;
  readonly #store: Store;
  readonly #config: ApiConfig['faucet'];
  readonly #log: Logger;
  #queue: Promise<unknown> = Promise.resolve();

  private constructor(
    conn: ChainConnection,
    store: Store,
    config: ApiConfig['faucet'],
    key: KeySigner,
    log: Logger,
  ) {
    this.#conn = conn;
    this.#store = store;
    this.#config = config;
    this.#key = key;
    this.#log = log.child({ component: 'faucet' });
    this.lumi = parseTokenUnits(config.lumi, LUMI.decimals);
    this.phpu = parseTokenUnits(config.phpu, PHPU.decimals);
    this.address = key.address;
  }

  static async create(
    conn: ChainConnection,
    store: Store,
    config: ApiConfig['faucet'],
    ss58: number,
    log: Logger,
  ): Promise<Faucet> {
    return new Faucet(conn, store, config, await signerFromUri(config.suri, ss58), log);
  }

  /** `account` is the 0x public key (so one account in any address format is one grant). */
  async request(account: string, ip: string, now: number): Promise<FaucetResult> {
    const reservation = await this.#store.reserveGrant({
      address: account,
      ip,
      now,
      addressWindowMs: this.#config.addressWindowMs,
      ipLimit: this.#config.ipLimit,
      ipWindowMs: this.#config.ipWindowMs,
    });
    if (!reservation.ok) return reservation;
    try {
      // One at a time: both transfers come from the same account and must get consecutive nonces.
      const run = this.#queue.then(() => this.#send(account));
      this.#queue = run.catch(() => undefined);
      const transfers = await run;
      await this.#store.completeGrant(
        reservation.id,
        transfers.map((t) => t.txHash),
      );
      this.#log.info('faucet grant sent', { account, txHashes: transfers.map((t) => t.txHash) });
      return { ok: true, transfers };
    } catch (error) {
      await this.#store.cancelGrant(reservation.id);
      throw error;
    }
  }

  async #send(account: string): Promise<FaucetTransfer[]> {
    const { api, client } = this.#conn;
    if (!('id' in PHPU.location)) throw new Error('PHPU has no asset id');
    const dest = MultiAddress.Id(ss58Of(account));
    const lumi = await submitAndWait(
      client,
      api.tx.Balances.transfer_keep_alive({ dest, value: this.lumi }),
      this.#key,
    );
    const phpu = await submitAndWait(
      client,
      api.tx.Assets.transfer_keep_alive({ id: PHPU.location.id, target: dest, amount: this.phpu }),
      this.#key,
    );
    return [
      { asset: LUMI.symbol, amount: this.lumi.toString(), decimals: LUMI.decimals, ...lumi },
      { asset: PHPU.symbol, amount: this.phpu.toString(), decimals: PHPU.decimals, ...phpu },
    ];
  }
}
