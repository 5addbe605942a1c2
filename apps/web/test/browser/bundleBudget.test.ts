import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SizeReport } from '../../build/sizeReport.ts';
import { chunkOf, webDist } from './harness.ts';

function report(): SizeReport {
  return JSON.parse(readFileSync(join(webDist(), '.vite', 'size-report.json'), 'utf8')) as SizeReport;
}

describe('bundle budget (from the build’s size report)', () => {
  it('keeps the initial JS + CSS of /home within 150 kB gzipped', () => {
    const home = report().routes.find((route) => route.route === '/home');
    expect(home).toBeDefined();
    expect(home!.files).toContain(chunkOf('src/areas/home/HomeArea.tsx'));
    expect(home!.gzip).toBeGreaterThan(0);
    expect(home!.gzip).toBeLessThanOrEqual(150_000);
  });

  it('keeps the identicon library and the crypto WebAssembly out of /home and /dapp', () => {
    const { routes } = report();
    const polkadotTheme = chunkOf('src/components/AccountIcon/themes/polkadot.ts');
    for (const route of routes.filter((candidate) => candidate.route !== '/polkadot-identicon')) {
      expect(route.files, route.route).not.toContain(polkadotTheme);
    }
    // The wasm blob alone is ~170 kB gzipped: no route but the identicon page may come near that.
    expect(routes.find((route) => route.route === '/dapp')!.gzip).toBeLessThan(200_000);
  });
});
