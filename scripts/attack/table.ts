// The one table `npm run attack` prints: a row per case, columns padded to the widest cell.

export interface CaseResult {
  case: string;
  expected: string;
  observed: string;
  pass: boolean;
  /** A measurement: time to answer, RSS growth, counts. */
  figure: string;
}

const HEADERS = ['case', 'expected', 'observed', 'result', 'figure'] as const;

/** One line per row; cells never contain a line break (they are flattened). */
export function renderTable(rows: readonly CaseResult[]): string {
  const cells = rows.map((r) =>
    [r.case, r.expected, r.observed, r.pass ? 'PASS' : 'FAIL', r.figure].map((c) => c.replace(/\s+/g, ' ')),
  );
  const widths = HEADERS.map((h, i) => Math.max(h.length, ...cells.map((row) => row[i]!.length)));
  const line = (row: readonly string[]) =>
    row
      .map((c, i) => c.padEnd(widths[i]!))
      .join(' | ')
      .trimEnd();
  const failed = rows.filter((r) => !r.pass).length;
  return [
    line(HEADERS),
    widths.map((w) => '-'.repeat(w)).join('-|-'),
    ...cells.map(line),
    '',
    `${rows.length} cases, ${rows.length - failed} passed, ${failed} failed`,
  ].join('\n');
}
