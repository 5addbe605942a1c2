export type EndpointTest =
  { ok: true; chain: string; chainType: string; version: string } | { ok: false; error: string };

const TIMEOUT_MS = 8_000;

/**
 * Opens a WebSocket to `url` and asks the node who it is (system_chain, system_chainType, system_version),
 * without touching the app's own connection.
 */
export function testEndpoint(url: string): Promise<EndpointTest> {
  return new Promise((resolve) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      resolve({ ok: false, error: error instanceof Error ? error.message : String(error) });
      return;
    }
    const answers = new Map<number, unknown>();
    const finish = (result: EndpointTest) => {
      clearTimeout(timer);
      socket.close();
      resolve(result);
    };
    const timer = setTimeout(
      () => finish({ ok: false, error: `No answer within ${TIMEOUT_MS / 1000} s.` }),
      TIMEOUT_MS,
    );
    socket.onerror = () =>
      finish({ ok: false, error: 'Could not connect: the node is not reachable there.' });
    socket.onopen = () => {
      ['system_chain', 'system_chainType', 'system_version'].forEach((method, id) =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id, method, params: [] })),
      );
    };
    socket.onmessage = (event: MessageEvent) => {
      let message: { id?: unknown; result?: unknown; error?: { message?: unknown } };
      try {
        message = JSON.parse(String(event.data)) as typeof message;
      } catch {
        finish({ ok: false, error: 'The server does not speak JSON-RPC.' });
        return;
      }
      if (typeof message.id !== 'number') return;
      if (message.error) {
        finish({ ok: false, error: `The node refused ${String(message.error.message ?? 'a request')}.` });
        return;
      }
      answers.set(message.id, message.result);
      if (answers.size === 3) {
        const type = answers.get(1);
        finish({
          ok: true,
          chain: String(answers.get(0)),
          chainType:
            typeof type === 'object' && type && 'Custom' in type ? String(type.Custom) : String(type),
          version: String(answers.get(2)),
        });
      }
    };
  });
}
