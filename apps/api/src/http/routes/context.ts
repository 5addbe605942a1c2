// What the routes see of the running service.
import type { ChainInfo } from '../../chain/connection.ts';
import type { Faucet } from '../../faucet/faucet.ts';
import type { FeederStatus } from '../../forex/feeder.ts';
import type { AssetNames } from '../../indexer/assets.ts';
import type { IndexerStatus } from '../../indexer/indexer.ts';
import type { Store } from '../../store/types.ts';

export interface ChainFeatures {
  /** Lumi's Oracle pallets: forex rates, their history and the feeder. */
  forexOracle: boolean;
  /** The dev faucet (Lumi's runtime on a development chain, with --faucet on). */
  faucet: boolean;
}

export interface RouteContext {
  store: Store;
  /** Chain facts once connected. */
  chain(): ChainInfo | undefined;
  connected(): boolean;
  endpoint: string;
  /** The service's chain profile, naming the assets its answers show. */
  names: AssetNames;
  /** The Lumi-only services this chain has, once the node has been read (undefined before). */
  features(): ChainFeatures | undefined;
  indexer: IndexerStatus;
  faucet(): Faucet | undefined;
  feeder(): FeederStatus | undefined;
  /** ms since 1970; injectable for tests. */
  now(): number;
}
