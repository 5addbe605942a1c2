// author_*: submitting and watching extrinsics, listing the pool.
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import { PoolError } from '../../pool/errors.ts';
import { isFinalStatus, type TxWatchers } from '../../pool/watchers.ts';
import { toHex } from '@lumi/runtime/bytes';
import { bytes as VecU8, option, sizedBytes, tuple, vec } from '@lumi/runtime/scale';
import { keyTypeId } from '../../keystore/keystore.ts';
import { checkIfSafe, type NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { hexBytes, hexString, keyBytes, text } from '../params.ts';
import { req, type Registry } from '../registry.ts';

function submit(ctx: NodeContext, bytes: Uint8Array, hash?: Hex): { hash: Hex; status: 'ready' | 'future' } {
  try {
    const result = ctx.txs.submit(bytes, hash);
    if (result.status === 'ready') ctx.onReady();
    return result;
  } catch (e) {
    if (e instanceof PoolError) throw new RpcError(e.code, e.message, e.data);
    throw e;
  }
}

/** sc-rpc-api's author OTHER_ERR: keystore and session-key failures. */
const AUTHOR_OTHER = 1040;
const badKeyType = () => new RpcError(AUTHOR_OTHER, 'Invalid key type ID format (should be of length four)');
const keyType = text(64, 'a key type (four characters, like "babe")');
const suri = text(2048, 'a secret URI');

/** `Option<Vec<(Vec<u8>, KeyTypeId)>>`: what SessionKeys_decode_session_keys answers. */
const DecodedSessionKeys = option(vec(tuple(VecU8, sizedBytes(4))));

/** A SessionKeys runtime API call; failures are the author module's client errors. */
function sessionKeysCall(ctx: NodeContext, method: string, args: Uint8Array): Uint8Array {
  const { chain } = ctx;
  try {
    return chain.runtime.call(chain.headState, method, args, chain.context(chain.best));
  } catch (e) {
    throw new RpcError(AUTHOR_OTHER, `Client error: Execution failed: ${(e as Error).message}`);
  }
}

const extrinsicOrHash = z
  .array(
    z.union([z.object({ hash: hexString }).strict(), z.object({ extrinsic: hexBytes }).strict()], {
      error: 'expected {"hash": "0x…"} or {"extrinsic": "0x…"}',
    }),
  )
  .max(1000, 'at most 1000 items');

export function registerAuthor(r: Registry, ctx: NodeContext, watchers: TxWatchers): void {
  r.method('author_submitExtrinsic', [req('extrinsic', hexBytes)], async ([bytes]) => {
    await ctx.txs.preverify(bytes);
    return submit(ctx, bytes).hash;
  });

  r.subscription({
    subscribe: ['author_submitAndWatchExtrinsic'],
    unsubscribe: ['author_unwatchExtrinsic'],
    notification: 'author_extrinsicUpdate',
    params: [req('extrinsic', hexBytes)],
    prepare: ([bytes]) => ctx.txs.preverify(bytes),
    start: ([bytes], sink) => {
      // Watch before submitting so no status raised during the import is missed.
      const hash = ctx.txs.hashOf(bytes);
      const unwatch = watchers.watch(hash, (status) => {
        sink.notify(status);
        if (isFinalStatus(status)) sink.end();
      });
      try {
        const { status } = submit(ctx, bytes, hash);
        sink.notify(status);
      } catch (e) {
        unwatch();
        throw e;
      }
      return unwatch;
    },
  });

  r.method('author_pendingExtrinsics', [], () => ctx.pool.pendingInOrder().map((tx) => toHex(tx.bytes)));

  r.method('author_removeExtrinsic', [req('bytesOrHash', extrinsicOrHash)], ([items]) => {
    checkIfSafe(ctx);
    const removed: Hex[] = [];
    for (const item of items) {
      const hash = 'hash' in item ? item.hash : ctx.txs.hashOf(item.extrinsic);
      if (!ctx.pool.has(hash)) continue;
      ctx.pool.remove(hash, 'invalid');
      removed.push(hash);
    }
    return removed;
  });

  r.method(
    'author_insertKey',
    [req('keyType', keyType), req('suri', suri), req('publicKey', keyBytes)],
    ([type, secret, publicKey]) => {
      checkIfSafe(ctx);
      const id = keyTypeId(type);
      if (!id) throw badKeyType();
      try {
        ctx.keystore.insert(id, secret, publicKey);
      } catch {
        throw new RpcError(AUTHOR_OTHER, 'The key store is unavailable');
      }
      return null;
    },
  );

  r.method('author_hasKey', [req('publicKey', keyBytes), req('keyType', keyType)], ([publicKey, type]) => {
    checkIfSafe(ctx);
    const id = keyTypeId(type);
    if (!id) throw badKeyType();
    return ctx.keystore.has(id, publicKey);
  });

  // Session keys come from the runtime's SessionKeys API. Lumi's runtime has no session pallet and does
  // not implement it, so both answer the client error a FRAME node gives when that API is missing.
  r.method('author_rotateKeys', [], () => {
    checkIfSafe(ctx);
    // Takes an Option<Vec<u8>> seed (none) and answers the public keys as a SCALE Vec<u8>.
    const keys = sessionKeysCall(ctx, 'SessionKeys_generate_session_keys', Uint8Array.of(0));
    return toHex(VecU8.decode(keys));
  });

  r.method('author_hasSessionKeys', [req('sessionKeys', hexBytes)], ([keys]) => {
    checkIfSafe(ctx);
    // The API takes the keys as a SCALE Vec<u8> and answers Option<Vec<(public key, key type)>>.
    const decoded = DecodedSessionKeys.decode(
      sessionKeysCall(ctx, 'SessionKeys_decode_session_keys', VecU8.encode(keys)),
    );
    if (!decoded) throw new RpcError(AUTHOR_OTHER, 'Session keys are not encoded correctly');
    let all = true;
    for (const [publicKey, type] of decoded) if (!ctx.keystore.has(type, publicKey)) all = false;
    return all;
  });
}
