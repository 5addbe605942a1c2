// Every call, runtime-API request and balance read the app builds with @lumi/chain/asset-kind, encoded with the
// codecs of the chain's own descriptors and decoded back to the same value: Lumi (NativeOrWithId<u32>) and both
// Asset Hubs (XCM v5 Location), whose scheme is detected from their metadata as the app does it.
import {
  addLiquidity,
  balanceRead,
  createPool,
  detectAssetKindScheme,
  fromAssetKind,
  location,
  poolRead,
  quoteRequest,
  removeLiquidity,
  reservesRequest,
  swapExactIn,
  swapExactOut,
  transfer,
  transferKeepAlive,
  assetDetailsRead,
  type AssetKindScheme,
  type AssetRef,
  type ChainCall,
} from '@lumi/chain/asset-kind';
import { encodeAddress } from '@lumi/chain/address';
import { encodeAssetKind } from '@lumi/chain/pool-account';
import { assetHubKusama, assetHubPolkadot, lumi } from '@lumi/descriptors';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import { getTypedCodecs, type ChainDefinition } from 'polkadot-api';
import { beforeAll, describe, expect, it } from 'vitest';

interface Codec {
  enc: (value: never) => Uint8Array;
  dec: (bytes: Uint8Array) => unknown;
}
type Codecs = Record<string, Record<string, Record<string, unknown>>>;

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');
const ALICE = Uint8Array.from(
  Buffer.from('d43593c715fdd31c61141abd04a99fd6822c8558854ccde39a5684e7a56da27d', 'hex'),
);
const BOB = Uint8Array.from(
  Buffer.from('8eaf04151687736326c9fea17e25fc5287613693c912909cb226aa4794f26a48', 'hex'),
);

interface Case {
  key: string;
  descriptors: ChainDefinition;
  ss58: number;
  scheme: Pick<AssetKindScheme, 'type'> & { xcmVersion?: number };
  pallets: AssetKindScheme['pallets'];
  /** An asset of each kind the chain has, the native token first. */
  local: AssetRef;
  others: AssetRef[];
}

const foreign: AssetRef = {
  type: 'Foreign',
  location: location(
    1,
    { type: 'Parachain', value: 2004 },
    { type: 'PalletInstance', value: 10 },
    { type: 'GeneralIndex', value: 1n },
  ),
};

const CASES: Case[] = [
  {
    key: 'lumi',
    descriptors: lumi,
    ss58: 42,
    scheme: { type: 'NativeOrWithId' },
    pallets: { assets: 5, foreignAssets: undefined, poolAssets: 6 },
    local: { type: 'Local', id: 1 },
    others: [{ type: 'Pool', id: 0 }],
  },
  {
    key: 'assetHubPolkadot',
    descriptors: assetHubPolkadot,
    ss58: 0,
    scheme: { type: 'Location', xcmVersion: 5 },
    pallets: { assets: 50, foreignAssets: 53, poolAssets: 54 },
    local: { type: 'Local', id: 1984 },
    others: [{ type: 'Local', id: 1337 }, foreign, { type: 'Pool', id: 7 }],
  },
  {
    key: 'assetHubKusama',
    descriptors: assetHubKusama,
    ss58: 2,
    scheme: { type: 'Location', xcmVersion: 5 },
    pallets: { assets: 50, foreignAssets: 53, poolAssets: 55 },
    local: { type: 'Local', id: 1984 },
    others: [foreign, { type: 'Pool', id: 3 }],
  },
];

