import { from, shareReplay, type Observable } from 'rxjs';
import type { ChainConnection } from './connection.ts';

export interface ChainConstants {
  /** Balances.ExistentialDeposit: the least LUMI an account may hold. */
  existentialDeposit: bigint;
  /** AssetConversion.LiquidityWithdrawalFee: LP tokens kept back on withdrawal, in parts per million. */
  liquidityWithdrawalFee: number;
}

const cache = new WeakMap<ChainConnection, Observable<ChainConstants>>();

export function chainConstants(connection: ChainConnection): Observable<ChainConstants> {
  let constants = cache.get(connection);
  if (!constants) {
    constants = from(
      connection
        .loaded()
        .then(({ api: { constants: c } }) =>
          Promise.all([c.Balances.ExistentialDeposit(), c.AssetConversion.LiquidityWithdrawalFee()]),
        )
        .then(([existentialDeposit, liquidityWithdrawalFee]) => ({
          existentialDeposit,
          liquidityWithdrawalFee,
        })),
    ).pipe(shareReplay(1));
    cache.set(connection, constants);
  }
  return constants;
}
