// "Docs are our own words": names, indices and shapes follow kitchensink (interface fidelity), but the prose
// of our metadata docs is written for Lumi and says what Lumi's implementation does.
import { describe, expect, it } from 'vitest';
import { metadataV15 } from '../../src/metadata/index.ts';
import { kitchensinkUnified } from './kitchensink.ts';
import { unify } from './metadata-bytes.ts';
import { copiedDocLines, docIndex } from './own-docs.ts';

describe('docs are our own words', () => {
  it('no doc line of a pallet item, runtime API method or type repeats a kitchensink doc line', () => {
    const copied = copiedDocLines(unify(metadataV15()), kitchensinkUnified());
    expect(copied.map((c) => `${c.item}: ${c.line}`)).toEqual([]);
  });

  it('checks the items clients see, which kitchensink documents too', () => {
    const ours = docIndex(unify(metadataV15()), { OracleMembership: 'TechnicalMembership' });
    const ref = docIndex(kitchensinkUnified());
    for (const key of [
      'Balances.call.transfer_keep_alive',
      'Balances.event.Transfer',
      'Balances.error.InsufficientBalance',
      'Balances.storage.TotalIssuance',
      'Balances.constant.ExistentialDeposit',
      'TechnicalMembership.call.add_member',
      'api.Core.version',
    ]) {
      expect(ours.get(key)?.length, key).toBeGreaterThan(0);
      expect(ref.get(key)?.length, key).toBeGreaterThan(0);
    }
  });

  it('reports a copied line, ignoring whitespace and case, but not a short generic one', () => {
    const ref = kitchensinkUnified();
    const copies = copiedDocLines(ref, ref, {});
    const transfer = docIndex(ref).get('Balances.storage.TotalIssuance') ?? [];
    expect(copies).toContainEqual({ item: 'Balances.storage.TotalIssuance', line: transfer[0]?.trim() });
    expect(copies.every((c) => c.line.replace(/\s+/g, ' ').length >= 25)).toBe(true);
  });
});
