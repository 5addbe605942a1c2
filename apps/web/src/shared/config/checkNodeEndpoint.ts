export const FALLBACK_NODE_ENDPOINT = 'ws://127.0.0.1:9944';

import { message, type Message } from '../i18n/message.ts';

/** `error` in English (the build, the configuration store); `message` for the UI in the user's language. */
export type EndpointCheck = { ok: true; url: string } | { ok: false; error: string; message: Message };

const EXAMPLES = 'like wss://rpc.example.org or ws://127.0.0.1:9944';

/** Whether `text` can be a node endpoint: a ws:// or wss:// URL with a host and no spaces (outer ones trimmed). */
export function checkNodeEndpoint(text: string): EndpointCheck {
  const url = text.trim();
  if (url === '')
    return {
      ok: false,
      error: `Enter a node endpoint, ${EXAMPLES}.`,
      message: message('endpoint.check.empty'),
    };
  if (url.length > 2048)
    return {
      ok: false,
      error: 'The endpoint is too long (at most 2,048 characters).',
      message: message('endpoint.check.tooLong'),
    };
  if (/\s/u.test(url)) {
    return {
      ok: false,
      error: `The endpoint contains a space. Write it without spaces, ${EXAMPLES}.`,
      message: message('endpoint.check.space'),
    };
  }
  if (!/^[a-z][a-z\d+.-]*:\/\//iu.test(url)) {
    return {
      ok: false,
      error: `Start the endpoint with ws:// or wss://, ${EXAMPLES}.`,
      message: message('endpoint.check.scheme'),
    };
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return {
      ok: false,
      error: `This is not a URL. Write the endpoint in full, ${EXAMPLES}.`,
      message: message('endpoint.check.notUrl'),
    };
  }
  if (parsed.protocol !== 'ws:' && parsed.protocol !== 'wss:') {
    return {
      ok: false,
      error: `A node endpoint must start with ws:// or wss://, not ${parsed.protocol}//.`,
      message: message('endpoint.check.protocol', { protocol: `${parsed.protocol}//` }),
    };
  }
  if (parsed.hostname === '')
    return {
      ok: false,
      error: `The endpoint has no host name; write it ${EXAMPLES}.`,
      message: message('endpoint.check.noHost'),
    };
  return { ok: true, url };
}
