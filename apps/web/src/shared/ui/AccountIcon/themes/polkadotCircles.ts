import { blake2b } from '@noble/hashes/blake2.js';

// The polkadot identicon (the one polkadot.js apps and Subscan show): 19 dots on a hexagonal grid over a grey
// disc, coloured from a blake2b-512 of the account's public key. Computed with @noble/hashes' blake2b in plain JS,
// so drawing an icon never needs util-crypto's WebAssembly (a 170 kB download).

export interface Circle {
  cx: number;
  cy: number;
  r: number;
  fill: string;
}

const SIZE = 64;
const MID = SIZE / 2;
const DOT_RADIUS = 5;

// Which palette entry each of the 19 dots takes, and how often each pattern is picked (out of 357).
const PATTERNS: readonly { dots: readonly number[]; weight: number }[] = [
  { dots: [0, 28, 0, 0, 28, 0, 0, 28, 0, 0, 28, 0, 0, 28, 0, 0, 28, 0, 1], weight: 1 },
  { dots: [0, 1, 3, 2, 4, 3, 0, 1, 3, 2, 4, 3, 0, 1, 3, 2, 4, 3, 5], weight: 20 },
  { dots: [1, 2, 3, 1, 2, 4, 5, 5, 4, 1, 2, 3, 1, 2, 4, 5, 5, 4, 0], weight: 16 },
  { dots: [0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 3], weight: 32 },
  { dots: [0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 0, 1, 2, 3, 4, 5, 6], weight: 32 },
  { dots: [0, 1, 2, 3, 4, 5, 3, 4, 2, 0, 1, 6, 7, 8, 9, 7, 8, 6, 10], weight: 128 },
  { dots: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 8, 6, 7, 5, 3, 4, 2, 11], weight: 128 },
];
const TOTAL_WEIGHT = PATTERNS.reduce((sum, pattern) => sum + pattern.weight, 0);
const LIGHTNESS = [53, 15, 35, 75] as const;

/** The dots' centres: an outer ring of 12, an inner ring of 6 and the middle, clockwise from the top. */
function dotCentres(): [number, number][] {
  const r = (MID / 4) * 3;
  const w = (r * Math.sqrt(3)) / 2;
  const steps: [number, number][] = [
    [0, -r],
    [0, -r / 2],
    [-w / 2, (-r * 3) / 4],
    [-w, -r / 2],
    [-w / 2, -r / 4],
    [-w, 0],
    [-w, r / 2],
    [-w / 2, r / 4],
    [-w / 2, (r * 3) / 4],
    [0, r],
    [0, r / 2],
    [w / 2, (r * 3) / 4],
    [w, r / 2],
    [w / 2, r / 4],
    [w, 0],
    [w, -r / 2],
    [w / 2, -r / 4],
    [w / 2, (-r * 3) / 4],
    [0, 0],
  ];
  return steps.map(([dx, dy]) => [MID + dx, MID + dy]);
}

let zeroDigest: Uint8Array | undefined;

function colourOf(byte: number, saturation: number): string {
  if (byte === 0) return '#444';
  if (byte === 255) return 'transparent';
  const hue = Math.floor(((byte % 64) * 360) / 64);
  return `hsl(${hue}, ${saturation}%, ${LIGHTNESS[Math.floor(byte / 64)]}%)`;
}

/** The 20 circles (background first) of the polkadot identicon of a 32-byte public key. */
export function polkadotCircles(publicKey: Uint8Array): Circle[] {
  zeroDigest ??= blake2b(new Uint8Array(32), { dkLen: 64 });
  const digest = blake2b(publicKey, { dkLen: 64 });
  const id = digest.map((byte, index) => (byte + 256 - zeroDigest![index]!) % 256);
  const pick = (id[30]! + id[31]! * 256) % TOTAL_WEIGHT;
  let seen = 0;
  const pattern = PATTERNS.find((candidate) => pick < (seen += candidate.weight)) ?? PATTERNS[0]!;
  const turn = (id[28]! % 6) * 3;
  const saturation = (Math.floor((id[29]! * 70) / 256 + 26) % 80) + 30;
  const palette = Array.from(id, (byte, index) => colourOf((byte + (index % 28) * 58) % 256, saturation));
  const dots = dotCentres().map(([cx, cy], index) => {
    const slot = index < 18 ? (index + turn) % 18 : 18;
    return { cx, cy, r: DOT_RADIUS, fill: palette[pattern.dots[slot]!]! };
  });
  return [{ cx: MID, cy: MID, r: MID, fill: '#eee' }, ...dots];
}
