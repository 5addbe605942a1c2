import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lumi/chain',
    include: ['test/**/*.test.ts'],
  },
});
