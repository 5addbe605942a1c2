// `lumi-node --dev --chain asset-hub-dev` with real clients: polkadot-api's typed API over the descriptors generated
// from Polkadot Asset Hub's own metadata (it checks each call and query against the node's metadata before using
// it) reads the seeded pools, quotes, swaps DOT for USDT, DOT for the PHPU foreign asset and PHPU for USDT through
// DOT, adds liquidity to both pools and moves PHPU with ForeignAssets.transfer, with the calls built by
// @lumi/chain/asset-kind for the scheme it detects in the node's metadata; @polkadot/api swaps and reads
// ForeignAssets from metadata alone.
import { ApiPromise, WsProvider } from '@polkadot/api';
import { assetHubPolkadot } from '@lumi/descriptors';
import {
  addLiquidity,
  detectAssetKindScheme,
  location,
  quoteRequest,
  swapExactIn,
  type AssetKindScheme,
  type AssetRef,
} from '@lumi/chain/asset-kind';
import { builtinProfile } from '@lumi/chain/profiles';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import { hexToU8a } from '@polkadot/util';
import { createClient, type PolkadotClient, type TypedApi } from 'polkadot-api';
import { getPolkadotSigner } from 'polkadot-api/signer';
import { getWsProvider } from 'polkadot-api/ws';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevAccounts, devAccounts } from '../helpers/accounts.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';

const DOT: AssetRef = { type: 'Native' };
const USDT: AssetRef = { type: 'Local', id: 1984 };
/** PHPU as asset-hub-dev's genesis seeds it in ForeignAssets: Lumi's Assets (5) id 1 on sibling parachain 4242. */
const PHPU_LOCATION = location(
  1,
  { type: 'Parachain', value: 4242 },
  { type: 'PalletInstance', value: 5 },
  { type: 'GeneralIndex', value: 1n },
);
const PHPU: AssetRef = { type: 'Foreign', location: PHPU_LOCATION };
const DOT_LOCATION = { parents: 1, interior: { type: 'Here' as const, value: undefined } };

let node: SpawnedNode;
let client: PolkadotClient;
let api: TypedApi<typeof assetHubPolkadot>;
let acc: DevAccounts;
let scheme: AssetKindScheme;

beforeAll(async () => {
  acc = await devAccounts();
  node = await spawnNode(['--dev', '--tmp', '--chain', 'asset-hub-dev']);
  client = createClient(getWsProvider(node.wsUrl, { websocketClass: WebSocket as never }));
  api = client.getTypedApi(assetHubPolkadot);
  const raw = await client._request<string>('state_getMetadata', []);
  const detected = detectAssetKindScheme(unifyMetadata(decAnyMetadata(hexToU8a(raw))));
  if (!detected) throw new Error('no asset kind scheme in the node metadata');
  scheme = detected;
});
afterAll(async () => {
  client?.destroy();
  await node?.stop();
});

const signerOf = (who: DevAccounts['alice']) =>
  getPolkadotSigner(who.publicKey, 'Sr25519', (input) => who.sign(input));

/** A call @lumi/chain built, on the typed API (its argument types are Asset Hub's XCM v5 shapes). */
function tx(call: { pallet: string; name: string; args: unknown }) {
  const pallets = api.tx as unknown as Record<
    string,
    Record<string, (args: never) => ReturnType<typeof api.tx.Balances.transfer_keep_alive>>
  >;
  const build = pallets[call.pallet]?.[call.name];
  if (!build) throw new Error(`no call ${call.pallet}.${call.name} in the descriptors`);
  return build(call.args as never);
}

async function quote(
  side: 'exactIn' | 'exactOut',
  assetIn: AssetRef,
  assetOut: AssetRef,
  amount: bigint,
  at?: string,
) {
  const q = quoteRequest(scheme, side, { assetIn, assetOut, amount, includeFee: true });
  const [a, b, n, f] = q.args as [never, never, bigint, boolean];
  const apis = api.apis.AssetConversionApi;
  return side === 'exactIn'
    ? apis.quote_price_exact_tokens_for_tokens(a, b, n, f, at ? { at } : {})
    : apis.quote_price_tokens_for_exact_tokens(a, b, n, f, at ? { at } : {});
}

