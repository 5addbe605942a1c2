// dev_getBlockStats (polkadot-sdk's Dev API, unsafe): re-executes a block on its parent's state and reports
// the size of the storage proof that execution needs, plain and compact, with the block's length and
// extrinsic count.
import { u8aEq } from '@polkadot/util';
import type { Hex, StateReader } from '@lumi/runtime/host';
import { parentTimestamp } from '../../authoring/timestamp.ts';
import { compactProofLengthAt, readProofAt } from '../../chain/state-proofs.ts';
import { fromHex, toHex } from '@lumi/runtime/bytes';
import { compactLength as prefixLength } from '@lumi/runtime/scale';
import { checkIfSafe, type NodeContext } from '../context.ts';
import { RpcError } from '../errors.ts';
import { blockHash } from '../params.ts';
import { req, type Registry } from '../registry.ts';
import { fromStoredTrie } from '../trie-nodes.ts';

/** sc-rpc-api's dev module: BASE_ERROR 6000 + 3. */
const BLOCK_EXECUTION_FAILED = 6003;

/** A state reader that remembers every key it was asked about (and every key an iteration landed on). */
function recording(state: StateReader, keys: Map<Hex, Uint8Array>): StateReader {
  const note = (key: Uint8Array) => keys.set(toHex(key), key);
  return {
    get: (key) => {
      note(key);
      return state.get(key);
    },
    getHex: (hex) => {
      const key = fromHex(hex);
      note(key);
      return state.get(key);
    },
    nextKey: (prefix, after) => {
      const next = state.nextKey(prefix, after);
      note(next ?? after ?? prefix);
      return next;
    },
  };
}

const vecLength = (items: readonly Uint8Array[]) =>
  items.reduce((n, item) => n + prefixLength(item.length) + item.length, prefixLength(items.length));

export function registerDevStats(r: Registry, ctx: NodeContext): void {
  const { chain } = ctx;

  r.method('dev_getBlockStats', [req('hash', blockHash)], ([hash]) => {
    checkIfSafe(ctx);
    const ref = chain.refByHash(fromHex(hash));
    // Like polkadot-sdk: an unknown block, or one whose parent is unknown (genesis), has no stats.
    if (!ref || ref.number === 0) return null;
    const parent = chain.refByNumber(ref.number - 1)!;
    const body = chain.body(ref);

    // Blocks are the runtime's timestamp inherent followed by the included extrinsics: building on the
    // parent with the block's own timestamp and the same extrinsics must give the same block.
    const keys = new Map<Hex, Uint8Array>();
    let sealedHash: Uint8Array;
    let written: Iterable<Hex>;
    try {
      const builder = chain.runtime.newBlock(recording(chain.stateAt(parent), keys), chain.context(parent), {
        timestamp: parentTimestamp(chain.stateAt(ref)),
      });
      for (const xt of body.slice(1)) builder.applyExtrinsic(xt);
      const sealed = builder.finalize();
      sealedHash = sealed.hash;
      written = sealed.changes.keys();
    } catch {
      throw new RpcError(BLOCK_EXECUTION_FAILED, 'Failed to re-execute the specified block');
    }
    if (!u8aEq(sealedHash, ref.hash)) {
      throw new RpcError(BLOCK_EXECUTION_FAILED, 'Failed to re-execute the specified block');
    }
    // Computing the new state root walks the paths of the written keys too.
    for (const k of written) keys.set(k, fromHex(k));

    // The witness is read from the parent's stored trie nodes, as state_getReadProof's proofs are.
    const touched = [...keys.values()];
    const { proof, compactLength } = fromStoredTrie(parent, () => ({
      proof: readProofAt(chain, parent, touched),
      compactLength: compactProofLengthAt(chain, parent, touched),
    }));
    return {
      witnessLen: vecLength(proof),
      witnessCompactLen: compactLength,
      // Each extrinsic in the body already carries its own length prefix.
      blockLen: ref.header.length + prefixLength(body.length) + body.reduce((n, xt) => n + xt.length, 0),
      numExtrinsics: body.length,
    };
  });
}
