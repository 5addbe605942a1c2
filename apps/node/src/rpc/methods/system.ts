// system_*: node identity, chain properties, health, pool-aware nonces and dry runs.
import type { Hex, TransactionValidityError } from '@lumi/runtime/host.ts';
import { concatBytes, toHex } from '../../util/hex.ts';
import { nextTimestamp } from '../../authoring/timestamp.ts';
import { blockAt, type NodeContext, runtimeCall } from '../context.ts';
import { clientError } from '../errors.ts';
import { accountId, blockHash, hexBytes } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';

const INVALID_INDEX = {
  Call: 0,
  Payment: 1,
  Future: 2,
  Stale: 3,
  BadProof: 4,
  AncientBirthBlock: 5,
  ExhaustsResources: 6,
  BadMandatory: 8,
  MandatoryValidation: 9,
  BadSigner: 10,
} as const;
const UNKNOWN_INDEX = { CannotLookup: 0, NoUnsignedValidator: 1 } as const;

/** SCALE TransactionValidityError, as inside ApplyExtrinsicResult's Err. */
export function encodeValidityError(e: TransactionValidityError): Uint8Array {
  if (e.type === 'Invalid') {
    const v = e.value;
    return typeof v === 'object' ? Uint8Array.of(0, 7, v.Custom & 0xff) : Uint8Array.of(0, INVALID_INDEX[v]);
  }
  const v = e.value;
  return typeof v === 'object' ? Uint8Array.of(1, 2, v.Custom & 0xff) : Uint8Array.of(1, UNKNOWN_INDEX[v]);
}

/** The runtime's nonce type is u32 in FRAME's defaults; decode whatever width it returned. */
function decodeNonce(raw: Uint8Array): bigint {
  let v = 0n;
  for (let i = raw.length - 1; i >= 0; i--) v = (v << 8n) | BigInt(raw[i]!);
  return v;
}

function encodeNonce(nonce: bigint, width: number): Uint8Array {
  const out = new Uint8Array(width);
  let v = nonce;
  for (let i = 0; i < width; i++) {
    out[i] = Number(v & 0xffn);
    v >>= 8n;
  }
  return out;
}

export function registerSystem(r: Registry, ctx: NodeContext): void {
  const { chain, spec } = ctx;
  const startingBlock = chain.best.number;

  r.method('system_name', [], () => 'lumi-node');
  r.method('system_version', [], () => ctx.version);
  r.method('system_chain', [], () => spec.name);
  r.method('system_chainType', [], () => spec.chainType);
  r.method('system_properties', [], () => spec.properties ?? {});
  r.method('system_health', [], () => ({ peers: 0, isSyncing: false, shouldHavePeers: false }));
  r.method('system_localPeerId', [], () => ctx.peerId);
  r.method('system_localListenAddresses', [], () => []);
  r.method('system_peers', [], () => []);
  r.method('system_reservedPeers', [], () => []);
  r.method('system_nodeRoles', [], () => ['Authority']);
  r.method('system_syncState', [], () => ({
    startingBlock,
    currentBlock: chain.best.number,
    highestBlock: chain.best.number,
  }));

  r.method(['system_accountNextIndex', 'account_nextIndex'], [req('account', accountId)], ([account]) => {
    const raw = runtimeCall(ctx, chain.best, 'AccountNonceApi_account_nonce', account);
    let nonce = decodeNonce(raw);
    // FRAME's CheckNonce tags a transaction with (account, nonce): skip nonces already pending.
    while (ctx.pool.readyProvidesTag(toHex(concatBytes([account, encodeNonce(nonce, raw.length)])))) nonce++;
    return Number(nonce);
  });

  r.method(
    ['system_dryRun', 'system_dryRunAt'],
    [req('extrinsic', hexBytes), opt('at', blockHash)],
    ([bytes, at]) => {
      const ref = blockAt(ctx, at);
      const state = chain.stateAt(ref);
      let outcome;
      try {
        const builder = chain.runtime.newBlock(state, chain.context(ref), {
          timestamp: nextTimestamp(state, 0n),
        });
        outcome = builder.applyExtrinsic(bytes);
      } catch (e) {
        throw clientError(`Execution failed: ${(e as Error).message}`);
      }
      let result: Uint8Array;
      if (!outcome.included) result = concatBytes([Uint8Array.of(1), encodeValidityError(outcome.error)]);
      else if (outcome.success) result = Uint8Array.of(0, 0);
      else {
        const dispatchError = (outcome as { dispatchError?: Uint8Array }).dispatchError;
        if (!dispatchError) throw clientError(`dispatch failed: ${outcome.error ?? 'unknown error'}`);
        result = concatBytes([Uint8Array.of(0, 1), dispatchError]);
      }
      return toHex(result) as Hex;
    },
  );
}