describe('asset-hub-dev with the Asset Hub Polkadot descriptors (polkadot-api)', () => {
  it("announces the profile's token and is seen as an XCM Location chain", async () => {
    const profile = builtinProfile('asset-hub-dev')!;
    const spec = await client.getChainSpecData();
    expect(spec.properties).toMatchObject({
      tokenSymbol: profile.nativeToken.symbol,
      tokenDecimals: profile.nativeToken.decimals,
      ss58Format: profile.ss58Prefix,
    });
    expect(scheme.type).toBe('Location');
    expect(scheme.type === 'Location' && scheme.pallets).toMatchObject({
      assets: 50,
      foreignAssets: 53,
      poolAssets: 54,
    });
  });

  it('reads the seeded DOT/USDT pool, its LP token and the USDT metadata', async () => {
    const pools = (await api.query.AssetConversion.Pools.getEntries()).filter(
      (p) => p.keyArgs[0][1]?.parents === 0,
    );
    expect(pools).toHaveLength(1);
    expect(pools[0]!.keyArgs[0]).toEqual([
      DOT_LOCATION,
      {
        parents: 0,
        interior: {
          type: 'X2',
          value: [
            { type: 'PalletInstance', value: 50 },
            { type: 'GeneralIndex', value: 1984n },
          ],
        },
      },
    ]);
    // PoolInfo { lp_token }: polkadot-api gives a one-field struct as its field.
    expect(pools[0]!.value).toBe(0);
    const usdt = await api.query.Assets.Metadata.getValue(1984);
    expect(new TextDecoder().decode(usdt.symbol)).toBe('USDT');
    expect(usdt.decimals).toBe(6);
    const lp = await api.query.PoolAssets.Asset.getValue(0);
    expect(lp?.supply).toBeGreaterThan(0n);
  });

  it('quotes and swaps DOT for USDT for the quoted amount', async () => {
    const amountIn = 10n * 10n ** 10n; // 10 DOT
    const quoted = await quote('exactIn', DOT, USDT, amountIn);
    expect(quoted).toBeGreaterThan(0n);
    const before = await api.query.Assets.Account.getValue(1984, acc.dave.address);
    const result = await tx(
      swapExactIn(scheme, {
        path: [DOT, USDT],
        amountIn,
        amountOutMin: quoted!,
        sendTo: acc.dave.address,
        keepAlive: true,
      }),
    ).signAndSubmit(signerOf(acc.dave));
    expect(result.ok).toBe(true);
    const swapped = result.events.find(
      (e) => e.type === 'AssetConversion' && e.value.type === 'SwapExecuted',
    );
    expect((swapped?.value.value as { amount_out: bigint }).amount_out).toBe(quoted);
    const after = await api.query.Assets.Account.getValue(1984, acc.dave.address, { at: result.block.hash });
    expect(after!.balance).toBe(before!.balance + quoted!);
  });

  it('adds liquidity to the pool and receives LP tokens', async () => {
    const reserves = await api.apis.AssetConversionApi.get_reserves(
      { parents: 1, interior: { type: 'Here', value: undefined } } as never,
      {
        parents: 0,
        interior: {
          type: 'X2',
          value: [
            { type: 'PalletInstance', value: 50 },
            { type: 'GeneralIndex', value: 1984n },
          ],
        },
      } as never,
    );
    const [dotReserve, usdtReserve] = reserves as [bigint, bigint];
    const dot = 100n * 10n ** 10n;
    const usdt = (dot * usdtReserve) / dotReserve + 1n;
    const result = await tx(
      addLiquidity(scheme, {
        asset1: DOT,
        asset2: USDT,
        amount1Desired: dot,
        amount2Desired: usdt,
        amount1Min: (dot * 99n) / 100n,
        amount2Min: (usdt * 99n) / 100n,
        mintTo: acc.eve.address,
      }),
    ).signAndSubmit(signerOf(acc.eve));
    expect(result.ok).toBe(true);
    const added = result.events.find(
      (e) => e.type === 'AssetConversion' && e.value.type === 'LiquidityAdded',
    );
    const minted = (added?.value.value as { lp_token_minted: bigint }).lp_token_minted;
    expect(minted).toBeGreaterThan(0n);
    const lp = await api.query.PoolAssets.Account.getValue(0, acc.eve.address, { at: result.block.hash });
    expect(lp?.balance).toBe(minted);
  });
});

