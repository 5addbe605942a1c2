// GET /api/extrinsics/:hash — where the extrinsic with this hash was included (block number and hash, index in
// the block), from the hashes the indexer records, so a bare transaction hash can be opened.
import { z } from 'zod';
import { HttpError } from '../errors.ts';
import { parseWith, type Route } from '../server.ts';
import type { RouteContext } from './context.ts';

const hashParam = z
  .string()
  .regex(/^0x[0-9a-fA-F]{64}$/, 'must be an extrinsic hash: 0x and 64 hexadecimal digits')
  .transform((hash) => hash.toLowerCase());

export function extrinsicRoutes(ctx: RouteContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/extrinsics/:hash',
      handler: async ({ params }) => {
        const hash = parseWith(hashParam, params.hash, 'hash');
        const found = await ctx.store.extrinsicByHash(hash);
        if (!found) {
          throw new HttpError(
            404,
            'not_found',
            'No indexed extrinsic has this hash (it may be in a block not indexed yet).',
            { indexedTo: ctx.indexer.lastIndexed },
          );
        }
        return { body: { hash, ...found } };
      },
    },
  ];
}
