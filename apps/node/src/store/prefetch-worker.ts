// Worker thread: reads what the pool's transactions name (Runtime.accessHints: a transfer's recipient account)
// before their block, on a read-only connection of its own, so the main thread's block import finds it in its
// caches instead of reading a large index's cold pages (prefetch-thread.ts has the main thread's side).
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { parseHeader } from '@lumi/runtime/block';
import { readProof } from '@lumi/runtime/trie/proof';
import { u8, view } from './buffers.ts';
import type {
  PrefetchAnswer,
  PrefetchRequest,
  PrefetchResult,
  PrefetchWorkerData,
} from './prefetch-thread.ts';
import { prepareStatements } from './statements.ts';
import { StateTables } from './state-tables.ts';
import { pathKey } from './trie-path.ts';

/**
 * Nodes this close to the root are not sent: every block passes them, so the main thread's runtime and node
 * cache always hold them, and the levels below are where a random account's path goes cold.
 */
const SKIP_DEPTH = 2;

const port = parentPort!;
const data = workerData as PrefetchWorkerData;
const db = new Database(data.file, { readonly: true, fileMustExist: true });
// The pages it reads are the ones the main connection's cache misses: a small cache of its own.
db.pragma('cache_size = -8192');
const q = prepareStatements(db);
const tables = new StateTables(q);

type BlockRow = { number: number; header: Buffer } | undefined;

/** The best block's number and the root of the state the store holds for it (a dev override's, if any). */
function head(): { block: number; root: Uint8Array } {
  const best = q.best.get() as BlockRow;
  if (!best) throw new Error('the database holds no block');
  const overridden = q.overriddenRoot.get(best.number) as { root: Buffer } | undefined;
  return {
    block: best.number,
    root: overridden ? u8(overridden.root) : parseHeader(u8(best.header)).stateRoot,
  };
}

/**
 * Keys read per read transaction. Each key's value and path are read at some state between the request and the
 * answer, which is all the main thread assumes (HeadState.prime); short transactions keep the thread from
 * holding an old snapshot that stops the WAL from being checkpointed and restarted.
 */
const KEYS_PER_TRANSACTION = 16;

// What is sent is copied out of the buffers it was read into: a message clones a view's whole buffer.
const readChunk = db.transaction(
  (hexKeys: readonly string[], nodes: Map<string, [Uint8Array, Uint8Array]>): PrefetchChunk => {
    const { block, root } = head();
    const keys = hexKeys.map((k) => Buffer.from(k.slice(2), 'hex'));
    const values: [string, Uint8Array | null][] = keys.map((k, i) => {
      const v = tables.newest(k);
      return [hexKeys[i]!, v ? new Uint8Array(v) : null];
    });
    readProof(
      root,
      keys,
      (hash, path) => {
        const key = pathKey(path);
        const h = view(hash);
        const row = (q.getRecentNode.get(key, h) ?? q.getNode.get(key, h)) as { node: Buffer } | undefined;
        if (row && path.length >= SKIP_DEPTH && !nodes.has(h.toString('hex')))
          nodes.set(h.toString('hex'), [hash.slice(), new Uint8Array(row.node)]);
        return row ? u8(row.node) : undefined;
      },
      // The walk's nodes are what is wanted, not the proof's values.
      () => undefined,
    );
    return { block, values };
  },
);

interface PrefetchChunk {
  block: number;
  values: [string, Uint8Array | null][];
}

function read(hexKeys: readonly string[]): Omit<PrefetchResult, 'id'> {
  const nodes = new Map<string, [Uint8Array, Uint8Array]>();
  const values: [string, Uint8Array | null][] = [];
  let block = -1;
  for (let i = 0; i < hexKeys.length; i += KEYS_PER_TRANSACTION) {
    const chunk = readChunk(hexKeys.slice(i, i + KEYS_PER_TRANSACTION), nodes);
    if (block < 0) block = chunk.block;
    values.push(...chunk.values);
  }
  return { block, values, nodes: [...nodes.values()] };
}

port.on('message', (m: PrefetchRequest) => {
  let answer: PrefetchAnswer;
  try {
    answer = { id: m.id, ...read(m.keys) };
  } catch (e) {
    answer = { id: m.id, error: (e as Error).message };
  }
  port.postMessage(answer);
});
