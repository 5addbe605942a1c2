import { defineConfig } from 'vitest/config';

// Integration tests spawn a real lumi-node and a real lumi-api; CI machines are small and noisy, so the
// timeouts are generous. They bound hangs, they never measure speed.
export default defineConfig({
  test: {
    name: '@lumi/api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 240_000,
    teardownTimeout: 60_000,
  },
});
