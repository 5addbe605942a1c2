// The pseudo-locale (development and tests only, never offered to users): every English string with its letters
// swapped for accented look-alikes and wrapped in ⟦ ⟧, so any text that did not go through the catalogue stands
// out as plain ASCII on screen. Interpolations ({{name}}) and nesting ($t(...)) are left intact.

const ACCENTED: Record<string, string> = {
  a: 'å',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'ƥ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Ƥ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Ŝ',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

// Interpolations, nesting and the tags <Trans> fills in stay as they are; everything else is accented.
const KEEP = /(\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?\d+>|<\/?[a-z]+>)/u;

export function pseudoText(text: string): string {
  const parts = text.split(KEEP);
  const body = parts
    .map((part, index) => (index % 2 === 1 ? part : part.replace(/[A-Za-z]/gu, (c) => ACCENTED[c] ?? c)))
    .join('');
  return `⟦${body}⟧`;
}

type Catalogue = { [key: string]: string | Catalogue };

export function pseudoCatalogue(source: Catalogue): Catalogue {
  return Object.fromEntries(
    Object.entries(source).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoText(value) : pseudoCatalogue(value),
    ]),
  );
}
