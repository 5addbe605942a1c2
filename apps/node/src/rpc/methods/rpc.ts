// rpc_methods: exactly the names this node serves, aliases included.
import type { Registry } from '../registry.ts';

export function registerRpc(r: Registry): void {
  r.method('rpc_methods', [], () => ({ methods: r.names() }));
}
