import { message } from '../../../shared/i18n/message.ts';
import type { Warning } from '../../../shared/tx/decision.ts';

/**
 * With keep-alive off, a LUMI transfer that leaves the sender below the existential deposit closes the account:
 * whatever is left is lost. (With keep-alive on the chain refuses it; the fee budget reports that.)
 */
export function accountClosingWarning(input: {
  /** A transfer of the native token (only it can close the account). */
  native: boolean;
  keepAlive: boolean;
  /** The sender's free LUMI. */
  free: bigint;
  amount: bigint;
  fee: bigint | undefined;
  existentialDeposit: bigint;
  format: (amount: bigint) => string;
}): Warning | undefined {
  const { native, keepAlive, free, amount, fee, existentialDeposit, format } = input;
  if (!native || keepAlive || fee === undefined) return undefined;
  const left = free - amount - fee;
  if (left < 0n || left >= existentialDeposit) return undefined;
  return left === 0n
    ? {
        id: 'account-closing',
        level: 'caution',
        message: message('warning.sendsEverything'),
      }
    : {
        id: 'account-closing',
        level: 'danger',
        message: message('warning.accountClosing', {
          left: format(left),
          deposit: format(existentialDeposit),
        }),
      };
}
