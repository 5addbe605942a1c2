import { defineConfig } from 'vitest/config';

// Browser tests build the app once (globalSetup) and drive real Chromium; CI machines are small and noisy,
// so the timeouts are generous. They bound hangs, they do not measure speed.
export default defineConfig({
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
