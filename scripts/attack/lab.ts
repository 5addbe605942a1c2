// What every attack family needs: nodes that are always stopped, a @polkadot/api client, a prober that measures
// how long system_health takes on its own socket while an attack runs, the node's memory, and deadlines.
import { readFileSync, writeFileSync } from 'node:fs';
import '@polkadot/api-augment';
import { ApiPromise, WsProvider } from '@polkadot/api';
import { type SpawnedNode, spawnNode } from '@lumi/node/testing';
import { WsRpc } from '@lumi/node/testing/ws-client';
import type { CaseResult } from './table.ts';

/** The Done-means budget: system_health keeps answering within this under any single request. */
export const HEALTH_BUDGET_MS = 100;

/** Starts a node with `args`, runs `body`, and stops the node whatever happens. */
export async function withNode<T>(
  args: readonly string[],
  body: (node: SpawnedNode) => Promise<T>,
): Promise<T> {
  const node = await spawnNode(args);
  try {
    return await body(node);
  } finally {
    await node.stop(5_000);
  }
}

export function connectApi(url: string): Promise<ApiPromise> {
  return ApiPromise.create({ provider: new WsProvider(url), noInitWarn: true });
}

/** Rejects with `label` when `promise` has not settled after `ms` (a guard, not a wait). */
export function deadline<T>(promise: Promise<T>, ms: number, label: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${label}: no answer within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, expired]).finally(() => clearTimeout(timer));
}

/** Polls `check` until it returns a value other than undefined, or throws after `ms`. */
export async function waitFor<T>(check: () => Promise<T | undefined>, ms: number, label: string): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`${label}: not within ${ms / 1000} s`);
    await new Promise((r) => setImmediate(r));
  }
}

export interface HealthProbe {
  /** Stops probing; the slowest answer and how many were sent. A failed call counts as Infinity. */
  stop(): Promise<{ maxMs: number; count: number }>;
}

/**
 * system_health back to back on a socket of its own, one call in flight at a time, so the slowest answer is the
 * longest the node left a client waiting while the attack ran. Connects before returning.
 */
export async function probeHealth(url: string): Promise<HealthProbe> {
  const rpc = await WsRpc.connect(url);
  await rpc.call('system_health');
  let running = true;
  let maxMs = 0;
  let count = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const ok = await rpc.call('system_health').then(
        () => true,
        () => false,
      );
      maxMs = Math.max(maxMs, ok ? performance.now() - started : Infinity);
      count += 1;
      if (!ok) break;
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      await rpc.close().catch(() => undefined);
      return { maxMs, count };
    },
  };
}

/** The node's resident memory now and its peak since the last `resetPeak` (Linux /proc; bytes). */
export function memory(pid: number): { rss: number; peak: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** Resets the peak resident size (VmHWM) so the next reading is the peak of what follows. */
export function resetPeak(pid: number): void {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    // Not Linux, or not allowed: the peak then includes the node's start-up.
  }
}

export const mib = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MiB`;
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(0)} ms` : 'no answer');

/** The message of anything thrown, on one line. */
export const reason = (e: unknown) => (e instanceof Error ? e.message : String(e)).split('\n')[0]!;

/**
 * Runs one case: `body` returns what it saw; a throw is a failed case that says what went wrong, so one broken
 * case never hides the others.
 */
export async function attempt(
  name: string,
  expected: string,
  body: () => Promise<Omit<CaseResult, 'case' | 'expected'>>,
): Promise<CaseResult> {
  try {
    return { case: name, expected, ...(await body()) };
  } catch (e) {
    return { case: name, expected, observed: `error: ${reason(e)}`, pass: false, figure: '' };
  }
}
