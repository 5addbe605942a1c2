// chainHead_v1_* (the new JSON-RPC spec): a follow subscription reporting blocks and pinning them
// (chain-head-follow.ts), with body/call/storage operations answered as events on that subscription
// (chain-head-operations.ts). This file adds the methods that only read or release a follower's state.
import { z } from 'zod';
import { toHex } from '@lumi/runtime/bytes';
import type { NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { blockHash, idString } from '../params.ts';
import { req, type Registry } from '../registry.ts';
import { registerChainHeadFollow } from './chain-head-follow.ts';
import { Follows, MAX_PINNED, invalidBlock, pinnedBlock } from './chain-head-state.ts';
import { registerChainHeadOperations } from './chain-head-operations.ts';

export { runtimeSpecJson } from './chain-head-follow.ts';

const followId = idString('a follow subscription id');
const operationIdParam = idString('an operation id');

function registerChainHeadHeader(r: Registry, follows: Follows): void {
  r.method(
    'chainHead_v1_header',
    [req('followSubscription', followId), req('hash', blockHash)],
    ([id, hash], { conn }) => {
      const f = follows.of(id, conn);
      if (!f) return null;
      return toHex(pinnedBlock(f, hash).header);
    },
  );
}

function registerChainHeadUnpin(r: Registry, follows: Follows): void {
  r.method(
    'chainHead_v1_unpin',
    [
      req('followSubscription', followId),
      req(
        'hashOrHashes',
        z.union([blockHash, z.array(blockHash).max(MAX_PINNED, `at most ${MAX_PINNED} hashes`)], {
          error: 'expected a block hash or a list of them',
        }),
      ),
    ],
    ([id, hashes], { conn }) => {
      const f = follows.of(id, conn);
      if (!f) return null;
      const list = Array.isArray(hashes) ? hashes : [hashes];
      if (new Set(list).size !== list.length) throw new RpcError(-32804, 'Duplicate hashes');
      for (const h of list) if (!f.pinned.has(h)) throw invalidBlock();
      for (const h of list) f.pinned.unpin(h);
      return null;
    },
  );
}

function registerChainHeadOperationControl(r: Registry, follows: Follows): void {
  r.method(
    'chainHead_v1_continue',
    [req('followSubscription', followId), req('operationId', operationIdParam)],
    ([id, opId], { conn }) => {
      // Our operations never pause for `waitingForContinue`: continuing an unknown (or finished) operation is a
      // no-op answered null, as polkadot-sdk answers it; a running one was not waiting, which is an error.
      if (follows.of(id, conn)?.operations.has(opId)) {
        throw new RpcError(-32803, 'Invalid continue: the operation is not waiting for continue');
      }
      return null;
    },
  );

  r.method(
    'chainHead_v1_stopOperation',
    [req('followSubscription', followId), req('operationId', operationIdParam)],
    ([id, opId], { conn }) => {
      const op = follows.of(id, conn)?.operations.get(opId);
      if (op) op.cancelled = true;
      return null;
    },
  );
}

export function registerChainHead(r: Registry, ctx: NodeContext): void {
  const follows = new Follows();
  registerChainHeadFollow(r, ctx, follows);
  registerChainHeadHeader(r, follows);
  registerChainHeadOperations(r, ctx, follows);
  registerChainHeadUnpin(r, follows);
  registerChainHeadOperationControl(r, follows);
}
