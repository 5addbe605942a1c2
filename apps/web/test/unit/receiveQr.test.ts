// The Receive screen's QR code: the modules the qr library gives, drawn as our SVG path with its quiet zone,
// read back by the library's decoder from a rasterised image of that path.
import { encodeQR } from 'qr';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { QUIET_ZONE, qrPath } from '../../src/features/receive/qrPath.ts';

/** Draws `d` (only "M x y h1v1h-1z" squares) at `scale` pixels per module into an RGBA image. */
function rasterise(d: string, size: number, scale: number) {
  const width = size * scale;
  const data = new Uint8ClampedArray(width * width * 4).fill(255);
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/gu)) {
    for (let py = Number(y) * scale; py < (Number(y) + 1) * scale; py += 1)
      for (let px = Number(x) * scale; px < (Number(x) + 1) * scale; px += 1)
        data.fill(0, (py * width + px) * 4, (py * width + px) * 4 + 3);
  }
  return { width, height: width, data };
}

describe('the address QR code', () => {
  it.each([
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
    '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
  ])('decodes back to %s', (address) => {
    const modules = encodeQR(address, 'raw', { ecc: 'medium', border: QUIET_ZONE });
    const { d, size } = qrPath(modules);
    expect(size).toBe(modules.length);
    // The quiet zone: the outer four rows are light.
    expect(modules.slice(0, QUIET_ZONE).flat().some(Boolean)).toBe(false);
    expect(decodeQR(rasterise(d, size, 4))).toBe(address);
  });

  it('draws one square per dark module', () => {
    const { d, size } = qrPath([
      [true, false],
      [false, true],
    ]);
    expect(d).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
    expect(size).toBe(2);
  });
});
