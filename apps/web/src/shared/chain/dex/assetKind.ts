/** FRAME stores `PoolInfo { lp_token }`; some runtimes store the LP token id alone. */
export function lpTokenOf(poolInfo: unknown): number | undefined {
  if (typeof poolInfo === 'number') return poolInfo;
  if (poolInfo && typeof poolInfo === 'object' && 'lp_token' in poolInfo) {
    const id = poolInfo.lp_token;
    if (typeof id === 'number') return id;
  }
  return undefined;
}
