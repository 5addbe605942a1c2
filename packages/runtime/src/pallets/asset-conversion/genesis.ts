// pallet_asset_conversion genesis (FRAME's `pools: Vec<(asset1, asset2, provider, amount1, amount2)>`, no setup
// fee), plus metadata for the LP tokens it creates — PoolAssets' own genesis runs before the pools exist.
// Runs after Assets/PoolAssets (pallet index order), so the assets and the provider's balances are in place.
import { GENESIS_POOL_LUMI, GENESIS_POOL_PHPU, LPHPU, PHPU } from '@lumi/chain';
import { stringToU8a } from '@polkadot/util';
import { z } from 'zod';
import { devAddress } from '../../dev-accounts.ts';
import { zAccountId, zU128, zU32 } from '../../genesis/zod.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { defineGenesis } from '../../support/genesis.ts';
import { transactional } from '../../support/context.ts';
import { UNIT } from '../../primitives/currency.ts';
import { lpTokens } from './functions.ts';
import { setupPoolFromGenesis } from './functions-liquidity.ts';
import { Pools } from './storage.ts';
import { assetKindScheme } from '../../primitives/asset-kind.ts';
import { assetLabel } from './types.ts';

/** The runtime's asset kind as Substrate's serde writes it ("Native" / {"WithId": id}, or a Location). */
const zAssetKind = z.lazy(() => assetKindScheme.get().genesis);

const schema = z
  .object({
    pools: z.array(z.tuple([zAssetKind, zAssetKind, zAccountId, zU128, zU128])).default([]),
    /** [lp token id, name, symbol, decimals] for LP tokens the pools above create. */
    poolTokenMetadata: z
      .array(
        z.tuple([
          zU32,
          z.string().min(1).max(50),
          z.string().min(1).max(50),
          z.number().int().min(0).max(255),
        ]),
      )
      .default([]),
  })
  .strict()
  .default({ pools: [], poolTokenMetadata: [] });

const PHPU_UNIT = 10n ** BigInt(PHPU.decimals);

function build(cfg: z.output<typeof schema>): void {
  for (const [asset1, asset2, provider, amount1, amount2] of cfg.pools) {
    const label = `(${assetLabel(asset1)}, ${assetLabel(asset2)})`;
    try {
      transactional(() => setupPoolFromGenesis(asset1, asset2, provider, amount1, amount2));
    } catch (e) {
      if (!(e instanceof DispatchError)) throw e;
      throw new Error(`assetConversion genesis: pool ${label} setup failed: ${e.message}`, { cause: e });
    }
  }
  const poolTokens = new Set([...Pools.entries()].map(([, info]) => info.lp_token));
  for (const [id, name, symbol, decimals] of cfg.poolTokenMetadata) {
    if (!poolTokens.has(id)) throw new Error(`assetConversion genesis: LP token ${id} belongs to no pool`);
    lpTokens().setMetadataRaw(id, stringToU8a(name), stringToU8a(symbol), decimals);
  }
}

/** The dev presets: Alice seeds LUMI/PHPU at the genesis forex rates; its LP token is LPHPU (PoolAssets 0). */
function preset(name: string): unknown {
  if (name !== 'development' && name !== 'local_testnet') return undefined;
  if (PHPU.location.pallet !== 'Assets' || LPHPU.location.pallet !== 'PoolAssets')
    throw new Error('the asset registry must place PHPU in Assets and LPHPU in PoolAssets');
  return {
    pools: [
      [
        'Native',
        { WithId: PHPU.location.id },
        devAddress('Alice'),
        (GENESIS_POOL_LUMI * UNIT).toString(),
        (GENESIS_POOL_PHPU * PHPU_UNIT).toString(),
      ],
    ],
    poolTokenMetadata: [[LPHPU.location.id, LPHPU.name, LPHPU.symbol, LPHPU.decimals]],
  };
}

export const genesis = defineGenesis('assetConversion', schema, build, preset);
