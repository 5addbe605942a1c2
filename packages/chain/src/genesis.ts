// The dev/local chain's genesis economics, shared by the runtime's genesis presets (Oracle rates, the LUMI/PHPU
// pool) and by apps that show or check them. Rates use FixedU128's scale (value × 10^18), as the Oracle stores them.

/** FixedU128's accuracy: a rate of 1.0 is 10^18. */
export const RATE_SCALE = 10n ** 18n;

/** Genesis forex rate: pesos per US dollar (58.50), FixedU128-scaled. */
export const GENESIS_PHP_PER_USD = 58_500_000_000_000_000_000n;

/** Genesis price of 1 LUMI in US dollars (1.00), FixedU128-scaled. */
export const GENESIS_LUMI_USD = 1_000_000_000_000_000_000n;

/**
 * Whole LUMI Alice deposits into the genesis LUMI/PHPU pool. Sized so the PHPU side (585,000) fits in a dev
 * account's 1,000,000 PHPU endowment.
 */
export const GENESIS_POOL_LUMI = 10_000n;

/**
 * Whole PHPU that pairs with `lumi` whole LUMI at the genesis rates (1 PHPU = 1 PHP):
 * lumi × (USD per LUMI) × (PHP per USD). Throws when the result is not a whole number of PHPU, since a pool
 * seeded at a rounded price would disagree with the Oracle.
 */
export function phpuForLumi(lumi: bigint): bigint {
  const scaled = lumi * GENESIS_LUMI_USD * GENESIS_PHP_PER_USD;
  const denominator = RATE_SCALE * RATE_SCALE;
  if (scaled % denominator !== 0n) throw new RangeError(`${lumi} LUMI is not a whole number of PHPU`);
  return scaled / denominator;
}

/** Whole PHPU in the genesis pool: 585,000 at 58.50 PHP per LUMI. */
export const GENESIS_POOL_PHPU = phpuForLumi(GENESIS_POOL_LUMI);
