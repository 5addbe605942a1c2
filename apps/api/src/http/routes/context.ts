// What the routes see of the running service.
import type { ChainInfo } from '../../chain/connection.ts';
import type { Faucet } from '../../faucet/faucet.ts';
import type { FeederStatus } from '../../forex/feeder.ts';
import type { IndexerStatus } from '../../indexer/indexer.ts';
import type { Store } from '../../store/types.ts';

export interface RouteContext {
  store: Store;
  /** Chain facts once connected. */
  chain(): ChainInfo | undefined;
  connected(): boolean;
  endpoint: string;
  indexer: IndexerStatus;
  faucet(): Faucet | undefined;
  feeder(): FeederStatus | undefined;
  /** ms since 1970; injectable for tests. */
  now(): number;
}
