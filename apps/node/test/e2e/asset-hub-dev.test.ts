// `lumi-node --dev --chain asset-hub-dev` with real clients: polkadot-api's typed API over the descriptors generated
// from Polkadot Asset Hub's own metadata (it checks each call and query against the node's metadata before using
// it) reads the seeded pool, quotes, swaps DOT for USDT and adds liquidity, with the calls built by
// @lumi/chain/asset-kind for the scheme it detects in the node's metadata; @polkadot/api swaps from metadata alone.
import { ApiPromise, WsProvider } from '@polkadot/api';
import { assetHubPolkadot } from '@lumi/descriptors';
import {
  addLiquidity,
  detectAssetKindScheme,
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
    expect(scheme.type === 'Location' && scheme.pallets).toMatchObject({ assets: 50, poolAssets: 54 });
  });

  it('reads the seeded DOT/USDT pool, its LP token and the USDT metadata', async () => {
    const pools = await api.query.AssetConversion.Pools.getEntries();
    expect(pools).toHaveLength(1);
    expect(pools[0]!.keyArgs[0]).toEqual([
      { parents: 1, interior: { type: 'Here', value: undefined } },
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
});
