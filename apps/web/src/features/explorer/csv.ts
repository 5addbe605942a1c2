// RFC 4180 CSV text, safe to open in a spreadsheet. Pure.

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection); such a cell gets a leading
 * apostrophe, which the spreadsheet shows as text. Amounts never start with '-' (they carry no sign), so no real
 * value of ours is changed by it.
 */
const FORMULA_START = /^[=+\-@\t\r]/u;

/** One cell: neutralised if it could run as a formula, quoted when it holds a comma, quote, CR or LF. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/u.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The rows joined with CRLF (RFC 4180), the last line ended too. */
export function buildCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