describe('the PHPU foreign asset on asset-hub-dev (polkadot-api)', () => {
  const phpuBalance = async (address: string, at?: string) =>
    (await api.query.ForeignAssets.Account.getValue(PHPU_LOCATION as never, address, at ? { at } : {}))
      ?.balance ?? 0n;

  it('reads PHPU (metadata, dev balance) and the seeded DOT/PHPU pool with its LP token', async () => {
    const meta = await api.query.ForeignAssets.Metadata.getValue(PHPU_LOCATION as never);
    expect(new TextDecoder().decode(meta.symbol)).toBe('PHPU');
    expect(meta.decimals).toBe(6);
    expect(await phpuBalance(acc.bob.address)).toBeGreaterThan(0n);
    const pool = await api.query.AssetConversion.Pools.getValue([DOT_LOCATION, PHPU_LOCATION] as never);
    expect(pool).toBe(1);
    const lp = await api.query.PoolAssets.Metadata.getValue(1);
    expect(new TextDecoder().decode(lp.symbol)).toBe('LP-DOT-PHPU');
  });

  it('moves PHPU with ForeignAssets.transfer', async () => {
    const amount = 12_345_678n; // 12.345678 PHPU
    const [fromBefore, toBefore] = [
      await phpuBalance(acc.bob.address),
      await phpuBalance(acc.charlie.address),
    ];
    const result = await api.tx.ForeignAssets.transfer({
      id: PHPU_LOCATION as never,
      target: { type: 'Id', value: acc.charlie.address },
      amount,
    }).signAndSubmit(signerOf(acc.bob));
    expect(result.ok).toBe(true);
    const moved = result.events.find((e) => e.type === 'ForeignAssets' && e.value.type === 'Transferred');
    expect((moved?.value.value as { asset_id: unknown }).asset_id).toEqual(PHPU_LOCATION);
    const at = result.block.hash;
    expect(await phpuBalance(acc.bob.address, at)).toBe(fromBefore - amount);
    expect(await phpuBalance(acc.charlie.address, at)).toBe(toBefore + amount);
  });

  it('quotes and swaps DOT for PHPU for the quoted amount', async () => {
    const amountIn = 3n * 10n ** 10n; // 3 DOT
    const quoted = await quote('exactIn', DOT, PHPU, amountIn);
    // About 232 PHPU a DOT in the seeded pool, less the 0.3 % fee and the price impact.
    expect(quoted).toBeGreaterThan(600n * 10n ** 6n);
    const before = await phpuBalance(acc.bob.address);
    const result = await tx(
      swapExactIn(scheme, {
        path: [DOT, PHPU],
        amountIn,
        amountOutMin: quoted!,
        sendTo: acc.bob.address,
        keepAlive: true,
      }),
    ).signAndSubmit(signerOf(acc.bob));
    expect(result.ok).toBe(true);
    expect(await phpuBalance(acc.bob.address, result.block.hash)).toBe(before + quoted!);
  });

  it('quotes and swaps PHPU for USDT through DOT (two pools, one call)', async () => {
    const amountIn = 500n * 10n ** 6n; // 500 PHPU
    // AssetConversionApi quotes one pool; a route's quote chains its hops, as the swap executes them.
    expect(await quote('exactIn', PHPU, USDT, amountIn)).toBeUndefined();
    const viaDot = await quote('exactIn', PHPU, DOT, amountIn);
    const quoted = await quote('exactIn', DOT, USDT, viaDot!);
    expect(quoted).toBeGreaterThan(0n);
    const [phpuBefore, usdtBefore] = [
      await phpuBalance(acc.charlie.address),
      (await api.query.Assets.Account.getValue(1984, acc.charlie.address))!.balance,
    ];
    const result = await tx(
      swapExactIn(scheme, {
        path: [PHPU, DOT, USDT],
        amountIn,
        amountOutMin: quoted!,
        sendTo: acc.charlie.address,
        keepAlive: true,
      }),
    ).signAndSubmit(signerOf(acc.charlie));
    expect(result.ok).toBe(true);
    const swapped = result.events.find(
      (e) => e.type === 'AssetConversion' && e.value.type === 'SwapExecuted',
    );
    expect((swapped?.value.value as { path: unknown[] }).path).toHaveLength(3);
    const at = result.block.hash;
    expect(await phpuBalance(acc.charlie.address, at)).toBe(phpuBefore - amountIn);
    expect((await api.query.Assets.Account.getValue(1984, acc.charlie.address, { at }))!.balance).toBe(
      usdtBefore + quoted!,
    );
  });

  it('adds liquidity to the DOT/PHPU pool and receives its LP token (PoolAssets 1)', async () => {
    const reserves = await api.apis.AssetConversionApi.get_reserves(DOT_LOCATION, PHPU_LOCATION as never);
    const [dotReserve, phpuReserve] = reserves as [bigint, bigint];
    const dot = 10n * 10n ** 10n;
    const phpu = (dot * phpuReserve) / dotReserve + 1n;
    const result = await tx(
      addLiquidity(scheme, {
        asset1: DOT,
        asset2: PHPU,
        amount1Desired: dot,
        amount2Desired: phpu,
        amount1Min: (dot * 99n) / 100n,
        amount2Min: (phpu * 99n) / 100n,
        mintTo: acc.charlie.address,
      }),
    ).signAndSubmit(signerOf(acc.charlie));
    expect(result.ok).toBe(true);
    const added = result.events.find(
      (e) => e.type === 'AssetConversion' && e.value.type === 'LiquidityAdded',
    );
    const { lp_token, lp_token_minted } = added?.value.value as { lp_token: number; lp_token_minted: bigint };
    expect(lp_token).toBe(1);
    expect(lp_token_minted).toBeGreaterThan(0n);
    const lp = await api.query.PoolAssets.Account.getValue(1, acc.charlie.address, { at: result.block.hash });
    expect(lp?.balance).toBe(lp_token_minted);
  });
});

