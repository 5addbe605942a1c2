// Everything the API has indexed for an account, page after page, with each transaction's hash read from its
// block on the node: the CSV export's data.
import type { ChainChannel } from '../../shared/chain/connection.ts';
import type { ActivityItem, LumiApiClient } from '../../shared/api/lumiApi.ts';
import { extrinsicHashes } from './extrinsicHashes.ts';
import { groupHistory, type HistoryEntry } from './history.ts';

/** The API's largest page. */
const PAGE = 100;
/** Blocks read from the node at once. */
const PARALLEL_BLOCKS = 4;

/** Every row of the account's history, newest first. Stops if the API ever hands back a cursor twice. */
export async function fetchAllActivity(
  api: LumiApiClient,
  address: string,
  onProgress?: (rows: number) => void,
): Promise<ActivityItem[]> {
  const items: ActivityItem[] = [];
  const seen = new Set<string>();
  let cursor: string | null = null;
  do {
    const page = await api.activity(address, { types: [], cursor, limit: PAGE });
    items.push(...page.items);
    onProgress?.(items.length);
    cursor = page.nextCursor;
    if (cursor !== null && seen.has(cursor))
      throw new Error(`the activity service repeated cursor ${cursor}`);
    if (cursor !== null) seen.add(cursor);
  } while (cursor !== null);
  return items;
}

/** Each transaction's extrinsic hash by entry key ("block-index"), read from the blocks on the node. */
export async function hashesOf(
  chain: ChainChannel,
  entries: readonly HistoryEntry[],
): Promise<Map<string, string>> {
  const blocks = [...new Set(entries.filter((e) => e.extrinsicIndex !== undefined).map((e) => e.blockHash))];
  const byBlock = new Map<string, string[]>();
  for (let i = 0; i < blocks.length; i += PARALLEL_BLOCKS) {
    const chunk = blocks.slice(i, i + PARALLEL_BLOCKS);
    const found = await Promise.all(chunk.map((hash) => extrinsicHashes(chain, hash)));
    chunk.forEach((hash, j) => {
      const hashes = found[j];
      if (hashes) byBlock.set(hash, hashes);
    });
  }
  const out = new Map<string, string>();
  for (const entry of entries) {
    const hash =
      entry.extrinsicIndex === undefined ? undefined : byBlock.get(entry.blockHash)?.[entry.extrinsicIndex];
    if (hash) out.set(entry.key, hash);
  }
  return out;
}

export async function collectHistory(
  api: LumiApiClient,
  chain: ChainChannel,
  address: string,
  onProgress?: (rows: number) => void,
): Promise<{ entries: HistoryEntry[]; hashes: Map<string, string> }> {
  const entries = groupHistory(await fetchAllActivity(api, address, onProgress));
  return { entries, hashes: await hashesOf(chain, entries) };
}
