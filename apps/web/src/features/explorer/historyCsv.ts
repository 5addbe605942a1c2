// The account's history as a CSV file: one line per transaction, newest first. Pure.
import { buildCsv } from './csv.ts';
import { plainAmount, type HistoryEntry, type MovedAmount } from './history.ts';

export interface CsvLabels {
  header: readonly [
    date: string,
    action: string,
    sent: string,
    received: string,
    fee: string,
    hash: string,
    block: string,
  ];
  /** The action's name in the user's language. */
  action: (entry: HistoryEntry) => string;
}

const list = (amounts: readonly MovedAmount[]) => amounts.map(plainAmount).join('; ');

/**
 * Date (ISO 8601, UTC), action, what the account sent and received (exact, each with its token, "; " between
 * several), the fee, the extrinsic hash (empty when unknown) and the block number. Amounts carry no sign (a
 * cell starting with '-' or '+' is one a spreadsheet would run as a formula) and use a decimal point without
 * grouping whatever the locale.
 */
export function historyCsv(
  entries: readonly HistoryEntry[],
  hashes: ReadonlyMap<string, string>,
  labels: CsvLabels,
): string {
  return buildCsv([
    labels.header,
    ...entries.map((entry) => [
      new Date(entry.timestamp).toISOString(),
      labels.action(entry),
      list(entry.amounts.filter((a) => a.sign !== '+')),
      list(entry.amounts.filter((a) => a.sign === '+')),
      entry.fee ? plainAmount(entry.fee) : '',
      hashes.get(entry.key) ?? '',
      String(entry.block),
    ]),
  ]);
}
