export interface MaxSendInput {
  /** The chain's native token (which also pays the network fee), not an asset. */
  native: boolean;
  transferable: bigint;
  keepAlive: boolean;
  /** The token's minimum (ED for the native token, min_balance for assets). */
  minimum: bigint;
  /** The network fee of the transfer (paid in the native token). */
  fee: bigint;
}

/**
 * The most that can be sent. The native token (LUMI) pays the fee too: keep-alive leaves exactly the existential deposit after the
 * fee; without it the account is emptied (no dust left behind to be lost). Assets: keep-alive keeps min_balance.
 */
export function maxSendable(input: MaxSendInput): bigint {
  const { native, transferable, keepAlive, minimum, fee } = input;
  const keep = (keepAlive ? minimum : 0n) + (native ? fee : 0n);
  return transferable > keep ? transferable - keep : 0n;
}

/**
 * Max with the fee of the very transfer it proposes: the amount is compact-encoded, so its length (and so the
 * fee) can change with the amount; a few rounds settle it.
 */
export async function proposeSendMax(
  input: Omit<MaxSendInput, 'fee'>,
  feeOf: (amount: bigint) => Promise<bigint>,
): Promise<bigint> {
  if (!input.native) return maxSendable({ ...input, fee: 0n });
  let amount = maxSendable({ ...input, fee: 0n });
  for (let round = 0; round < 4; round++) {
    const next = maxSendable({ ...input, fee: await feeOf(amount) });
    if (next === amount) break;
    amount = next;
  }
  return amount;
}
