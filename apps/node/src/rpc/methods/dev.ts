// dev_*: chopsticks' and Anvil's developer controls (new blocks on demand, storage overrides, time travel, moving
// the head back, snapshots and revert, the block build mode). Served only with --dev or --enable-dev-rpc.
import { z } from 'zod';
import type { Hex } from '@lumi/runtime/host';
import type { BuildMode } from '../../authoring/author.ts';
import type { BlockRef } from '../../chain/chain.ts';
import { DevControls } from '../../dev/controls.ts';
import { StorageJsonError, StorageLayout } from '../../dev/storage-json.ts';
import { PoolError } from '../../pool/errors.ts';
import { fromHex } from '@lumi/runtime/bytes';
import { bytes as VecU8 } from '@lumi/runtime/scale';
import { type NodeContext, runtimeCall } from '../context.ts';
import { invalidParams, RpcError } from '../errors.ts';
import { blockHash, hexBytes, hexString } from '../params.ts';
import { opt, req, type Registry } from '../registry.ts';

/** Blocks one dev_newBlock may build (each is a full block: the node hands the event loop back in between). */
export const MAX_NEW_BLOCKS = 1000;
/** Pairs one dev_setStorage may write. */
export const MAX_STORAGE_PAIRS = 10_000;
const MAX_DATE_CHARS = 64;
/** The largest timestamp JavaScript dates represent (year 275760). */
const MAX_TIMESTAMP_MS = 8.64e15;

const count = z
  .number({ error: 'expected a number of blocks' })
  .int('expected a whole number of blocks')
  .min(1, 'expected at least 1 block')
  .max(MAX_NEW_BLOCKS, `expected at most ${MAX_NEW_BLOCKS} blocks`);
const height = z
  .number({ error: 'expected a block number' })
  .int('expected a whole block number')
  .min(1, 'expected a block number above 0')
  .max(0xffffffff, 'expected a block number below 2^32');

/** chopsticks' `{count?, to?, transactions?, unsafeBlockHeight?}` (its parachain message fields do not apply here). */
export const newBlockParams = z
  .object(
    {
      count: count.optional(),
      to: height.optional(),
      transactions: z.array(hexBytes).max(1000, 'at most 1000 transactions').optional(),
      unsafeBlockHeight: height.optional(),
    },
    { error: 'expected {count?, to?, transactions?, unsafeBlockHeight?}' },
  )
  .strict();

const rawPairs = z
  .array(z.tuple([hexString, hexBytes.nullable()], { error: 'expected a [key, value | null] pair' }), {
    error: 'expected a list of [key, value | null] pairs',
  })
  .max(MAX_STORAGE_PAIRS, `at most ${MAX_STORAGE_PAIRS} pairs`);
const palletJson = z.record(
  z.string().max(128),
  z.record(z.string().max(128), z.unknown(), { error: 'expected {Item: value} for each pallet' }),
  { error: 'expected {Pallet: {Item: value}}' },
);
/** Raw `[key, value | null][]` pairs, or `{Pallet: {Item: value}}` for the runtime's metadata to encode. */
export const storageValues = z
  .unknown()
  .transform((v, ctx): z.infer<typeof rawPairs> | z.infer<typeof palletJson> => {
    // The form is decided by the shape, so an error names what is wrong inside it.
    const parsed = Array.isArray(v)
      ? rawPairs.safeParse(v)
      : typeof v === 'object' && v !== null
        ? palletJson.safeParse(v)
        : undefined;
    if (parsed?.success) return parsed.data;
    const issue = parsed?.error.issues[0];
    const path = issue && issue.path.length > 0 ? `[${issue.path.join('.')}] ` : '';
    ctx.addIssue({
      code: 'custom',
      message: issue
        ? `${path}${issue.message}`
        : 'expected [[key, value | null], …] or {Pallet: {Item: value}}',
    });
    return z.NEVER;
  });

/** A timestamp in milliseconds, or a date string `Date.parse` reads ('2030-01-01T00:00:00Z'). */
export const timeTravelParam = z
  .union(
    [z.number(), z.string().max(MAX_DATE_CHARS, `expected a date of at most ${MAX_DATE_CHARS} characters`)],
    {
      error: 'expected a timestamp in milliseconds or a date string',
    },
  )
  .transform((v, ctx) => {
    const ms = typeof v === 'number' ? v : Date.parse(v);
    if (!Number.isSafeInteger(ms) || ms < 0 || ms > MAX_TIMESTAMP_MS) {
      ctx.addIssue({
        code: 'custom',
        message:
          typeof v === 'number'
            ? 'expected a whole number of milliseconds since 1970 (0 to 8.64e15)'
            : 'expected a date string such as 2030-01-01T00:00:00Z',
      });
      return z.NEVER;
    }
    return ms;
  });

/** A block hash, a block number, or (as chopsticks) a negative number counting back from the best block. */
export const hashOrNumber = z.union(
  [
    blockHash,
    z
      .number()
      .int('expected a whole block number')
      .min(-0xffffffff, 'expected a block number')
      .max(0xffffffff, 'expected a block number'),
  ],
  { error: 'expected a block hash or number' },
);

/** chopsticks' BuildBlockMode by name (any case) or by its old numeric value (0 Batch, 1 Instant, 2 Manual). */
export const buildModeParam = z
  .union([z.string().max(16), z.number()], { error: "expected 'Batch', 'Instant' or 'Manual'" })
  .transform((v, ctx): BuildMode => {
    const name = typeof v === 'number' ? ['batch', 'instant', 'manual'][v] : v.toLowerCase();
    if (name === 'batch') return { mode: 'instant' };
    if (name === 'instant') return { mode: 'per-transaction' };
    if (name === 'manual') return { mode: 'manual' };
    ctx.addIssue({ code: 'custom', message: "expected 'Batch', 'Instant' or 'Manual' (or 0, 1, 2)" });
    return z.NEVER;
  });

