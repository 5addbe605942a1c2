import { defineConfig } from 'vitest/config';

// The attack script's pure parts (flags, the table); the attacks themselves run with `npm run attack`.
export default defineConfig({
  test: {
    name: 'attack',
    include: ['test/**/*.test.ts'],
  },
});
