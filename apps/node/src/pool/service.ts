// Submission path: format check, ban/known check, runtime validation at the best block, pool import.
import type { Hex, TransactionSource, TransactionValidity } from '@lumi/runtime/host';
import type { Chain } from '../chain/chain.ts';
import { blake2_256 } from '../util/hash.ts';
import { toHex } from '@lumi/runtime/bytes';
import { checkOpaqueExtrinsic } from './opaque.ts';
import { badFormat, verificationError } from './errors.ts';
import type { VerifierPool } from '../crypto/verifier-pool.ts';
import type { TxPool } from './pool.ts';

export class TxService {
  /** Signature verifications of submissions on their way to the pool, running in worker threads. */
  private readonly verifying = new Set<Promise<boolean>>();
  /** Told of each transaction the pool takes (the node's prefetch, chain/prefetch.ts); must not throw. */
  onAdmitted: ((bytes: Uint8Array) => void) | undefined;

  constructor(
    readonly chain: Chain,
    readonly pool: TxPool,
    private readonly verifier?: VerifierPool,
  ) {}

  /**
   * Verifies the extrinsic's signature in a worker thread ahead of validation, so the runtime's own
   * (synchronous) check finds the answer cached. Never throws: validation reports any problem.
   */
  async preverify(bytes: Uint8Array): Promise<void> {
    if (!this.verifier || !this.chain.runtime.signatureCheck) return;
    let check;
    try {
      check = this.chain.runtime.signatureCheck(
        this.chain.headState,
        bytes,
        this.chain.context(this.chain.best),
      );
    } catch {
      return;
    }
    if (!check) return;
    const verification = this.verifier.verify(check);
    this.verifying.add(verification);
    try {
      await verification;
    } finally {
      this.verifying.delete(verification);
    }
  }

  /** How many submissions are having their signature verified (on their way to the pool). */
  get verifyingCount(): number {
    return this.verifying.size;
  }

  /**
   * Settles once the verifications running now have finished (not the ones started later): the submissions
   * they belong to are imported in the same turn of the event loop, before anything it schedules runs.
   */
  async verificationsInFlight(): Promise<void> {
    await Promise.allSettled([...this.verifying]);
  }

  hashOf(bytes: Uint8Array): Hex {
    return toHex(blake2_256(bytes));
  }

  /** TaggedTransactionQueue_validate_transaction at the best block; runtime failures become errors. */
  validate(bytes: Uint8Array, source: TransactionSource = 'External'): TransactionValidity {
    const best = this.chain.best;
    return this.chain.runtime.validateTransaction(
      this.chain.headState,
      source,
      bytes,
      this.chain.context(best),
    );
  }

  /**
   * Validates and imports; throws PoolError with Substrate's code and message. `hash` is the extrinsic's
   * hash when the caller has already computed it.
   */
  submit(bytes: Uint8Array, hash: Hex = this.hashOf(bytes)): { hash: Hex; status: 'ready' | 'future' } {
    const formatError = checkOpaqueExtrinsic(bytes);
    if (formatError) throw badFormat(formatError);
    this.pool.checkKnown(hash);
    let validity: TransactionValidity;
    try {
      validity = this.validate(bytes);
    } catch (e) {
      throw verificationError((e as Error).message);
    }
    const status = this.pool.import(hash, bytes, validity, this.chain.best.number);
    this.onAdmitted?.(bytes);
    return { hash, status };
  }

  /** After a block: re-check what is left against the new state. */
  revalidate(): void {
    if (this.pool.readyCount + this.pool.futureCount === 0) return;
    this.pool.revalidate((bytes) => this.validate(bytes, 'External'), this.chain.best.number);
  }
}
