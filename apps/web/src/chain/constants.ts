import { from, shareReplay, type Observable } from 'rxjs';
import type { ChainConnection } from './connection.ts';

export interface ChainConstants {
  /** Balances.ExistentialDeposit: the least LUMI an account may hold. */
  existentialDeposit: bigint;
}

const cache = new WeakMap<ChainConnection, Observable<ChainConstants>>();

export function chainConstants(connection: ChainConnection): Observable<ChainConstants> {
  let constants = cache.get(connection);
  if (!constants) {
    constants = from(
      connection.api.constants.Balances.ExistentialDeposit().then((existentialDeposit) => ({
        existentialDeposit,
      })),
    ).pipe(shareReplay(1));
    cache.set(connection, constants);
  }
  return constants;
}
