// Block numbers as the app shows them: digits grouped in threes with commas, what toLocaleString('en-US') gives,
// but without Intl. The first Intl number format a page builds sets up ICU's number formatting (about 50 ms on a
// desktop, four times that on a phone); /dapp's connection line is the first thing on the screen with a number,
// and it should not pay that before the first balance does.
export function formatBlockNumber(block: number): string {
  const digits = String(block);
  // Not a plain non-negative integer (never for a block): shown as it is.
  if (!/^\d+$/.test(digits)) return digits;
  return digits.replace(/\B(?=(\d{3})+$)/g, ',');
}
