import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PALLET_DOCS_PATH, palletDocs } from '../scripts/pallet-docs/index.ts';
import { renderPalletDocs } from '../scripts/pallet-docs/render.ts';
import { metadataV15 } from '../src/metadata/index.ts';

describe('docs/pallets.md', () => {
  it('is what the metadata renders (run `npm run docs:pallets -w packages/runtime` after a change)', async () => {
    const committed = readFileSync(PALLET_DOCS_PATH, 'utf8');
    // Compared line by line so a failure names the first stale line instead of two 100 kB strings.
    const expected = (await palletDocs()).split('\n');
    const actual = committed.split('\n');
    const first = expected.findIndex((line, i) => actual[i] !== line);
    expect(
      first === -1 ? undefined : { line: first + 1, committed: actual[first], expected: expected[first] },
    ).toBeUndefined();
    expect(actual.length).toBe(expected.length);
  });

  it('renders calls, events, errors, storage and constants with Rust-like types and decoded values', () => {
    const md = renderPalletDocs(metadataV15());
    expect(md).toContain(
      '- **3** `transfer_keep_alive(dest: MultiAddress<AccountId32, ()>, value: Compact<u128>)`',
    );
    expect(md).toContain('- **`ExistentialDeposit`**: `u128` = `1_000_000_000`');
    expect(md).toContain('- **`PalletId`**: `PalletId` = `PalletId(b"py/ascon")`');
    expect(md).toContain('- **`Now`** value: `u64`; Default `0`');
    expect(md).toContain(
      '- **`Account`** map `Blake2_128Concat(u32), Blake2_128Concat(AccountId32)` → `AssetAccount<u128, u128, (), AccountId32>`; Optional',
    );
    expect(md).toContain(
      '`DispatchError::Module { index: 4, error: [i, 0, 0, 0] }` with `i`:\n\n- **0** `RequireSudo`',
    );
    expect(md).toMatch(/## Timestamp[\s\S]*### Events\n\nNone: the pallet has no `Event` enum/);
    expect(md).toContain('| 3 | [TransactionPayment](#transactionpayment) | — | 1 | — | 2 | 1 |');
  });
});
