// Asks a node who it is before the app uses it: the Settings page probes an endpoint before saving it.
import { message as msg, type Message } from '../../shared/i18n/message.ts';

export interface EndpointFound {
  chain: string;
  chainType: string;
  version: string;
  /** The hash of block 0, which tells chains with the same name apart. */
  genesisHash: string;
}

export type EndpointTest = ({ ok: true } & EndpointFound) | { ok: false; error: Message };

export const PROBE_TIMEOUT_MS = 8_000;

const METHODS: [method: string, params: unknown[]][] = [
  ['system_chain', []],
  ['system_chainType', []],
  ['system_version', []],
  ['chain_getBlockHash', [0]],
];

const HASH = /^0x[0-9a-f]{64}$/iu;

/** 0x1234…abcd: enough of a genesis hash to compare by eye. */
export function shortHash(hash: string): string {
  return hash.length > 14 ? `${hash.slice(0, 6)}…${hash.slice(-4)}` : hash;
}

/** What a probe found, for the user: "Lumi Dev (Development), genesis 0x1234…abcd, node 1.0.0". */
export function describeFound(found: EndpointFound): Message {
  const values = {
    chain: found.chain,
    type: found.chainType,
    genesis: shortHash(found.genesisHash),
    version: found.version,
  };
  return msg(found.chainType === found.chain ? 'endpoint.found' : 'endpoint.foundTyped', values);
}

/** The four answers as an EndpointTest; anything a Substrate node would not say is an error. */
export function readAnswers(answers: readonly unknown[]): EndpointTest {
  const [chain, type, version, genesis] = answers;
  const chainType = typeof type === 'object' && type && 'Custom' in type ? type.Custom : type;
  if (
    typeof chain !== 'string' ||
    typeof chainType !== 'string' ||
    typeof version !== 'string' ||
    typeof genesis !== 'string' ||
    !HASH.test(genesis)
  ) {
    return { ok: false, error: msg('endpoint.test.notSubstrate') };
  }
  return { ok: true, chain, chainType, version, genesisHash: genesis.toLowerCase() };
}

/**
 * Opens a WebSocket of its own to `url` (the app's connection is not touched) and asks system_chain,
 * system_chainType, system_version and chain_getBlockHash(0); gives up after `timeoutMs`.
 */
export function testEndpoint(url: string, timeoutMs = PROBE_TIMEOUT_MS): Promise<EndpointTest> {
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      resolve({
        ok: false,
        // The browser's reason is English prose; its name (SyntaxError, SecurityError) is a stable code.
        error: msg('endpoint.test.cannotOpen', { detail: error instanceof Error ? error.name : 'Error' }),
      });
      return;
    }
    const answers = new Map<number, unknown>();
    let done = false;
    const finish = (result: EndpointTest) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      socket.close();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, error: msg('endpoint.test.timeout', { seconds: timeoutMs / 1000 }) }),
      timeoutMs,
    );
    const unreachable = () =>
      finish({
        ok: false,
        error: msg('endpoint.test.unreachable'),
      });
    socket.onerror = unreachable;
    socket.onclose = unreachable;
    socket.onopen = () => {
      METHODS.forEach(([method, params], id) =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params })),
      );
    };
    socket.onmessage = (event: MessageEvent) => {
      let message: { id?: unknown; result?: unknown; error?: { code?: unknown } };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        finish({ ok: false, error: msg('endpoint.test.notJsonRpc') });
        return;
      }
      if (typeof message.id !== 'number') return;
      if (message.error) {
        const method = METHODS[message.id]?.[0] ?? 'a request';
        // The node's error message is English; its JSON-RPC code is what every language can show.
        const { code } = message.error;
        const detail = `JSON-RPC ${typeof code === 'number' ? code : '?'}`;
        finish({ ok: false, error: msg('endpoint.test.refused', { method, detail }) });
        return;
      }
      answers.set(message.id, message.result);
      if (answers.size === METHODS.length) finish(readAnswers(METHODS.map((_, id) => answers.get(id))));
    };
  });
}
