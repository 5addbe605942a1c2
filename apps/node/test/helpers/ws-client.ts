// The client moved to the package's testing entry (src/testing/ws-client.ts) so the attack script
// (scripts/attack) shares it; this path stays for the tests and the bench that import it.
export { RpcCallError, WsRpc, messageText, rpcError } from '../../src/testing/ws-client.ts';
