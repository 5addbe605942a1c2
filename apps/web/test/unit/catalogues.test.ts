// The catalogues are complete: English and Filipino have exactly the same keys (plural forms included, for
// Filipino's own plural categories), the same interpolations, and every key the source uses exists.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../src/shared/i18n/locales/en.json';
import fil from '../../src/shared/i18n/locales/fil.json';
import { pseudoCatalogue, pseudoText } from '../../src/shared/i18n/pseudo.ts';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

const english = flatten(en);
const filipino = flatten(fil);
const PLURAL = /_(zero|one|two|few|many|other)$/u;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/gu)].map((m) => m[1]).sort();

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/u.test(name) ? [path] : [];
  });
}

const SRC = new URL('../../src', import.meta.url).pathname;
const NAMESPACES = new Set([...english.keys()].map((key) => key.split('.')[0]));

/** Every whole key written in the source: t('a.b'), i18nKey="a.b", message('a.b'), and key-like literals. */
function keysInSource(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of sourceFiles(SRC)) {
    // The API client names the fields of an answer by dotted path in its errors ("activity.items"), not keys.
    if (file.includes('/i18n/locales/') || file.includes('/shared/api/')) continue;

    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/['"`]([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9_]+)+)['"`]/gu)) {
      const key = match[1];
      if (key === undefined) continue;
      if (NAMESPACES.has(key.split('.')[0]) && !/\.(ts|tsx|css|json|js)$/u.test(key)) found.set(key, file);
    }
  }
  return found;
}

const baseKeys = (keys: Iterable<string>) => new Set([...keys].map((key) => key.replace(PLURAL, '')));

describe('catalogues', () => {
  it('English and Filipino have exactly the same keys', () => {
    expect([...baseKeys(filipino.keys())].sort()).toEqual([...baseKeys(english.keys())].sort());
  });

  it('every plural has the forms each language needs (Intl.PluralRules categories)', () => {
    for (const [language, catalogue] of [
      ['en', english],
      ['fil', filipino],
    ] as const) {
      const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
      const plurals = new Set(
        [...catalogue.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, '')),
      );
      for (const base of plurals)
        for (const category of categories)
          expect(catalogue.has(`${base}_${category}`), `${language}: ${base}_${category}`).toBe(true);
    }
    // A key plural in one language is plural in the other.
    const plural = (catalogue: Map<string, string>) =>
      [...catalogue.keys()].filter((k) => PLURAL.test(k)).map((k) => k.replace(PLURAL, ''));
    expect(new Set(plural(filipino))).toEqual(new Set(plural(english)));
  });

  it('a translation interpolates the same values as the English', () => {
    for (const [key, text] of english) {
      const translated = filipino.get(key) ?? filipino.get(key.replace(/_one$/u, '_other'));
      if (translated === undefined) continue;
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it('no translation is empty', () => {
    for (const [key, text] of [...english, ...filipino]) expect(text.trim(), key).not.toBe('');
  });

  it('every key the source uses is in the catalogues', () => {
    const used = keysInSource();
    expect(used.size).toBeGreaterThan(50);
    const available = baseKeys(english.keys());
    const missing = [...used].filter(([key]) => !available.has(key) && !english.has(key));
    expect(missing).toEqual([]);
  });

  it('the pseudo-locale changes every letter and keeps interpolations', () => {
    expect(pseudoText('Swap {{amount}} now')).toBe('⟦Ŝŵåƥ {{amount}} ñöŵ⟧');
    expect(pseudoText('Go <1>home</1>')).toBe('⟦Ĝö <1>ĥöɱé</1>⟧');
    for (const text of flatten(pseudoCatalogue(en)).values())
      expect(text.replace(/\{\{[^}]*\}\}|<\/?\d+>/gu, '')).not.toMatch(/[A-Za-z]/u);
  });
});
