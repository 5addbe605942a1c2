export interface RunFigures {
  performance: number;
  accessibility: number;
  /** Total blocking time, ms. */
  tbt: number;
  /** The same sum over the tasks' CPU time instead of their wall time (bench/cpuBlocking.ts): load-independent. */
  tbtCpu: number;
  /** Largest and first contentful paint, ms. */
  lcp: number;
  fcp: number;
  cls: number;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** One table row: the median of each figure over the runs. */
export function summarise(route: string, runs: readonly RunFigures[]): string {
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return [
    `  ${route.padEnd(6)}`,
    String(of('performance')).padStart(5),
    String(of('accessibility')).padStart(5),
    of('tbt').toFixed(0).padStart(9),
    (of('lcp') / 1000).toFixed(2).padStart(7),
    (of('fcp') / 1000).toFixed(2).padStart(7),
    of('cls').toFixed(3).padStart(7),
    of('tbtCpu').toFixed(0).padStart(11),
  ].join(' ');
}
