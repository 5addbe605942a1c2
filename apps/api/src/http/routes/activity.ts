// GET /api/accounts/:address/activity?cursor&limit&type — an account's history, newest first.
import { checkAddress, encodeAddress } from '@lumi/chain/address';
import { hexToU8a, u8aToHex } from '@polkadot/util';
import { z } from 'zod';
import type { AssetNames } from '../../indexer/assets.ts';
import { ACTIVITY_KINDS, type ActivityKind, type ActivityRow } from '../../store/types.ts';
import { decodeCursor, encodeCursor } from '../cursor.ts';
import { HttpError } from '../errors.ts';
import { parseWith, type Route } from '../server.ts';
import type { RouteContext } from './context.ts';

export const activityQuery = z.object({
  cursor: z.string().max(64).optional(),
  limit: z
    .string()
    .regex(/^\d{1,3}$/, 'must be a whole number from 1 to 100')
    .transform(Number)
    .pipe(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'))
    .default(25),
  type: z
    .string()
    .max(200)
    .transform((s) =>
      s
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ACTIVITY_KINDS as [ActivityKind, ...ActivityKind[]])))
    .optional(),
});

/** The account key of an SS58 address in the chain's format, or a 400 saying what is wrong with it. */
export function accountOf(address: string, ss58Format: number): string {
  const check = checkAddress(address, { expectedFormat: ss58Format });
  if (!check.valid) {
    throw new HttpError(400, 'invalid_address', check.error.message, { reason: check.error.code });
  }
  if (check.publicKey.length !== 32) {
    throw new HttpError(400, 'invalid_address', 'This is an account index, not a 32-byte account address.', {
      reason: 'invalid-length',
    });
  }
  return u8aToHex(check.publicKey);
}

// SS58 encoding hashes (blake2b) every address; a page repeats the same few counterparties.
const ss58Cache = new Map<string, string>();
function ss58Of(hex: string, format: number): string {
  const key = `${format}:${hex}`;
  let address = ss58Cache.get(key);
  if (address === undefined) {
    address = encodeAddress(hexToU8a(hex), format);
    if (ss58Cache.size >= 10_000) ss58Cache.clear();
    ss58Cache.set(key, address);
  }
  return address;
}

export function presentActivity(row: ActivityRow, ss58: number, names: AssetNames) {
  const addr = (hex: string | null) => (hex ? ss58Of(hex, ss58) : null);
  const details = row.details ? { ...row.details } : null;
  if (details) {
    for (const k of ['recipient', 'mintTo', 'withdrawTo']) {
      if (typeof details[k] === 'string') details[k] = addr(details[k]);
    }
    // A swap's and a liquidity change's assets, like the row's own: decimals and the web app's key beside the
    // symbol, from the service's profile (so DOT or USDT need no registry in the app).
    for (const k of ['assetIn', 'assetOut', 'asset1', 'asset2']) {
      const label = details[k];
      if (typeof label !== 'string') continue;
      details[`${k}Decimals`] = names.decimalsOfLabel(label) ?? null;
      details[`${k}Key`] = names.refKeyOfLabel(label);
    }
  }
  return {
    id: `${row.block}-${row.eventIndex}`,
    type: row.kind,
    block: row.block,
    blockHash: row.blockHash,
    timestamp: row.timestamp,
    extrinsicIndex: row.extrinsicIndex,
    eventIndex: row.eventIndex,
    direction: row.direction,
    asset: row.asset,
    decimals: row.asset ? (names.decimalsOfLabel(row.asset) ?? null) : null,
    assetKey: row.asset ? names.refKeyOfLabel(row.asset) : null,
    amount: row.amount,
    counterparty: addr(row.counterparty),
    ...(details ? { details } : {}),
  };
}

export function activityRoutes(ctx: RouteContext): Route[] {
  return [
    {
      method: 'GET',
      path: '/accounts/:address/activity',
      handler: async ({ params, query }) => {
        const ss58 = ctx.chain()?.ss58Format ?? 42;
        const account = accountOf(params.address ?? '', ss58);
        const q = parseWith(activityQuery, Object.fromEntries(query), 'query');
        let before;
        if (q.cursor !== undefined) {
          before = decodeCursor(q.cursor);
          if (!before) throw new HttpError(400, 'invalid_cursor', 'The cursor is not one this API returned.');
        }
        const rows = await ctx.store.activity({ account, before, limit: q.limit + 1, kinds: q.type });
        const page = rows.slice(0, q.limit);
        const last = page[page.length - 1];
        return {
          body: {
            address: ss58Of(account, ss58),
            items: page.map((r) => presentActivity(r, ss58, ctx.names)),
            nextCursor: rows.length > q.limit && last ? encodeCursor(last) : null,
            indexedTo: ctx.indexer.lastIndexed,
          },
        };
      },
    },
  ];
}