describe('asset-hub-dev with @polkadot/api (metadata alone)', () => {
  it('swaps DOT for USDT with Location assets', async () => {
    const pjs = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
    try {
      const dot = { parents: 1, interior: 'Here' };
      const usdt = { parents: 0, interior: { X2: [{ PalletInstance: 50 }, { GeneralIndex: 1984 }] } };
      const amountIn = 5n * 10n ** 10n;
      const before = (await pjs.query.assets.account(1984, acc.ferdie.address)).toJSON() as {
        balance: number;
      };
      const events = await new Promise<{ section: string; method: string; data: unknown }[]>(
        (resolve, reject) => {
          pjs.tx.assetConversion
            .swapExactTokensForTokens([dot, usdt] as never, amountIn, 1n, acc.ferdie.address, true)
            .signAndSend(acc.ferdie, (r) => {
              if (r.dispatchError) reject(new Error(r.dispatchError.toString()));
              else if (r.status.isInBlock)
                resolve(
                  r.events.map(({ event }) => ({
                    section: event.section,
                    method: event.method,
                    data: event.data.toJSON(),
                  })),
                );
            })
            .catch(reject);
        },
      );
      const swapped = events.find((e) => e.section === 'assetConversion' && e.method === 'SwapExecuted');
      expect(swapped).toBeDefined();
      const amountOut = BigInt((swapped!.data as unknown[])[3] as number);
      expect(amountOut).toBeGreaterThan(0n);
      const after = (await pjs.query.assets.account(1984, acc.ferdie.address)).toJSON() as {
        balance: number;
      };
      expect(BigInt(after.balance)).toBe(BigInt(before.balance) + amountOut);
    } finally {
      await pjs.disconnect();
    }
  });

  it('reads ForeignAssets.Account by Location', async () => {
    const pjs = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
    try {
      const phpu = {
        parents: 1,
        interior: { X3: [{ Parachain: 4242 }, { PalletInstance: 5 }, { GeneralIndex: 1 }] },
      };
      const account = pjs.query.foreignAssets?.account;
      if (!account) throw new Error('@polkadot/api found no ForeignAssets.Account in the metadata');
      const [viaPjs, viaPapi] = await Promise.all([
        account(phpu, acc.ferdie.address),
        api.query.ForeignAssets.Account.getValue(PHPU_LOCATION as never, acc.ferdie.address),
      ]);
      const read = viaPjs.toJSON() as { balance: number | string; status: string };
      expect(read.status).toBe('Liquid');
      expect(BigInt(read.balance)).toBe(viaPapi!.balance);
      expect(viaPapi!.balance).toBe(1_000_000n * 10n ** 6n);
    } finally {
      await pjs.disconnect();
    }
  });
});
