import { useMemo } from 'react';
import { combineLatest, map, of, type Observable } from 'rxjs';
import { useChainConnection } from '../chain/ChainContext.ts';
import { useObservable } from '../chain/useObservable.ts';
import type { SendToken } from './buildTransfer.ts';

export interface RecipientState {
  /** What the recipient holds of the token now (0 when it has no account for it). */
  balance: bigint;
  /** The least the recipient's account of this token may hold (ED for LUMI, min_balance for assets). */
  minimum: bigint;
}

const BEST = { at: 'best' } as const;

/** The recipient's balance and the token's minimum, so the form can warn before a transfer would fail. */
export function useRecipientState(
  recipient: string | undefined,
  token: SendToken,
  assetId: number | undefined,
  existentialDeposit: bigint | undefined,
) {
  const { api } = useChainConnection();
  const source = useMemo((): Observable<RecipientState | undefined> => {
    if (!recipient) return of(undefined);
    if (token === 'LUMI') {
      if (existentialDeposit === undefined) return of(undefined);
      return api.query.System.Account.watchValue(recipient, BEST).pipe(
        map(({ value }) => ({ balance: value.data.free + value.data.reserved, minimum: existentialDeposit })),
      );
    }
    if (assetId === undefined) return of(undefined);
    const pallet = token === 'PHPU' ? api.query.Assets : api.query.PoolAssets;
    return combineLatest([
      pallet.Account.watchValue(assetId, recipient, BEST),
      pallet.Asset.watchValue(assetId, BEST),
    ]).pipe(
      map(([account, asset]) => ({
        balance: account.value?.balance ?? 0n,
        minimum: asset.value?.min_balance ?? 0n,
      })),
    );
  }, [api, recipient, token, assetId, existentialDeposit]);
  const observed = useObservable(source);
  return observed.status === 'ready' ? observed.value : undefined;
}
