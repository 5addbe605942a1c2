import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { catalogueParts } from './build/catalogueParts.ts';

// Browser tests build the app once (globalSetup) and drive real Chromium; CI machines are small and noisy,
// so the timeouts are generous. They bound hangs, they do not measure speed.
export default defineConfig({
  // Modules under test import parts of the English catalogue as the build splits it.
  plugins: [catalogueParts(fileURLToPath(new URL('.', import.meta.url)))],
  test: {
    name: '@lumi/web',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/browser/globalSetup.ts'],
    testTimeout: 90_000,
    hookTimeout: 300_000,
    teardownTimeout: 60_000,
  },
});
