// The state chainHead_v1_* methods share: each follow subscription with the blocks it pins and the operations
// it runs, looked up only by the connection that opened it.
import type { Hex } from '@lumi/runtime/host';
import type { BlockRef } from '../../chain/chain.ts';
import type { Connection } from '../connection.ts';
import type { PinnedBlocks } from '../pinned-blocks.ts';
import { RpcError } from '../errors.ts';
import type { Sink } from '../sink.ts';

/** Blocks a follower may leave pinned before it is stopped for not unpinning. */
export const MAX_PINNED = 512;

export interface Operation {
  cancelled: boolean;
}

export interface Follow {
  conn: Connection;
  sink: Sink;
  withRuntime: boolean;
  /** Held through `--state-pruning` until unpinned or the follow ends. */
  pinned: PinnedBlocks;
  operations: Map<string, Operation>;
  nextOp: number;
}

export const invalidBlock = (): RpcError =>
  new RpcError(-32801, 'Invalid block hash: the block is not pinned by this subscription');

export class Follows {
  private readonly byId = new Map<string, Follow>();

  add(follow: Follow): void {
    this.byId.set(follow.sink.id, follow);
  }

  delete(id: string): void {
    this.byId.delete(id);
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** How many follow subscriptions `conn` holds open. */
  countFor(conn: Connection): number {
    let n = 0;
    for (const f of this.byId.values()) if (f.conn === conn) n++;
    return n;
  }

  /** The subscription `id` if `conn` opened it: another connection's ids are unknown to this one. */
  of(id: string, conn: Connection): Follow | undefined {
    const f = this.byId.get(id);
    return f && f.conn === conn ? f : undefined;
  }

  /**
   * Starts an operation on `f` and returns its id. `run` starts after the response carrying the id has gone
   * out, and not at all if the operation was stopped or the follow ended first; a throw becomes operationError.
   */
  startOperation(f: Follow, run: (opId: string, op: Operation) => void | Promise<void>): string {
    const opId = String(f.nextOp++);
    const op: Operation = { cancelled: false };
    f.operations.set(opId, op);
    setImmediate(() => {
      void (async () => {
        if (!op.cancelled && this.byId.has(f.sink.id)) {
          try {
            await run(opId, op);
          } catch (e) {
            f.sink.notify({ event: 'operationError', operationId: opId, error: (e as Error).message });
          }
        }
        f.operations.delete(opId);
      })();
    });
    return opId;
  }
}

export function pinnedBlock(f: Follow, hash: Hex): BlockRef {
  const ref = f.pinned.get(hash);
  if (!ref) throw invalidBlock();
  return ref;
}
