import { feeIn, type FeePayment, type FeeToken } from '../../shared/fees/feeAsset.ts';

export interface MaxSendInput {
  /** The chain's native token (which pays the network fee unless PHPU does), not an asset. */
  native: boolean;
  /** PHPU, on a chain where PHPU can pay the network fee (Lumi's LUMI/PHPU pool). */
  phpu?: boolean;
  transferable: bigint;
  keepAlive: boolean;
  /** The token's minimum (ED for the native token, min_balance for assets). */
  minimum: bigint;
  /** The network fee of the transfer, in the asset that pays it (the native token or PHPU). */
  fee: Pick<FeePayment, 'token' | 'amount'>;
}

/** The fee token the sent asset is, if it is one. */
const sentAs = (input: Pick<MaxSendInput, 'native' | 'phpu'>): FeeToken | undefined =>
  input.native ? 'native' : input.phpu ? 'PHPU' : undefined;

/**
 * The most that can be sent. The token that pays the fee pays it too: keep-alive leaves exactly the minimum
 * after the fee; without it the account is emptied (no dust left behind to be lost). A token that does not pay
 * the fee: keep-alive keeps its minimum.
 */
export function maxSendable(input: MaxSendInput): bigint {
  const { transferable, keepAlive, minimum, fee } = input;
  const token = sentAs(input);
  const keep = (keepAlive ? minimum : 0n) + (token ? feeIn(token, fee) : 0n);
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
  const none = { token: 'native', amount: 0n } as const;
  const token = sentAs(input);
  if (!token) return maxSendable({ ...input, fee: none });
  let amount = maxSendable({ ...input, fee: none });
  for (let round = 0; round < 4; round++) {
    const fee = await feeOf(amount);
    if (fee.token !== token) return maxSendable({ ...input, fee });
    const next = maxSendable({ ...input, fee });
    if (next === amount) break;
    amount = next;
  }
  return amount;
}
