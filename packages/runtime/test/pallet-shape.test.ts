import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runtime } from '../src/runtime.ts';

const PALLETS_DIR = fileURLToPath(new URL('../src/pallets/', import.meta.url));

/** The one shape every pallet folder has (docs/runtime().md, "How to write a pallet"). */
const SHAPE = [
  'calls.ts',
  'constants.ts',
  'errors.ts',
  'events.ts',
  'functions.ts',
  'genesis.ts',
  'index.ts',
  'storage.ts',
  'types.ts',
];
/** Documentation a folder may add beside its code. */
const OPTIONAL_DOCS = new Set(['README.md']);
/** The pallet's Config seam, for a pallet that needs anything from another pallet (docs/runtime().md). */
const CONFIG_SEAM = 'config.ts';
/** A long `functions.ts` or `calls.ts` split by responsibility keeps the parts beside it, named after it. */
const PART = /^(functions|calls)-[a-z]+(-[a-z]+)*\.ts$/;

const folders = readdirSync(PALLETS_DIR, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();

describe('pallet folders', () => {
  it('are the eleven pallet implementations', () => {
    expect(folders).toEqual([
      'asset-conversion',
      'asset-tx-payment',
      'assets',
      'balances',
      'oracle',
      'oracle-membership',
      'parameters',
      'sudo',
      'system',
      'timestamp',
      'transaction-payment',
    ]);
  });

  it.each(folders)('%s has exactly the shared file set', (folder) => {
    const entries = readdirSync(`${PALLETS_DIR}${folder}`, { withFileTypes: true });
    expect(entries.filter((e) => !e.isFile()).map((e) => e.name)).toEqual([]);
    const names = entries.map((e) => e.name);
    const optional = (n: string) => OPTIONAL_DOCS.has(n) || n === CONFIG_SEAM || PART.test(n);
    expect(names.filter((n) => !optional(n)).sort()).toEqual(SHAPE);
  });

  it('pallets with a Config seam are the ones that need other pallets', () => {
    const withSeam = folders.filter((f) => readdirSync(`${PALLETS_DIR}${f}`).includes(CONFIG_SEAM));
    expect(withSeam).toEqual([
      'asset-conversion',
      'asset-tx-payment',
      'assets',
      'balances',
      'oracle',
      'oracle-membership',
      'transaction-payment',
    ]);
  });

  it('every pallet states each of its parts, even the ones it has none of', () => {
    const parts = ['storage', 'calls', 'events', 'errors', 'constants', 'genesis'] as const;
    for (const { pallet } of runtime().pallets) {
      const missing = parts.filter((p) => !(p in pallet));
      expect(missing, pallet.name).toEqual([]);
    }
  });

  it('a pallet FRAME gives no Call/Event/Error enum has none, and no genesis section where FRAME has no config', () => {
    const absent = (name: string) => {
      const p = runtime().pallet(name)?.pallet;
      if (!p) throw new Error(`no pallet ${name}`);
      return (['calls', 'events', 'errors', 'genesis'] as const).filter((k) => p[k] === undefined);
    };
    expect(absent('Timestamp')).toEqual(['events', 'errors', 'genesis']);
    expect(absent('TransactionPayment')).toEqual(['calls', 'errors']);
    expect(absent('Parameters')).toEqual(['errors', 'genesis']);
    expect(absent('Sudo')).toEqual([]);
    expect(absent('AssetTxPayment')).toEqual(['calls', 'errors', 'genesis']);
    expect(runtime().pallet('AssetTxPayment')?.pallet.storage).toBeUndefined();
    expect(Object.keys(runtime().RuntimeCall.variants)).not.toContain('TransactionPayment');
    expect(Object.keys(runtime().RuntimeEvent.variants)).not.toContain('Timestamp');
    const errorPallets = Object.keys(runtime().RuntimeError.variants);
    for (const name of ['Timestamp', 'TransactionPayment', 'Parameters'])
      expect(errorPallets).not.toContain(name);
  });
});