describe.each(CASES)('$key', (c) => {
  let scheme: AssetKindScheme;
  let codecs: Codecs;
  const alice = encodeAddress(ALICE, c.ss58);
  const bob = encodeAddress(BOB, c.ss58);
  const NATIVE: AssetRef = { type: 'Native' };

  beforeAll(async () => {
    const metadata = unifyMetadata(decAnyMetadata(await c.descriptors.getMetadata()));
    const detected = detectAssetKindScheme(metadata);
    if (!detected) throw new Error(`no asset-kind scheme detected for ${c.key}`);
    scheme = detected;
    codecs = await getTypedCodecs(c.descriptors);
  }, 120_000);

  const txCodec = (call: ChainCall) => codecs.tx![call.pallet]![call.name] as Codec | undefined;

  /** Encodes with the chain's codec, decodes, and expects the same value back; returns the bytes. */
  function roundTrip(codec: Codec | undefined, value: unknown): Uint8Array {
    expect(codec, 'the chain has this call / entry').toBeDefined();
    const bytes = codec!.enc(value as never);
    expect(codec!.dec(bytes)).toEqual(value);
    return bytes;
  }

  it('detects its asset kind and asset pallets from its metadata', () => {
    expect(scheme).toMatchObject({ ...c.scheme, pallets: c.pallets });
  });

  it('encodes and decodes every AssetConversion call the app makes', () => {
    const calls: ChainCall[] = [
      swapExactIn(scheme, {
        path: [NATIVE, c.local],
        amountIn: 10n ** 12n,
        amountOutMin: 1n,
        sendTo: alice,
        keepAlive: true,
      }),
      swapExactIn(scheme, {
        path: [c.local, NATIVE],
        amountIn: 5n,
        amountOutMin: 0n,
        sendTo: bob,
        keepAlive: false,
      }),
      swapExactOut(scheme, {
        path: [c.local, NATIVE],
        amountOut: 7n,
        amountInMax: 2n ** 100n,
        sendTo: alice,
        keepAlive: false,
      }),
      createPool(scheme, NATIVE, c.local),
      addLiquidity(scheme, {
        asset1: NATIVE,
        asset2: c.local,
        amount1Desired: 10n ** 13n,
        amount2Desired: 5_000_000n,
        amount1Min: 1n,
        amount2Min: 2n,
        mintTo: alice,
      }),
      removeLiquidity(scheme, {
        asset1: NATIVE,
        asset2: c.local,
        lpTokenBurn: 123_456n,
        amount1MinReceive: 1n,
        amount2MinReceive: 1n,
        withdrawTo: bob,
      }),
    ];
    if (scheme.type === 'Location') {
      calls.push(
        swapExactIn(scheme, {
          path: [NATIVE, c.local, foreign],
          amountIn: 1n,
          amountOutMin: 1n,
          sendTo: alice,
          keepAlive: true,
        }),
      );
      calls.push(createPool(scheme, NATIVE, foreign));
    }
    for (const call of calls) roundTrip(txCodec(call), call.args);
  });

  it('encodes and decodes the AssetConversionApi quotes', () => {
    for (const side of ['exactIn', 'exactOut'] as const) {
      const request = quoteRequest(scheme, side, {
        assetIn: NATIVE,
        assetOut: c.local,
        amount: 10n ** 10n,
        includeFee: true,
      });
      const api = codecs.apis!.AssetConversionApi![request.method] as { args: Codec } | undefined;
      roundTrip(api?.args, request.args);
    }
  });

  it('encodes and decodes the reserves request Swap and Liquidity read every pool with', () => {
    for (const other of [c.local, ...c.others.filter((ref) => ref.type !== 'Pool')]) {
      const request = reservesRequest(scheme, NATIVE, other);
      const api = codecs.apis!.AssetConversionApi![request.method] as { args: Codec } | undefined;
      roundTrip(api?.args, request.args);
    }
  });

  it('reads a pool id from AssetConversion.Pools back to the assets the app named', () => {
    for (const other of [c.local, ...c.others.filter((ref) => ref.type !== 'Pool')]) {
      const read = poolRead(scheme, NATIVE, other);
      const entry = codecs.query![read.pallet]![read.item] as { args: Codec } | undefined;
      roundTrip(entry?.args, read.keys);
      const decoded = entry!.args.dec(entry!.args.enc(read.keys as never)) as [[never, never]];
      expect(decoded[0].map((kind) => fromAssetKind(scheme, kind))).toEqual([NATIVE, other]);
    }
  });

  it('names assets with the exact bytes FRAME expects', () => {
    const request = quoteRequest(scheme, 'exactIn', {
      assetIn: NATIVE,
      assetOut: c.local,
      amount: 1n,
      includeFee: false,
    });
    const api = codecs.apis!.AssetConversionApi![request.method] as { args: Codec };
    const u128One = '01' + '00'.repeat(15);
    const kinds =
      scheme.type === 'NativeOrWithId'
        ? hex(encodeAssetKind({ type: 'Native' })) + hex(encodeAssetKind({ type: 'WithId', id: 1 }))
        : // {1, Here} then {0, X2[PalletInstance(50), GeneralIndex(compact 1984)]}
          '0100' + '0002' + '0432' + '05011f';
    expect(hex(api.args.enc(request.args as never))).toBe(kinds + u128One + '00');
  });

  it('encodes and decodes keep-alive transfers of every kind of asset it has', () => {
    for (const asset of [NATIVE, c.local, ...c.others]) {
      const call = transferKeepAlive(scheme, asset, bob, 1_000n);
      roundTrip(txCodec(call), call.args);
    }
  });

  it('encodes and decodes the transfers Send makes (keep-alive or not) of every kind of asset it has', () => {
    for (const asset of [NATIVE, c.local, ...c.others]) {
      for (const keepAlive of [true, false]) {
        const call = transfer(scheme, asset, bob, 123_456_789n, keepAlive);
        expect(call.name).toBe(
          keepAlive
            ? 'transfer_keep_alive'
            : call.pallet === 'Balances'
              ? 'transfer_allow_death'
              : 'transfer',
        );
        roundTrip(txCodec(call), call.args);
      }
    }
  });

  it('encodes and decodes the asset-details reads (min balance, status) of every asset it has', () => {
    expect(assetDetailsRead(scheme, NATIVE)).toBeUndefined();
    for (const asset of [c.local, ...c.others]) {
      const read = assetDetailsRead(scheme, asset)!;
      const entry = codecs.query![read.pallet]![read.item] as { args: Codec } | undefined;
      roundTrip(entry?.args, read.keys);
    }
  });

  it('encodes and decodes the balance reads of every kind of asset it has', () => {
    for (const asset of [NATIVE, c.local, ...c.others]) {
      const read = balanceRead(scheme, asset, alice);
      const entry = codecs.query![read.pallet]![read.item] as { args: Codec } | undefined;
      roundTrip(entry?.args, read.keys);
    }
  });
});
