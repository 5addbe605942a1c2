import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SourceError, fileSource, parseRatesFile, simulatedSource } from '../../src/forex/sources.ts';

const E18 = 10n ** 18n;
const dir = mkdtempSync(join(tmpdir(), 'lumi-api-rates-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('file source', () => {
  it('reads JSON with or without a "rates" object', () => {
    expect(parseRatesFile('{"rates":{"PHP":"58.25","EUR":"0.9"}}', ['PHP', 'EUR'], 'f')).toEqual(
      new Map([
        ['PHP', 58_250_000_000_000_000_000n],
        ['EUR', 900_000_000_000_000_000n],
      ]),
    );
    expect(parseRatesFile('{"PHP":"58"}', ['PHP', 'EUR'], 'f')).toEqual(new Map([['PHP', 58n * E18]]));
  });

  it('reads CSV with a header and comments', () => {
    const csv = '# rates per USD\ncurrency,rate\nPHP, 58.5\r\nJPY,151.5\n\n';
    expect(parseRatesFile(csv, ['PHP', 'JPY'], 'f')).toEqual(
      new Map([
        ['PHP', 58_500_000_000_000_000_000n],
        ['JPY', 151_500_000_000_000_000_000n],
      ]),
    );
  });

  it('refuses floats, zero, bad codes and bad lines with the place of the problem', () => {
    expect(() => parseRatesFile('{"PHP":58.5}', ['PHP'], 'r.json')).toThrow(
      /r\.json: the rate of PHP must be a decimal string/,
    );
    expect(() => parseRatesFile('{"PHP":"0"}', ['PHP'], 'r.json')).toThrow(/positive/);
    expect(() => parseRatesFile('{"php":"1"}', ['PHP'], 'r.json')).toThrow(/not a currency code/);
    expect(() => parseRatesFile('PHP,58.5\nEUR;0.9', ['PHP'], 'r.csv')).toThrow(/r\.csv:2: expected/);
    expect(() => parseRatesFile('{"PHP":"1"', ['PHP'], 'r.json')).toThrow(/not valid JSON/);
    expect(() => parseRatesFile('EUR,0.9', ['PHP'], 'r.csv')).toThrow(/none of PHP is listed/);
  });

  it('re-reads the file on every read', async () => {
    const path = join(dir, 'rates.json');
    writeFileSync(path, '{"PHP":"58"}');
    const source = fileSource(path, ['PHP']);
    expect((await source.read(new Map())).get('PHP')).toBe(58n * E18);
    writeFileSync(path, '{"PHP":"59"}');
    expect((await source.read(new Map())).get('PHP')).toBe(59n * E18);
    await expect(fileSource(join(dir, 'missing.csv'), ['PHP']).read(new Map())).rejects.toThrow(SourceError);
  });
});

describe('simulated source', () => {
  it('is labelled simulated and walks from the on-chain values within the step', async () => {
    const source = simulatedSource(['PHP', 'EUR'], 20n, 1000n, () => 20);
    expect(source.simulated).toBe(true);
    expect(source.name).toBe('simulated');
    const next = await source.read(new Map([['PHP', 58_500_000_000_000_000_000n]]));
    // +0.20 % of 58.5 = 58.617, rounded to six decimals; EUR has no on-chain value and is not invented.
    expect(next).toEqual(new Map([['PHP', 58_617_000_000_000_000_000n]]));
  });

  it('never leaves the band around its first value, whatever the random steps', async () => {
    let sign = 1;
    const source = simulatedSource(['PHP'], 20n, 100n, (min, max) => (sign > 0 ? max - 1 : min));
    let value = 58_500_000_000_000_000_000n;
    const seen: bigint[] = [];
    for (let i = 0; i < 200; i++) {
      if (i === 100) sign = -1;
      value = (await source.read(new Map([['PHP', value]]))).get('PHP')!;
      seen.push(value);
    }
    const low = 57_915_000_000_000_000_000n; // 58.5 − 1 %
    const high = 59_085_000_000_000_000_000n; // 58.5 + 1 %
    expect(seen.every((v) => v >= low && v <= high)).toBe(true);
    expect(seen[99]).toBe(high);
    expect(seen[199]).toBe(low);
  });
});
