import { PHPU } from '@lumi/chain';
import { useQuery } from '@tanstack/react-query';
import { assetMinimumQuery } from '../chain/assetMinimum.ts';
import type { TokenBalance } from '../chain/balances.ts';
import { useChainConnection } from '../chain/ChainContext.ts';
import { formatExact } from '../format/index.ts';
import { useLocaleSettings } from '../format/LocaleContext.ts';
import type { TxVerdict } from '../tx/txCheck.ts';
import { useFeeChoice } from './feeChoice.ts';
import type { FeeBudget } from './feeBudget.ts';
import { withFees } from './feeVerdict.ts';
import { chooseFeePayment, type FeePayment, type FeeQuote } from './feeAsset.ts';
import { usePhpuFeeId } from './usePhpuFeeId.ts';

/** The sender's balances the fee budget reads: the native token's, and PHPU's where PHPU can pay. */
export interface FeeBalances {
  native: TokenBalance;
  phpu: TokenBalance | undefined;
}

/** What a call moves besides its fee, for the fee budget. */
export interface CallSpend {
  lumi: bigint;
  /** The call refuses to take LUMI below the existential deposit. */
  lumiKeepAlive: boolean;
  phpu: bigint;
  /** The call refuses to take PHPU below its min_balance. */
  phpuKeepAlive: boolean;
}

/**
 * What every transaction form needs to let the fee be paid in LUMI or PHPU: PHPU's id (to quote and sign
 * with; undefined where PHPU cannot pay, so the native token does), the user's choice, and `apply`, which
 * decides the paying asset and checks its budget.
 */
export function useFees(input: {
  balances: FeeBalances | undefined;
  existentialDeposit: bigint | undefined;
  existentialDepositText: string | undefined;
}) {
  const { balances, existentialDeposit, existentialDepositText } = input;
  const connection = useChainConnection();
  const { locale } = useLocaleSettings();
  const phpuId = usePhpuFeeId();
  const choice = useFeeChoice();
  const minBalance = useQuery({
    ...assetMinimumQuery(connection, { type: 'Local', id: phpuId ?? 0 }),
    enabled: phpuId !== undefined,
  }).data;

  const budgetOf = (spend: CallSpend): FeeBudget | undefined =>
    balances && existentialDeposit !== undefined && existentialDepositText
      ? {
          lumi: {
            transferable: balances.native.transferable,
            existentialDeposit,
            lumiSpent: spend.lumi,
            keepAlive: spend.lumiKeepAlive,
            existentialDepositText,
          },
          phpu:
            minBalance === undefined || !balances.phpu
              ? undefined
              : {
                  transferable: balances.phpu.transferable,
                  minBalance,
                  spent: spend.phpu,
                  keepAlive: spend.phpuKeepAlive,
                  minBalanceText: formatExact(minBalance, PHPU, locale),
                },
        }
      : undefined;

  return {
    phpuId,
    /** The asset that would pay a fee quoted as `quote`, as the forms decide it (for Max). */
    choose: (quote: FeeQuote): FeePayment =>
      chooseFeePayment({
        choice,
        quote,
        nativeTransferable: balances?.native.transferable ?? 0n,
        existentialDeposit: existentialDeposit ?? 0n,
      }),
    /** The verdict with the paying asset and its budget; undefined spend: the form is incomplete. */
    apply: (verdict: TxVerdict, spend: CallSpend | undefined): TxVerdict =>
      withFees(verdict, spend && budgetOf(spend), choice),
    /** What the review signs with, from the review's verdict. */
    signWith: (verdict: TxVerdict) =>
      phpuId === undefined || !verdict.payment ? undefined : { token: verdict.payment.token, phpuId },
  };
}
