// system_*: node identity, chain properties, health, pool-aware nonces and dry runs.
import { u8aConcatStrict } from '@polkadot/util';
import { addLogDirectives, resetLogDirectives } from '../../util/log.ts';
import { toHex } from '@lumi/runtime/bytes';
import { isPeerId, parseMultiaddrWithPeerId } from '../../util/multiaddr.ts';
import { blockAt, checkIfSafe, type NodeContext, runtimeCall } from '../context.ts';
import { RpcError } from '../errors.ts';
import { accountId, blockHash, hexBytes, text } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';

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

/** sc-rpc-api's system module: BASE_ERROR 2000 + 2. */
const MALFORMATTED_PEER_ARG = 2002;
const peerArg = text(1024, 'a peer');

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
  // A node with no network has no peers; reserved peers are remembered as a dev node lists them.
  const reserved = new Set<string>();
  r.method('system_peers', [], () => {
    checkIfSafe(ctx);
    return [];
  });
  r.method('system_reservedPeers', [], () => [...reserved]);
  r.method('system_addReservedPeer', [req('peer', peerArg)], ([peer]) => {
    checkIfSafe(ctx);
    const parsed = parseMultiaddrWithPeerId(peer);
    if ('error' in parsed) throw new RpcError(MALFORMATTED_PEER_ARG, parsed.error);
    reserved.add(parsed.peerId);
    return null;
  });
  r.method('system_removeReservedPeer', [req('peerId', peerArg)], ([peerId]) => {
    checkIfSafe(ctx);
    if (!isPeerId(peerId)) throw new RpcError(MALFORMATTED_PEER_ARG, `invalid peer id '${peerId}'`);
    reserved.delete(peerId);
    return null;
  });
  r.method('system_unstable_networkState', [], () => {
    checkIfSafe(ctx);
    return {
      peerId: ctx.peerId,
      listenedAddresses: [],
      externalAddresses: [],
      connectedPeers: {},
      notConnectedPeers: {},
      peerset: {},
    };
  });
  r.method('system_addLogFilter', [req('directives', text(4096, 'log directives'))], ([directives]) => {
    checkIfSafe(ctx);
    addLogDirectives(directives);
    return null;
  });
  r.method('system_resetLogFilter', [], () => {
    checkIfSafe(ctx);
    resetLogDirectives();
    return null;
  });
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
    while (ctx.pool.readyProvidesTag(toHex(u8aConcatStrict([account, encodeNonce(nonce, raw.length)]))))
      nonce++;
    return Number(nonce);
  });

  // Like Substrate: BlockBuilder_apply_extrinsic on a throwaway block over `at`, answered as the SCALE
  // ApplyExtrinsicResult.
  r.method(
    ['system_dryRun', 'system_dryRunAt'],
    [req('extrinsic', hexBytes), opt('at', blockHash)],
    ([bytes, at]) => toHex(runtimeCall(ctx, blockAt(ctx, at), 'BlockBuilder_apply_extrinsic', bytes)),
  );
}
