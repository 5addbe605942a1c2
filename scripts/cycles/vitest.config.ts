import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'cycles',
    include: ['test/**/*.test.ts'],
  },
});
