import { assetRefKey, balanceRead, type AssetRef } from '@lumi/chain/asset-kind';
import { useQuery } from '@tanstack/react-query';
import { map } from 'rxjs';
import { assetMinimumQuery, watchRead } from '../../shared/chain/assetMinimum.ts';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import type { ChainConnection } from '../../shared/chain/connection.ts';
import { schemeFor } from '../../shared/chain/profile/profileBalances.ts';
import { queryKeys } from '../../shared/data/keys.ts';
import { liveQuery } from '../../shared/data/live.ts';

export interface RecipientState {
  /** What the recipient holds of the token now (0 when it has no account for it). */
  balance: bigint;
  /** The least the recipient's account of this token may hold (ED for the native token, min_balance for assets). */
  minimum: bigint;
}

/** What `recipient` holds of the token now: free + reserved of the native token, or its asset balance. */
export const recipientBalanceQuery = (connection: ChainConnection, asset: AssetRef, recipient: string) =>
  liveQuery(queryKeys.recipient(connection.endpoint, assetRefKey(asset), undefined, recipient), () =>
    watchRead(connection, (shape) => balanceRead(schemeFor(shape), asset, recipient)).pipe(
      map((value) => {
        if (asset.type === 'Native') {
          const data = (value as { data: { free: bigint; reserved: bigint } }).data;
          return data.free + data.reserved;
        }
        return (value as { balance?: bigint } | undefined)?.balance ?? 0n;
      }),
    ),
  );

/** The least an account of the token may hold: the existential deposit for the native token, else min_balance. */
export function useTokenMinimum(
  asset: AssetRef | undefined,
  existentialDeposit: bigint | undefined,
): bigint | undefined {
  const connection = useChainConnection();
  const native = asset?.type === 'Native';
  const minimum = useQuery({
    ...assetMinimumQuery(connection, asset ?? { type: 'Native' }),
    enabled: asset !== undefined && !native,
  });
  if (native) return existentialDeposit;
  return asset === undefined ? undefined : minimum.data;
}

/** The recipient's balance and the token's minimum, so the form can refuse a transfer that would fail. */
export function useRecipientState(
  recipient: string | undefined,
  asset: AssetRef | undefined,
  minimum: bigint | undefined,
): RecipientState | undefined {
  const connection = useChainConnection();
  const ready = Boolean(recipient) && minimum !== undefined && asset !== undefined;
  const balance = useQuery({
    ...recipientBalanceQuery(connection, asset ?? { type: 'Native' }, recipient ?? ''),
    enabled: ready,
  });
  return ready && balance.data !== undefined && minimum !== undefined
    ? { balance: balance.data, minimum }
    : undefined;
}
