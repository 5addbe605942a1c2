import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: '@lumi/runtime',
    // CI machines are 2 noisy cores; decoding the 1.3 MB kitchensink metadata and WASM crypto init take time there.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
