import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EcbFormatError, parseEcbXml, ratesPerUsd } from '../../src/forex/ecb.ts';
import { ecbSource } from '../../src/forex/sources.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');
const ONE = 10n ** 18n;

describe('ECB daily reference rates', () => {
  it('reads the date and every rate per EUR as written', () => {
    const doc = parseEcbXml(fixture('eurofxref-exact.xml'));
    expect(doc.date).toBe('2026-11-20');
    expect(Object.fromEntries(doc.perEur)).toEqual({
      USD: '1.25',
      JPY: '189.375',
      GBP: '0.9875',
      SGD: '1.675',
      AUD: '1.9',
      PHP: '73.125',
      CHF: '0.9412',
    });
  });

  it('divides by the USD rate exactly (hand-computed: 73.125 / 1.25 = 58.5, 1 / 1.25 = 0.8, ...)', () => {
    const rates = ratesPerUsd(parseEcbXml(fixture('eurofxref-exact.xml')), [
      'PHP',
      'EUR',
      'JPY',
      'GBP',
      'SGD',
      'AUD',
      'NOK',
    ]);
    expect(Object.fromEntries(rates)).toEqual({
      PHP: 58_500_000_000_000_000_000n, // 73.125 / 1.25
      EUR: 800_000_000_000_000_000n, // 1 / 1.25
      JPY: 151_500_000_000_000_000_000n, // 189.375 / 1.25
      GBP: 790_000_000_000_000_000n, // 0.9875 / 1.25
      SGD: 1_340_000_000_000_000_000n, // 1.675 / 1.25
      AUD: 1_520_000_000_000_000_000n, // 1.9 / 1.25
      // NOK is not in the document: left out, never invented.
    });
  });

  it('rounds the 18th decimal half up', () => {
    const rates = ratesPerUsd(parseEcbXml(fixture('eurofxref-rounding.xml')), ['PHP', 'EUR', 'JPY']);
    // 63.170 / 1.0850 = 58.221198156682027649 769... → ...650
    expect(rates.get('PHP')).toBe(58n * ONE + 221_198_156_682_027_650n);
    // 1 / 1.0850 = 0.921658986175115207 373... → ...207
    expect(rates.get('EUR')).toBe(921_658_986_175_115_207n);
    // 169.16 / 1.0850 = 155.907834101382488479 262... → ...479
    expect(rates.get('JPY')).toBe(155n * ONE + 907_834_101_382_488_479n);
  });

  it('rejects documents that are not ECB reference rates', () => {
    expect(() => parseEcbXml('<html><body>Service unavailable</body></html>')).toThrow(EcbFormatError);
    expect(() => parseEcbXml('not xml at all <<<')).toThrow(EcbFormatError);
    const badRate = fixture('eurofxref-exact.xml').replace("rate='73.125'", "rate='-73.125'");
    expect(() => parseEcbXml(badRate)).toThrow(/bad rate/);
    const zero = fixture('eurofxref-exact.xml').replace("rate='73.125'", "rate='0.000'");
    expect(() => parseEcbXml(zero)).toThrow(/bad rate/);
    const noUsd = fixture('eurofxref-exact.xml').replace("<Cube currency='USD' rate='1.25'/>", '');
    expect(() => ratesPerUsd(parseEcbXml(noUsd), ['PHP'])).toThrow(/no USD rate/);
  });
});

describe('ECB source over HTTP', () => {
  let server: Server;
  let base: string;
  let status = 200;
  beforeAll(async () => {
    server = createServer((req, res) => {
      if (req.url === '/eurofxref-daily.xml' && status === 200) {
        res.writeHead(200, { 'content-type': 'text/xml' });
        res.end(fixture('eurofxref-exact.xml'));
      } else {
        res.writeHead(status === 200 ? 404 : status);
        res.end();
      }
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('fetches the document and derives per-USD rates', async () => {
    const source = ecbSource(`${base}/eurofxref-daily.xml`, ['PHP', 'EUR']);
    expect(source.simulated).toBe(false);
    const rates = await source.read(new Map());
    expect(rates.get('PHP')).toBe(58_500_000_000_000_000_000n);
    expect(rates.get('EUR')).toBe(800_000_000_000_000_000n);
  });

  it('reports HTTP failures as errors (for the feeder to retry)', async () => {
    status = 503;
    await expect(ecbSource(`${base}/eurofxref-daily.xml`, ['PHP']).read(new Map())).rejects.toThrow(
      /HTTP 503/,
    );
    status = 200;
    await expect(ecbSource(`${base}/missing.xml`, ['PHP']).read(new Map())).rejects.toThrow(/HTTP 404/);
  });
});
