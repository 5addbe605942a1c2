import type { JsonRpcProvider } from 'polkadot-api';
import { getWsProvider, type StatusChange } from 'polkadot-api/ws';

export type SocketStatus = 'connecting' | 'open' | 'closed';

function socketStatus(change: StatusChange): SocketStatus {
  switch (change.type) {
    case 'CONNECTING':
      return 'connecting';
    case 'CONNECTED':
      return 'open';
    default:
      return 'closed';
  }
}

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
          connection.send({ ...message, params: [...params.slice(0, 3), '0x', ...params.slice(4)] });
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
 * after every close) and reports the socket's state.
 */
export function createNodeProvider(
  endpoint: string,
  onStatus: (status: SocketStatus) => void,
): JsonRpcProvider {
  return withHexCallParameters(
    getWsProvider(endpoint, {
      onStatusChanged: (change) => onStatus(socketStatus(change)),
      // A node that stops answering (not only one that closes the socket) counts as gone after this long.
      heartbeatTimeout: 40_000,
      timeout: 10_000,
    }),
  );
}
