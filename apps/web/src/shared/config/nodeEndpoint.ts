import { FALLBACK_NODE_ENDPOINT, checkNodeEndpoint } from './checkNodeEndpoint.ts';

export { FALLBACK_NODE_ENDPOINT, checkNodeEndpoint, type EndpointCheck } from './checkNodeEndpoint.ts';

function buildTimeDefault(): string {
  const fromEnv: unknown = import.meta.env.VITE_LUMI_NODE_ENDPOINT;
  if (typeof fromEnv === 'string' && fromEnv !== '') {
    const check = checkNodeEndpoint(fromEnv);
    // vite.config.ts rejects a bad value at build time; this guards builds made some other way.
    if (check.ok) return check.url;
  }
  return FALLBACK_NODE_ENDPOINT;
}

/** ws://127.0.0.1:9944 unless VITE_LUMI_NODE_ENDPOINT was set when the app was built. */
export const DEFAULT_NODE_ENDPOINT = buildTimeDefault();