/** Anvil hands out snapshot ids as hex quantities ("0x1"); a plain number is taken too. */
export const snapshotId = z
  .union([z.string().max(18), z.number()], { error: 'expected a snapshot id such as "0x1"' })
  .transform((v, ctx) => {
    const n =
      typeof v === 'number' ? v : /^0x[0-9a-fA-F]{1,15}$/.test(v) ? Number.parseInt(v, 16) : Number.NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      ctx.addIssue({ code: 'custom', message: 'expected a snapshot id such as "0x1"' });
      return z.NEVER;
    }
    return n;
  });

/** How many blocks dev_newBlock builds: `to` counts up to a number, else `count`; always at least one. */
export function blocksToBuild(best: number, params: { count?: number; to?: number }): number {
  if (params.to !== undefined) return Math.min(MAX_NEW_BLOCKS, Math.max(1, params.to - best));
  return params.count ?? 1;
}

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The dev controls, registered only when enabled (without them the names answer -32601). */
export function registerDevControls(r: Registry, ctx: NodeContext): void {
  const { chain, author, txs } = ctx;
  const controls = new DevControls(chain, txs, author);
  let layout: StorageLayout | undefined;
  const storageLayout = (): StorageLayout => {
    if (!layout) {
      const raw = runtimeCall(ctx, chain.best, 'Metadata_metadata', new Uint8Array());
      layout = new StorageLayout(VecU8.decode(raw));
    }
    return layout;
  };
  const findBlock = (target: Hex | number): BlockRef => {
    const ref =
      typeof target === 'number'
        ? chain.refByNumber(target < 0 ? chain.best.number + target : target)
        : chain.refByHash(fromHex(target));
    if (!ref) throw invalidParams(`hashOrNumber (param 0): no block ${target} in the chain`);
    return ref;
  };
  // Builds are serialized: a second dev_newBlock waits for the first (each one's blocks stay contiguous).
  let building: Promise<unknown> = Promise.resolve();

  r.method('dev_newBlock', [opt('params', newBlockParams)], ([params = {}]) => {
    const run = async (): Promise<Hex> => {
      if (params.unsafeBlockHeight !== undefined && params.unsafeBlockHeight <= chain.best.number + 1) {
        throw invalidParams(
          `params[unsafeBlockHeight] (param 0): expected a number above the next block's (#${chain.best.number + 1})`,
        );
      }
      let only: Set<Hex> | undefined;
      if (params.transactions) {
        // All or none: a transaction the pool refuses takes back the ones of this call already added.
        for (const bytes of params.transactions) await txs.preverify(bytes);
        only = new Set();
        const added: Hex[] = [];
        for (const [i, bytes] of params.transactions.entries()) {
          try {
            const hash = txs.hashOf(bytes);
            if (!ctx.pool.has(hash)) added.push(txs.submit(bytes).hash);
            only.add(hash);
          } catch (e) {
            for (const h of added) ctx.pool.remove(h, 'dropped');
            if (e instanceof PoolError)
              throw new RpcError(e.code, `transactions[${i}]: ${e.message}`, e.data);
            throw e;
          }
        }
      }
      const n = blocksToBuild(chain.best.number, params);
      let last: Hex = chain.best.hashHex;
      for (let i = 0; i < n; i++) {
        if (i > 0) await yieldToEventLoop();
        const built = author.buildBlock({
          ...(i === 0 && only ? { only } : {}),
          ...(i === 0 && params.unsafeBlockHeight !== undefined ? { number: params.unsafeBlockHeight } : {}),
        });
        if (!built.ok) throw new RpcError(1, `block production failed: ${built.error}`);
        last = built.imported.ref.hashHex;
      }
      return last;
    };
    const result = building.then(run, run);
    building = result.catch(() => undefined);
    return result;
  });

  r.method('dev_setStorage', [req('values', storageValues), opt('blockHash', blockHash)], ([values, at]) => {
    if (at !== undefined && at !== chain.best.hashHex) {
      throw invalidParams(
        "blockHash (param 1): only the best block's state can be set (omit it or give the best block)",
      );
    }
    // Every pair is checked (and the JSON form encoded) before anything is written: all or none.
    const changes = new Map<Hex, Uint8Array | null>();
    if (Array.isArray(values)) {
      for (const [key, value] of values) changes.set(key, value);
    } else {
      try {
        for (const [key, value] of storageLayout().encode(values)) {
          changes.set(key, value === null ? null : fromHex(value));
        }
      } catch (e) {
        if (e instanceof StorageJsonError) throw invalidParams(`values (param 0): ${e.message}`);
        throw e;
      }
    }
    if (changes.has('0x')) throw invalidParams('values (param 0): the empty storage key cannot be set');
    controls.setStorage(changes);
    return chain.best.hashHex;
  });

  r.method('dev_timeTravel', [req('date', timeTravelParam)], ([ms]) => {
    controls.timeTravel(ms);
    return ms;
  });

  r.method('dev_setHead', [req('hashOrNumber', hashOrNumber)], ([target]) => {
    controls.setHead(findBlock(target));
    return chain.best.hashHex;
  });

  r.method('dev_snapshot', [], () => `0x${controls.snapshot().toString(16)}`);

  r.method('dev_revert', [req('id', snapshotId)], ([id]) => {
    const done = controls.revert(id);
    return done;
  });

  r.method('dev_setBlockBuildMode', [req('mode', buildModeParam)], ([mode]) => {
    author.setMode(mode);
    return null;
  });
}
