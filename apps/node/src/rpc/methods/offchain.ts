// offchain_localStorage{Get,Set,Clear}: the node's offchain storage, as polkadot-sdk serves it — unsafe
// methods, PERSISTENT storage only (LOCAL answers 5001, "not available yet", there too).
import { z } from 'zod';
import { toHex } from '@lumi/runtime/bytes';
import { checkIfSafe, type NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { hexBytes, keyBytes } from '../params.ts';
import { req, type Registry } from '../registry.ts';

/** sp_core's StorageKind, serialized by serde as its variant name. */
const storageKind = z.enum(['PERSISTENT', 'LOCAL'], {
  error: 'expected a storage kind: "PERSISTENT" or "LOCAL"',
});

const OFFCHAIN_UNAVAILABLE_KIND = 5001;

function persistentOnly(kind: 'PERSISTENT' | 'LOCAL'): void {
  if (kind === 'LOCAL') {
    throw new RpcError(OFFCHAIN_UNAVAILABLE_KIND, 'This storage kind is not available yet');
  }
}

export function registerOffchain(r: Registry, ctx: NodeContext): void {
  r.method(
    'offchain_localStorageSet',
    [req('kind', storageKind), req('key', keyBytes), req('value', hexBytes)],
    ([kind, key, value]) => {
      checkIfSafe(ctx);
      persistentOnly(kind);
      ctx.offchain.set(key, value);
      return null;
    },
  );

  r.method('offchain_localStorageGet', [req('kind', storageKind), req('key', keyBytes)], ([kind, key]) => {
    checkIfSafe(ctx);
    persistentOnly(kind);
    const value = ctx.offchain.get(key);
    return value === undefined ? null : toHex(value);
  });

  r.method('offchain_localStorageClear', [req('kind', storageKind), req('key', keyBytes)], ([kind, key]) => {
    checkIfSafe(ctx);
    persistentOnly(kind);
    ctx.offchain.remove(key);
    return null;
  });
}
