import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lumi/node',
    include: ['test/**/*.test.ts'],
    // Integration tests spawn real node processes; CI is 2 noisy cores.
    pool: 'forks',
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
