import { useMemo } from 'react';
import { map, of, type Observable } from 'rxjs';
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

/** The least an account of the token may hold: the existential deposit for LUMI, an asset's min_balance. */
export function useTokenMinimum(
  token: SendToken,
  assetId: number | undefined,
  existentialDeposit: bigint | undefined,
): bigint | undefined {
  const { api } = useChainConnection();
  const source = useMemo((): Observable<bigint | undefined> => {
    if (token === 'LUMI') return of(existentialDeposit);
    if (assetId === undefined) return of(undefined);
    const pallet = token === 'PHPU' ? api.query.Assets : api.query.PoolAssets;
    return pallet.Asset.watchValue(assetId, BEST).pipe(map(({ value }) => value?.min_balance ?? 0n));
  }, [api, token, assetId, existentialDeposit]);
  const observed = useObservable(source);
  return observed.status === 'ready' ? observed.value : undefined;
}

/** The recipient's balance and the token's minimum, so the form can refuse a transfer that would fail. */
export function useRecipientState(
  recipient: string | undefined,
  token: SendToken,
  assetId: number | undefined,
  minimum: bigint | undefined,
) {
  const { api } = useChainConnection();
  const source = useMemo((): Observable<RecipientState | undefined> => {
    if (!recipient || minimum === undefined) return of(undefined);
    if (token === 'LUMI') {
      return api.query.System.Account.watchValue(recipient, BEST).pipe(
        map(({ value }) => ({ balance: value.data.free + value.data.reserved, minimum })),
      );
    }
    if (assetId === undefined) return of(undefined);
    const pallet = token === 'PHPU' ? api.query.Assets : api.query.PoolAssets;
    return pallet.Account.watchValue(assetId, recipient, BEST).pipe(
      map(({ value }) => ({ balance: value?.balance ?? 0n, minimum })),
    );
  }, [api, recipient, token, assetId, minimum]);
  const observed = useObservable(source);
  return observed.status === 'ready' ? observed.value : undefined;
}
