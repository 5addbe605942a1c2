import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * The English catalogue's top-level keys no first paint reads (the transaction flow, the swap screen, amounts'
 * errors, the chain's error texts): they come in a chunk of their own, fetched right after start-up and awaited
 * by the screens that use them (see src/shared/i18n/i18n.ts). Every other key, including any key added later,
 * is in the first load.
 */
export const DEFERRED_KEYS = [
  'chainError',
  'fees',
  'amount',
  'tx',
  'swap',
  'review',
  'warning',
  'slippage',
  'admin',
  'send',
  'liquidity',
  'activity',
  'contacts',
  'receive',
  'explorer',
  // The wallet button, its menu and the Connect wallet dialog come after the first paint and await this part.
  'wallet',
  // The account icon (wallet menu, screens, the identicon page, which awaits this part) and the identicon page.
  'account',
  'identicon',
  'fiat',
  'lp',
];

/**
 * Deferred keys that are also a part of their own, for code that reads the English text itself:
 * shared/i18n/chainError.ts imports `virtual:lumi-catalogue/chainError` and `.../fees` (the fee budget's own
 * failures) without pulling in the rest.
 */
const OWN_PART = ['chainError', 'fees'];

const PREFIX = 'virtual:lumi-catalogue/';
const PARTS = ['first', 'deferred', ...OWN_PART];

/** The keys of `catalogue` in the named part, in the catalogue's order. */
export function cataloguePart(catalogue: Record<string, unknown>, part: string) {
  const inPart = (key: string) =>
    part === 'first'
      ? !DEFERRED_KEYS.includes(key)
      : part === 'deferred'
        ? DEFERRED_KEYS.includes(key) && !OWN_PART.includes(key)
        : key === part;
  return Object.fromEntries(Object.entries(catalogue).filter(([key]) => inPart(key)));
}

/**
 * `virtual:lumi-catalogue/first`, `.../deferred`, `.../chainError` and `.../fees`: the English catalogue split at build
 * time, so locales/en.json stays one file that people (and parallel branches) edit as it is.
 */
export function catalogueParts(root: string): Plugin {
  const source = join(root, 'src/shared/i18n/locales/en.json');
  return {
    name: 'lumi:catalogue-parts',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : undefined;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return undefined;
      const part = id.slice(PREFIX.length + 1);
      if (!PARTS.includes(part)) this.error(`unknown catalogue part "${part}"`);
      this.addWatchFile(source);
      const catalogue = JSON.parse(readFileSync(source, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(cataloguePart(catalogue, part))};`;
    },
  };
}
