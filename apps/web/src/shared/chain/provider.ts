import type { JsonRpcProvider } from 'polkadot-api';
import { getWsProvider } from 'polkadot-api/ws';
import { gatedWebSocketClass, type SocketGate } from './gatedSocket.ts';

// The gated sockets time out their own opening (CONNECT_TIMEOUT_MS, counted from when the try really starts);
// the provider's opening timeout would also count the wait for the gate, so it is pushed out of the way.
const PROVIDER_OPEN_TIMEOUT_MS = 24 * 60 * 60 * 1_000;

/**
 * polkadot-api sends a runtime call without arguments with empty call parameters (""). Substrate nodes read
 * that as empty bytes, but the JSON-RPC spec describes the field as 0x-prefixed hex, and stricter servers
 * refuse "". "0x" means the same to every node, so it is sent instead.
 */
function withHexCallParameters(provider: JsonRpcProvider): JsonRpcProvider {
  return (onMessage) => {
    const connection = provider(onMessage);
    return {
      send(message) {
        const params: unknown = message.params;
        if (message.method === 'chainHead_v1_call' && Array.isArray(params) && params[3] === '') {
          const args: readonly unknown[] = params;
          connection.send({ ...message, params: [...args.slice(0, 3), '0x', ...args.slice(4)] });
        } else {
          connection.send(message);
        }
      },
      disconnect: () => connection.disconnect(),
    };
  };
}

/**
 * A WebSocket JSON-RPC provider for `endpoint` that reconnects by itself (polkadot-api's ws provider retries
 * after every close) when `gate` lets it, and tells the gate what became of each try.
 */
export function createNodeProvider(endpoint: string, gate: SocketGate): JsonRpcProvider {
  return withHexCallParameters(
    getWsProvider(endpoint, {
      websocketClass: gatedWebSocketClass(gate),
      // A node that stops answering (not only one that closes the socket) counts as gone after this long.
      heartbeatTimeout: 40_000,
      timeout: PROVIDER_OPEN_TIMEOUT_MS,
    }),
  );
}
