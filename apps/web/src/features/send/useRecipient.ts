import { useQuery } from '@tanstack/react-query';
import { map } from 'rxjs';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import type { ChainConnection } from '../../shared/chain/connection.ts';
import { queryKeys } from '../../shared/data/keys.ts';
import { liveQuery } from '../../shared/data/live.ts';
import type { SendToken } from './buildTransfer.ts';
import { assetMinimumQuery } from '../../shared/chain/assetMinimum.ts';

export interface RecipientState {
  /** What the recipient holds of the token now (0 when it has no account for it). */
  balance: bigint;
  /** The least the recipient's account of this token may hold (ED for LUMI, min_balance for assets). */
  minimum: bigint;
}

const BEST = { at: 'best' } as const;

/** What `recipient` holds of the token now: free + reserved LUMI, or its asset balance. */
export const recipientBalanceQuery = (
  connection: ChainConnection,
  token: SendToken,
  assetId: number | undefined,
  recipient: string,
) =>
  liveQuery(queryKeys.recipient(connection.endpoint, token, assetId, recipient), () =>
    connection.whenLoaded(({ api: { query } }) => {
      if (token === 'LUMI') {
        return query.System.Account.watchValue(recipient, BEST).pipe(
          map(({ value }) => value.data.free + value.data.reserved),
        );
      }
      const pallet = token === 'PHPU' ? query.Assets : query.PoolAssets;
      return pallet.Account.watchValue(assetId ?? 0, recipient, BEST).pipe(
        map(({ value }) => value?.balance ?? 0n),
      );
    }),
  );

/** The least an account of the token may hold: the existential deposit for LUMI, an asset's min_balance. */
export function useTokenMinimum(
  token: SendToken,
  assetId: number | undefined,
  existentialDeposit: bigint | undefined,
): bigint | undefined {
  const connection = useChainConnection();
  const asset = useQuery({
    ...assetMinimumQuery(connection, token === 'LUMI' ? 'PHPU' : token, assetId ?? 0),
    enabled: token !== 'LUMI' && assetId !== undefined,
  });
  if (token === 'LUMI') return existentialDeposit;
  return assetId === undefined ? undefined : asset.data;
}

/** The recipient's balance and the token's minimum, so the form can refuse a transfer that would fail. */
export function useRecipientState(
  recipient: string | undefined,
  token: SendToken,
  assetId: number | undefined,
  minimum: bigint | undefined,
): RecipientState | undefined {
  const connection = useChainConnection();
  const ready = Boolean(recipient) && minimum !== undefined && (token === 'LUMI' || assetId !== undefined);
  const balance = useQuery({
    ...recipientBalanceQuery(connection, token, assetId, recipient ?? ''),
    enabled: ready,
  });
  return ready && balance.data !== undefined && minimum !== undefined
    ? { balance: balance.data, minimum }
    : undefined;
}
