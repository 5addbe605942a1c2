// The European Central Bank's daily reference rates (eurofxref-daily.xml): foreign currency per 1 EUR,
// e.g. <Cube currency='PHP' rate='63.170'/>. Lumi's oracle stores units per 1 USD, so every rate is divided
// by the USD rate, exactly in integers at FixedU128 scale (10^18), rounded half up; EUR itself is 1 / USD.
import { RATE_SCALE as FIXED_U128_ONE } from '@lumi/chain';
import { parseRate } from '@lumi/chain/forex';
import { XMLParser } from 'fast-xml-parser';

export class EcbFormatError extends Error {
  override readonly name = 'EcbFormatError';
}

export interface EcbDocument {
  /** The reference date, YYYY-MM-DD. */
  date: string;
  /** Currency → units per 1 EUR, as the decimal text in the document. */
  perEur: Map<string, string>;
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  removeNSPrefix: true,
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (name) => name === 'Cube',
  processEntities: false,
});

type Node = Record<string, unknown>;

export function parseEcbXml(xml: string): EcbDocument {
  let doc: Node;
  try {
    // The well-formedness check (`true`) is deprecated in favour of the separate fast-xml-validator package,
    // not a dependency here; until it is, this call keeps the check.
    // eslint-disable-next-line @typescript-eslint/no-deprecated
    doc = parser.parse(xml, true) as Node;
  } catch (e) {
    throw new EcbFormatError(`not well-formed XML: ${(e as Error).message}`);
  }
  const envelope = doc.Envelope as Node | undefined;
  const outer = (envelope?.Cube as Node[] | undefined)?.[0];
  const days = (outer?.Cube as Node[] | undefined) ?? [];
  const day = days.find((d) => typeof d['@time'] === 'string');
  if (!envelope || !day) throw new EcbFormatError('no <Cube time="…"> element in the document');
  const date = day['@time'] as string;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date))
    throw new EcbFormatError(`bad reference date ${JSON.stringify(date)}`);
  const perEur = new Map<string, string>();
  for (const c of (day.Cube as Node[] | undefined) ?? []) {
    const currency = c['@currency'];
    const rate = c['@rate'];
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) {
      throw new EcbFormatError(`bad currency ${JSON.stringify(currency)}`);
    }
    if (typeof rate !== 'string' || !/^\d{1,12}(\.\d{1,12})?$/.test(rate) || /^0+(\.0+)?$/.test(rate)) {
      throw new EcbFormatError(`bad rate ${JSON.stringify(rate)} for ${currency}`);
    }
    perEur.set(currency, rate);
  }
  if (perEur.size === 0) throw new EcbFormatError('the document lists no rates');
  return { date, perEur };
}

const divRoundHalfUp = (n: bigint, d: bigint) => (n * 2n + d) / (2n * d);

/** Units of each currency per 1 USD at FixedU128 scale; currencies the document lacks are left out. */
export function ratesPerUsd(doc: EcbDocument, currencies: readonly string[]): Map<string, bigint> {
  const usd = doc.perEur.get('USD');
  if (!usd) throw new EcbFormatError('the document has no USD rate, so nothing can be expressed per USD');
  const usdPerEur = parseRate(usd);
  const out = new Map<string, bigint>();
  for (const c of currencies) {
    if (c === 'USD') continue;
    if (c === 'EUR') {
      out.set(c, divRoundHalfUp(FIXED_U128_ONE * FIXED_U128_ONE, usdPerEur));
      continue;
    }
    const perEur = doc.perEur.get(c);
    if (perEur) out.set(c, divRoundHalfUp(parseRate(perEur) * FIXED_U128_ONE, usdPerEur));
  }
  return out;
}
