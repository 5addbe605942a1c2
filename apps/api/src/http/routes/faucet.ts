// POST /api/faucet {address} — dev chains only: LUMI and PHPU for a new account, once per address per hour.
import { encodeAddress } from '@lumi/chain/address';
import { hexToU8a } from '@polkadot/util';
import { z } from 'zod';
import { HttpError } from '../errors.ts';
import { parseWith, type Route } from '../server.ts';
import { accountOf } from './activity.ts';
import type { RouteContext } from './context.ts';
import { errorText } from '../../util/error-text.ts';

export const faucetBody = z
  .object({ address: z.string({ error: 'an address is required' }).max(100) })
  .strict();

export function faucetRoutes(ctx: RouteContext): Route[] {
  return [
    {
      method: 'POST',
      path: '/faucet',
      handler: async ({ body, ip }) => {
        const { address } = parseWith(faucetBody, body ?? {}, 'body');
        const chain = ctx.chain();
        const ss58 = chain?.ss58Format ?? 42;
        const account = accountOf(address, ss58);
        const faucet = ctx.faucet();
        if (chain?.isDev && ctx.features()?.faucet === false && !faucet) {
          // The web app knows this code; `reason` tells a Lumi-only service apart from one turned off.
          throw new HttpError(
            404,
            'faucet_unavailable',
            'The faucet is not available on this chain: it pays Lumi test tokens, which this chain does not have.',
            { reason: 'not_on_this_chain' },
          );
        }
        if (!chain || !faucet) {
          throw new HttpError(
            404,
            'faucet_unavailable',
            chain && !chain.isDev
              ? `The faucet only runs on development chains; this node serves a ${chain.chainType} chain.`
              : 'The faucet is not available (turned off, or the node is not connected yet).',
          );
        }
        const now = ctx.now();
        const result = await faucet.request(account, ip, now).catch((e: unknown) => {
          throw new HttpError(502, 'faucet_failed', `The faucet could not send the tokens: ${errorText(e)}`);
        });
        if (!result.ok) {
          const retryAfter = Math.max(1, Math.ceil((result.retryAt - now) / 1000));
          throw new HttpError(
            429,
            'rate_limited',
            result.reason === 'address'
              ? 'This address already received test tokens within the last hour.'
              : 'Too many faucet requests from your network within the last hour.',
            { reason: result.reason, retryAt: result.retryAt },
            { 'retry-after': String(retryAfter) },
          );
        }
        return {
          body: {
            address: encodeAddress(hexToU8a(account), ss58),
            txHash: result.transfers[0]!.txHash,
            transfers: result.transfers,
          },
        };
      },
    },
  ];
}
