export const FALLBACK_NODE_ENDPOINT = 'ws://127.0.0.1:9944';

export type EndpointCheck = { ok: true; url: string } | { ok: false; error: string };

const EXAMPLES = 'like wss://rpc.example.org or ws://127.0.0.1:9944';

/** Whether `text` can be a node endpoint: a ws:// or wss:// URL with a host and no spaces (outer ones trimmed). */
export function checkNodeEndpoint(text: string): EndpointCheck {
  const url = text.trim();
  if (url === '') return { ok: false, error: `Enter a node endpoint, ${EXAMPLES}.` };
  if (url.length > 2048) return { ok: false, error: 'The endpoint is too long (at most 2,048 characters).' };
  if (/\s/u.test(url)) {
    return { ok: false, error: `The endpoint contains a space. Write it without spaces, ${EXAMPLES}.` };
  }
  if (!/^[a-z][a-z\d+.-]*:\/\//iu.test(url)) {
    return { ok: false, error: `Start the endpoint with ws:// or wss://, ${EXAMPLES}.` };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { ok: false, error: `This is not a URL. Write the endpoint in full, ${EXAMPLES}.` };
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') {
    return {
      ok: false,
      error: `A node endpoint must start with ws:// or wss://, not ${parsed.protocol}//.`,
    };
  }
  if (parsed.hostname === '')
    return { ok: false, error: `The endpoint has no host name; write it ${EXAMPLES}.` };
  return { ok: true, url };
}
