import type { AssetKind } from '@lumi/chain';
import type { NativeOrWithIdValue } from '@lumi/chain/asset-kind';

/** FRAME's NativeOrWithId<u32> as polkadot-api decodes it (Lumi's AssetConversion asset kind). */
export type PapiAssetKind = NativeOrWithIdValue;

export function fromPapiAssetKind(kind: PapiAssetKind): AssetKind {
  return kind.type === 'Native' ? { type: 'Native' } : { type: 'WithId', id: kind.value };
}

/** FRAME stores `PoolInfo { lp_token }`; some runtimes store the LP token id alone. */
export function lpTokenOf(poolInfo: unknown): number | undefined {
  if (typeof poolInfo === 'number') return poolInfo;
  if (poolInfo && typeof poolInfo === 'object' && 'lp_token' in poolInfo) {
    const id = poolInfo.lp_token;
    if (typeof id === 'number') return id;
  }
  return undefined;
}
