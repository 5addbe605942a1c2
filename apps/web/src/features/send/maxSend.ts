import { feeIn, type FeePayment } from '../../shared/fees/feeAsset.ts';

export interface MaxSendInput {
  token: 'LUMI' | 'PHPU' | 'LPHPU';
  transferable: bigint;
  keepAlive: boolean;
  /** The token's minimum (ED for LUMI, min_balance for assets). */
  minimum: bigint;
  /** The network fee of the transfer, in the asset that pays it (LUMI or PHPU). */
  fee: Pick<FeePayment, 'token' | 'amount'>;
}

/**
 * The most that can be sent. The token that pays the fee pays it too: keep-alive leaves exactly the minimum
 * after the fee; without it the account is emptied (no dust left behind to be lost). A token that does not pay
 * the fee: keep-alive keeps its minimum.
 */
export function maxSendable(input: MaxSendInput): bigint {
  const { token, transferable, keepAlive, minimum, fee } = input;
  const keep = (keepAlive ? minimum : 0n) + feeIn(token, fee);
  return transferable > keep ? transferable - keep : 0n;
}

/**
 * Max with the fee of the very transfer it proposes: the amount is compact-encoded, so its length (and so the
 * fee) can change with the amount; a few rounds settle it. `feeOf` gives the fee in the asset that pays it.
 */
export async function proposeSendMax(
  input: Omit<MaxSendInput, 'fee'>,
  feeOf: (amount: bigint) => Promise<Pick<FeePayment, 'token' | 'amount'>>,
): Promise<bigint> {
  const none = { token: 'LUMI', amount: 0n } as const;
  let amount = maxSendable({ ...input, fee: none });
  for (let round = 0; round < 4; round++) {
    const fee = await feeOf(amount);
    if (fee.token !== input.token) return maxSendable({ ...input, fee });
    const next = maxSendable({ ...input, fee });
    if (next === amount) break;
    amount = next;
  }
  return amount;
}
