// GET /api/status — what this service is connected to and how far it has indexed. Also the cheapest way for
// a page to receive its XSRF-TOKEN cookie before its first POST.
import type { Route } from '../server.ts';
import type { RouteContext } from './context.ts';

export function statusRoutes(ctx: RouteContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/status',
      handler: async () => {
        const chain = ctx.chain();
        const faucet = ctx.faucet();
        const feeder = ctx.feeder();
        return {
          body: {
            chain: {
              endpoint: ctx.endpoint,
              connected: ctx.connected(),
              ...(chain
                ? {
                    name: chain.chainName,
                    chainType: chain.chainType,
                    genesisHash: chain.genesisHash,
                    ss58Format: chain.ss58Format,
                  }
                : {}),
              profile: ctx.names.profile.id,
              features: ctx.features() ?? null,
            },
            indexer: { ...ctx.indexer },
            faucet: faucet
              ? {
                  enabled: true,
                  account: faucet.address,
                  lumi: faucet.lumi.toString(),
                  phpu: faucet.phpu.toString(),
                }
              : { enabled: false },
            forex: feeder ?? { source: 'off' },
          },
        };
      },
    },
  ];
}
