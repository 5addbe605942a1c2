// chainSpec_v1_*: the new JSON-RPC spec's chain identity calls.
import type { NodeContext } from '../context.ts';
import type { Registry } from '../registry.ts';

export function registerChainSpec(r: Registry, ctx: NodeContext): void {
  r.method('chainSpec_v1_chainName', [], () => ctx.spec.name);
  r.method('chainSpec_v1_genesisHash', [], () => ctx.chain.genesisHash);
  r.method('chainSpec_v1_properties', [], () => ctx.spec.properties ?? {});
}
