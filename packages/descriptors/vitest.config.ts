import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lumi/descriptors',
    include: ['test/**/*.test.ts'],
  },
});
