// The blocks one chainHead_v1_follow subscription holds pinned. A pinned block keeps its state through
// `--state-pruning` until it is unpinned or the subscription ends, as polkadot-sdk pins state for chainHead.
import type { Hex } from '@lumi/runtime/host';
import type { BlockRef, Chain } from '../chain/chain.ts';

export class PinnedBlocks {
  private readonly blocks = new Map<Hex, { ref: BlockRef; release: () => void }>();

  constructor(private readonly chain: Chain) {}

  get size(): number {
    return this.blocks.size;
  }

  get(hash: Hex): BlockRef | undefined {
    return this.blocks.get(hash)?.ref;
  }

  has(hash: Hex): boolean {
    return this.blocks.has(hash);
  }

  pin(ref: BlockRef): void {
    if (this.blocks.has(ref.hashHex)) return;
    this.blocks.set(ref.hashHex, { ref, release: this.chain.holdState(ref.number) });
  }

  unpin(hash: Hex): void {
    this.blocks.get(hash)?.release();
    this.blocks.delete(hash);
  }

  /** Releases every pin (the subscription ended). */
  clear(): void {
    for (const { release } of this.blocks.values()) release();
    this.blocks.clear();
  }
}
