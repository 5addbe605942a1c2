// Resolves stored transactions this tab is not following live (the connection dropped, the page reloaded, or
// another tab sent them) from the finalized chain, once connected.
import type { ChainConnection } from '../chain/connection.ts';
import { chainReadiness } from '../chain/readiness.ts';
import { genesisOf, lookUp, rebroadcast } from './chainLookup.ts';
import { txJobs } from './jobs.ts';
import { decideOutcome } from './outcome.ts';
import { pendingTxs } from './pendingStore.ts';
import { tryWithTxLock } from './txLock.ts';

/** How often a transaction still not found is handed to the node again. */
const REBROADCAST_EVERY_MS = 30_000;

/** The next block to search per transaction: blocks already searched are not read again. */
const searchedUpTo = new Map<string, number>();
const rebroadcastAt = new Map<string, number>();
const running = new WeakMap<ChainConnection, { again: boolean }>();

async function resolveOne(connection: ChainConnection, txHash: string): Promise<void> {
  const entry = pendingTxs.get(txHash);
  if (!entry || entry.outcome) return;
  const evidence = await lookUp(connection, entry, searchedUpTo.get(txHash) ?? entry.birth);
  const outcome = decideOutcome(entry, evidence);
  if (outcome) {
    searchedUpTo.delete(txHash);
    const resolved = pendingTxs.resolve(txHash, outcome);
    if (resolved) txJobs.showStored(resolved);
    return;
  }
  searchedUpTo.set(txHash, Math.min(evidence.checkedTo, entry.death - 1) + 1);
  const last = rebroadcastAt.get(txHash) ?? 0;
  if (Date.now() - last >= REBROADCAST_EVERY_MS) {
    rebroadcastAt.set(txHash, Date.now());
    await rebroadcast(connection, entry);
  }
}

/**
 * Looks up every unresolved stored transaction of the connected chain. Calls while one runs make it run once
 * more at the end, so a new finalized block is never missed and two runs never overlap.
 */
export async function resolvePending(connection: ChainConnection): Promise<void> {
  const run = running.get(connection);
  if (run) {
    run.again = true;
    return;
  }
  const state = { again: true };
  running.set(connection, state);
  try {
    while (state.again) {
      state.again = false;
      if (!chainReadiness(connection.getStatus()).ready) return;
      const genesis = await genesisOf(connection);
      const open = pendingTxs
        .getSnapshot()
        .filter((entry) => !entry.outcome && entry.genesis === genesis && !txJobs.isWatched(entry.hash));
      for (const entry of open) {
        await tryWithTxLock(entry.hash, () => resolveOne(connection, entry.hash));
      }
    }
  } catch {
    // The connection dropped mid-way: the next connect or finalized block runs this again.
  } finally {
    running.delete(connection);
  }
}
