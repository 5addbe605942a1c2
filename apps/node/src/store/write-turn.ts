// Whose turn it is to write, between the node's main connection and a thread writing the same database (the
// store's thread: prune-worker.ts; the checkpoint thread: checkpointer.ts). SQLite lets one connection write at a
// time, and a connection that finds the lock taken sleeps in its busy handler in steps of 1, 2, 5, 10, 15, 20 ms …,
// which overshoot the wait: a block waiting on a 3 ms merge slept 8 ms and more (the paced tail of issue 9). So
// the two sides say through shared memory what they are about to do. The thread raises `held` before it takes
// the lock and drops it (waking the main thread) once it has committed; the main thread raises `wanted` before it
// writes and waits for `held` to fall. The store's thread also looks at `wanted` before taking the lock and
// between the chunks of its work, and commits early when it is raised, so a block waits at most one chunk.
// Both flags are written before the other is read (sequentially consistent atomics), so at least one side sees
// the other: the thread backs off, or the main thread waits for it.

/** Index of the flag the main thread raises while it is about to write (and for the rest of that task). */
const WANTED = 0;
/**
 * Index of the flag the thread raises while it holds, or is taking, the write lock (the checkpoint thread, whose
 * source is a string, sets it by index).
 */
export const HELD = 1;
/** The longest the main thread waits for the thread's commit before writing regardless (ms). */
const HOLD_WAIT_MS = 1000;

export class WriteTurn {
  private readonly flags: Int32Array;
  /** Main thread: a microtask lowering `wanted` is queued. */
  private lowering = false;

  /** `buffer`: the shared memory, made on the main thread and handed to the thread in its workerData. */
  constructor(readonly buffer: SharedArrayBuffer = new SharedArrayBuffer(8)) {
    this.flags = new Int32Array(buffer);
  }

  /**
   * Main thread, before a write the node waits on: `announce`, then returns once the thread does not hold the
   * lock.
   */
  claim(): void {
    this.announce();
    Atomics.wait(this.flags, HELD, 1, HOLD_WAIT_MS);
  }

  /**
   * Main thread, ahead of a write (a block's build, before its commit): raises `wanted` until the current task's
   * synchronous work is done, so the thread commits what it holds meanwhile and takes the lock no more.
   */
  announce(): void {
    Atomics.store(this.flags, WANTED, 1);
    if (this.lowering) return;
    this.lowering = true;
    queueMicrotask(() => {
      this.lowering = false;
      Atomics.store(this.flags, WANTED, 0);
      Atomics.notify(this.flags, WANTED);
    });
  }

  /** Thread: takes the turn unless the main thread wants it (then false: try again later). */
  hold(): boolean {
    Atomics.store(this.flags, HELD, 1);
    if (Atomics.load(this.flags, WANTED) === 0) return true;
    this.release();
    return false;
  }

  /** Thread: gives the turn back once committed, waking a main thread waiting for it. */
  release(): void {
    Atomics.store(this.flags, HELD, 0);
    Atomics.notify(this.flags, HELD);
  }

  /** Thread, between chunks of work: whether the main thread is waiting to write. */
  readonly wanted = (): boolean => Atomics.load(this.flags, WANTED) !== 0;

  /** Thread: blocks until the main thread no longer wants the turn, for at most `ms`. */
  awaitChance(ms: number): void {
    Atomics.wait(this.flags, WANTED, 1, ms);
  }
}

/** The turns the threads writing each database share with its main connection. */
const turns = new WeakMap<object, Set<WriteTurn>>();

/** Registers a thread's turn on `db`'s main connection (until `dropWriteTurn`). */
export function shareWriteTurn(db: object, turn: WriteTurn): void {
  let set = turns.get(db);
  if (!set) turns.set(db, (set = new Set()));
  set.add(turn);
}

/** Forgets a thread's turn (the thread stopped or failed), releasing it if the thread died holding it. */
export function dropWriteTurn(db: object, turn: WriteTurn): void {
  turns.get(db)?.delete(turn);
  turn.release();
}

/**
 * Main thread, before a write transaction the node waits on (a block's build and commit): returns once no thread
 * writing `db` holds the lock, and keeps the store's thread from taking it until this task's work is done.
 */
export function takeWriteTurn(db: object): void {
  const set = turns.get(db);
  if (set) for (const turn of set) turn.claim();
}

/**
 * Main thread, when it starts work that ends in a write in the same task (a block's build): the threads writing
 * `db` commit what they hold meanwhile instead of after, and start nothing more until that task is done.
 */
export function announceWrite(db: object): void {
  const set = turns.get(db);
  if (set) for (const turn of set) turn.announce();
}
