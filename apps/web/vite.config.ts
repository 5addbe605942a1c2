import react from '@vitejs/plugin-react';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { bootPreload } from './build/bootPreload.ts';
import { catalogueParts } from './build/catalogueParts.ts';
import { chainDescriptors } from './build/descriptors.ts';
import { dedupePackages } from './build/dedupePackages.ts';
import { mantineStyles } from './build/mantineStyles.ts';
import { moduleReport } from './build/moduleReport.ts';
import { prerender } from './build/prerender.ts';
import { scrollAreaRefs } from './build/scrollAreaRefs.ts';
import { sizeReport } from './build/sizeReport.ts';
import { checkNodeEndpoint } from './src/shared/config/checkNodeEndpoint.ts';
import { DEFAULT_API_URL, apiUnavailableBody } from './server/apiUnavailable.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// React Router's package exports only its development build (warnings, dev checks); it ships a production
// build beside it, which the production bundle uses instead.
function reactRouterProduction(): string {
  const packageJson = createRequire(join(root, 'package.json')).resolve('react-router/package.json');
  return join(dirname(packageJson), 'dist', 'production', 'index.mjs');
}

function viteProcessEnv(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => entry[0].startsWith('VITE_') && entry[1] !== undefined,
    ),
  );
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, root, 'VITE_');
  const endpoint = env.VITE_LUMI_NODE_ENDPOINT;
  if (endpoint) {
    const check = checkNodeEndpoint(endpoint);
    if (!check.ok) throw new Error(`VITE_LUMI_NODE_ENDPOINT="${endpoint}": ${check.error}`);
  }
  const apiUrl = process.env.LUMI_API_URL || DEFAULT_API_URL;

  return {
    root,
    // The size report doubles as the build stamp scripts/start.mjs reads: it records the VITE_* variables of
    // the environment so a build made with other values counts as stale.
    plugins: [
      chainDescriptors(),
      scrollAreaRefs(),
      dedupePackages(root, ['@noble/hashes']),
      catalogueParts(root),
      mantineStyles(),
      react(),
      bootPreload(),
      sizeReport(root, viteProcessEnv()),
      moduleReport(root),
      prerender(root),
    ],
    resolve: {
      // rxjs (polkadot-api's streams, part of /dapp's first paint) exports an ES2015 build under this condition;
      // the default is its ES5 build, larger and with tslib's class helpers.
      conditions: ['es2015', ...defaultClientConditions],
      ...(mode === 'production'
        ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction() }] }
        : {}),
    },
    build: {
      outDir: process.env.LUMI_WEB_OUT_DIR || 'dist',
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      // The route table in build/sizeReport.ts is the size gate; Vite's single-chunk warning adds nothing.
      chunkSizeWarningLimit: 1000,
      rollupOptions: {
        onwarn(warning, warn) {
          // @polkadot and zod place /*#__PURE__*/ where Rollup cannot use it; harmless, and noise in the log.
          if (warning.code === 'INVALID_ANNOTATION') return;
          warn(warning);
        },
      },
    },
    server: {
      host: '127.0.0.1',
      proxy: {
        '/api': {
          target: apiUrl,
          configure(proxy) {
            proxy.on('error', (_error, _request, response) => {
              if (!('writeHead' in response) || response.headersSent) return;
              response.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
              response.end(JSON.stringify(apiUnavailableBody(apiUrl)));
            });
          },
        },
      },
    },
    preview: { host: '127.0.0.1' },
  };
});
