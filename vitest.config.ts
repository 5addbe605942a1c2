import { defineConfig } from 'vitest/config';

// One Vitest run covers every workspace; each project keeps its own environment and timeouts.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'scripts/attack', 'scripts/cycles'],
  },
});
