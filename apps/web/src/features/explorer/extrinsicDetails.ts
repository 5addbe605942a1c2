// One extrinsic of a block as the extrinsic view shows it: its call, signer, events, the fee it paid and its
// result. Pure, from what chainReads returned.
import type { ErrorText } from '@lumi/chain';
import { extrinsicResult, type ChainEvent } from '../../shared/tx/outcome.ts';
import { tokenOfKind, type AmountToken } from './amounts.ts';
import type { ExplorerBlock } from './chainReads.ts';
import type { DecodedExtrinsic } from '../../shared/chain/worker/blockDecode.ts';
import { LUMI } from '@lumi/chain';

export interface ExtrinsicDetails {
  extrinsic: DecodedExtrinsic;
  events: ChainEvent[];
  /** What the signer paid; undefined for an unsigned extrinsic. */
  fee: { amount: bigint; token: AmountToken; tip: bigint } | undefined;
  result: { ok: true } | { ok: false; error: ErrorText };
}

const NATIVE: AmountToken = { symbol: LUMI.symbol, decimals: LUMI.decimals };

function feeOf(events: readonly ChainEvent[]): ExtrinsicDetails['fee'] {
  for (const event of events) {
    const fields = event.value.value as
      { actual_fee?: unknown; tip?: unknown; asset_id?: unknown } | undefined;
    if (typeof fields?.actual_fee !== 'bigint') continue;
    const tip = typeof fields.tip === 'bigint' ? fields.tip : 0n;
    if (event.type === 'TransactionPayment' && event.value.type === 'TransactionFeePaid')
      return { amount: fields.actual_fee, token: NATIVE, tip };
    if (event.type === 'AssetTxPayment' && event.value.type === 'AssetTxFeePaid') {
      const token = tokenOfKind(fields.asset_id);
      if (token) return { amount: fields.actual_fee, token, tip };
    }
  }
  return undefined;
}

export function extrinsicDetails(block: ExplorerBlock, index: number): ExtrinsicDetails | undefined {
  const extrinsic = block.extrinsics[index];
  if (!extrinsic) return undefined;
  const outcome = extrinsicResult(block.events, index);
  return {
    extrinsic,
    events: outcome.events,
    fee: feeOf(outcome.events),
    result: outcome.ok ? { ok: true } : { ok: false, error: outcome.error },
  };
}

/** The position of the extrinsic with this hash in the block, undefined if it is not there. */
export function indexOfHash(block: ExplorerBlock, hash: string): number | undefined {
  const found = block.extrinsics.findIndex((x) => x.hash === hash.toLowerCase());
  return found === -1 ? undefined : found;
}
