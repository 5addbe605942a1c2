export const FALLBACK_NODE_ENDPOINT = 'ws://127.0.0.1:9944';

export type EndpointCheck = { ok: true; url: string } | { ok: false; error: string };

export function checkNodeEndpoint(text: string): EndpointCheck {
  const url = text.trim();
  if (url === '') return { ok: false, error: 'Enter a node endpoint, like ws://127.0.0.1:9944.' };
  if (url.length > 2048) return { ok: false, error: 'The endpoint is too long.' };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: 'This is not a URL. A node endpoint looks like ws://127.0.0.1:9944.' };
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') {
    return {
      ok: false,
      error: `A node endpoint must start with ws:// or wss://, not ${parsed.protocol}//.`,
    };
  }
  if (parsed.hostname === '') return { ok: false, error: 'The endpoint has no host name.' };
  return { ok: true, url };
}
