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
    expect(home!.files).toContain(chunkOf('src/features/home/HomePage.tsx'));
    expect(home!.gzip).toBeGreaterThan(0);
    expect(home!.gzip).toBeLessThanOrEqual(150_000);
  });

  it('keeps the identicon library and the crypto WebAssembly out of /home and /dapp', () => {
    const { routes } = report();
    const polkadotTheme = chunkOf('src/shared/ui/AccountIcon/themes/polkadot.ts');
    for (const route of routes.filter((candidate) => candidate.route !== '/polkadot-identicon')) {
      expect(route.files, route.route).not.toContain(polkadotTheme);
    }
    // util-crypto's WebAssembly is one incompressible file of ~170 kB gzipped; it is loaded only when a key
    // is used (wallet) or an identicon is drawn, never as part of a route's first load.
    const sizes = new Map(report().chunks.map((chunk) => [chunk.file, chunk.gzip]));
    for (const route of routes.filter((candidate) => candidate.route !== '/polkadot-identicon')) {
      for (const file of route.files)
        expect(sizes.get(file) ?? 0, `${route.route}: ${file}`).toBeLessThan(120_000);
    }
  });

  it('keeps the initial JS + CSS of /dapp, chain client included, within 350 kB gzipped', () => {
    const dapp = report().routes.find((route) => route.route === '/dapp');
    expect(dapp).toBeDefined();
    expect(dapp!.files).toContain(chunkOf('src/app/layout/DappArea.tsx'));
    expect(dapp!.files).toContain(
      chunkOf('../../packages/descriptors/generated/descriptors/metadataTypes.js'),
    );
    expect(dapp!.gzip).toBeLessThanOrEqual(350_000);
  });
});
