// Balances' Config: T::AccountStore (where each account's AccountData lives: System's Account map in this
// runtime, as in FRAME) and the frame_system reference counts a balance provides or consumes, which FRAME
// pallets reach through their frame_system::Config supertrait.
import type { AccountDataValue } from '../../primitives/account-data.ts';
import type { AccountId } from '../../primitives/core.ts';
import { configSeam } from '../../support/config.ts';
import type { ReadonlyDeep } from '../../support/storage.ts';

export interface AccountStore {
  /**
   * The account's balances and how many providers keep it alive (defaults for an unknown account); for reading
   * only: the value may be shared with later reads.
   */
  get(who: AccountId): { readonly data: ReadonlyDeep<AccountDataValue>; readonly providers: number };
  /** StoredMap::try_mutate_exists' end: keeps `data` while something references the account, else reaps it. */
  store(who: AccountId, data: AccountDataValue): void;
  incProviders(who: AccountId): unknown;
  /** Throws a DispatchError when the last provider goes while consumers remain. */
  decProviders(who: AccountId): unknown;
  /** Throws a DispatchError without a provider or beyond MaxConsumers. */
  incConsumers(who: AccountId): void;
  decConsumers(who: AccountId): void;
  /** Whether a provider may go without stranding consumers. */
  canDecProvider(who: AccountId): boolean;
  /**
   * The storage keys holding `who`'s account, for access hints (CallSpec.touches); a store without it gives
   * none.
   */
  keys?(who: AccountId): readonly Uint8Array[];
}

export interface BalancesConfig {
  readonly accountStore: AccountStore;
}

export const config = configSeam<BalancesConfig>('Balances');
