// asset-hub-dev's metadata against Polkadot Asset Hub's (shipped in @polkadot/types-support): every call, event,
// error, storage item and constant of every pallet we implement has Asset Hub's type, each pallet Asset Hub's name
// and index, and the signed extensions are Asset Hub's list with its types (ChargeAssetTxPayment's asset_id a
// Location). Any other difference fails.
import assetHubPolkadotHex from '@polkadot/types-support/metadata/v15/asset-hub-polkadot-hex';
import { hexToU8a } from '@polkadot/util';
import { beforeAll, describe, expect, it } from 'vitest';
import { metadataV14, metadataV15 } from '../../src/metadata/index.ts';
import { selectRuntime } from '../../src/runtime.ts';
import { compareExtensions } from './extensions.ts';
import { compareWithKitchensink, comparedPallets, formatDifference } from './kitchensink.ts';
import { unify } from './metadata-bytes.ts';
import { DEFAULT_OUTER_TYPES } from './shape-compare.ts';

const ASSET_HUB = hexToU8a(assetHubPolkadotHex);

/** The pallets asset-hub-dev implements, at Polkadot Asset Hub's indices. */
const IMPLEMENTED = {
  System: 0,
  Timestamp: 3,
  Balances: 10,
  TransactionPayment: 11,
  AssetTxPayment: 13,
  Assets: 50,
  ForeignAssets: 53,
  PoolAssets: 54,
  AssetConversion: 55,
};

/**
 * Asset Hub's pallets that asset-hub-dev leaves out (docs/real-chains.md lists them): a parachain's consensus and
 * messaging, XCM, governance, staking, NFT pallets and the migration helpers.
 */
const ABSENT = [
  'ParachainSystem',
  'ParachainInfo',
  'Preimage',
  'Scheduler',
  'Parameters',
  'Vesting',
  'Claims',
  'Authorship',
  'CollatorSelection',
  'Session',
  'Aura',
  'AuraExt',
  'XcmpQueue',
  'PolkadotXcm',
  'CumulusXcm',
  'ToKusamaXcmRouter',
  'MessageQueue',
  'SnowbridgeSystemFrontend',
  'Utility',
  'Multisig',
  'Proxy',
  'Indices',
  'Uniques',
  'Nfts',
  'Treasury',
  'ConvictionVoting',
  'Referenda',
  'Origins',
  'Whitelist',
  'Bounties',
  'ChildBounties',
  'AssetRate',
  'StateTrieMigration',
  'NominationPools',
  'VoterList',
  'DelegatedStaking',
  'StakingRcClient',
  'MultiBlockElection',
  'MultiBlockElectionVerifier',
  'MultiBlockElectionUnsigned',
  'MultiBlockElectionSigned',
  'Staking',
  'AhOps',
  'AhMigrator',
];

/**
 * RuntimeHoldReason / RuntimeFreezeReason list the runtime's pallets that hold or freeze; none of ours does, so
 * ours are empty. The one difference accepted: an Asset Hub variant missing from ours at the `id` of
 * Balances.Holds / Balances.Freezes entries. Any other difference there still fails.
 */
const EMPTY_REASON_VARIANT =
  /^Balances\.storage\.(Holds|Freezes) @ value\/0\/item\/id\/(\w+): variant \2 \(index \d+\) missing from ours$/;
const OUTER_TYPES = DEFAULT_OUTER_TYPES.filter(
  (t) => t !== 'RuntimeHoldReason' && t !== 'RuntimeFreezeReason',
);

/** The names of ForeignAssets' calls, events, errors, storage items and constants, and its asset id's type path. */
function foreignAssetsItems(bytes: Uint8Array) {
  const md = unify(bytes);
  const pallet = md.pallets.find((p) => p.name === 'ForeignAssets');
  if (!pallet) throw new Error('no ForeignAssets');
  const variants = (id: number | undefined) => {
    const def = id === undefined ? undefined : md.lookup[id]?.def;
    return def?.tag === 'variant' ? def.value.map((v) => v.name) : [];
  };
  const asset = pallet.storage?.items.find((i) => i.name === 'Asset');
  const keyId = asset?.type.tag === 'map' ? asset.type.value.key : undefined;
  return {
    calls: variants(pallet.calls?.type),
    events: variants(pallet.events?.type),
    errors: variants(pallet.errors?.type),
    storage: pallet.storage?.items.map((i) => i.name) ?? [],
    constants: pallet.constants.map((c) => c.name),
    keyPath: keyId === undefined ? undefined : md.lookup[keyId]?.path.join('::'),
  };
}

beforeAll(() => {
  selectRuntime('asset-hub-dev');
});

describe('asset-hub-dev metadata matches Polkadot Asset Hub', () => {
  it.each([
    ['V15', metadataV15],
    ['V14', metadataV14],
  ])('%s: every item of every implemented pallet has Asset Hub shape', (_, build) => {
    const differences = compareWithKitchensink(build(), {
      reference: ASSET_HUB,
      palletMap: {},
      outerTypes: OUTER_TYPES,
    }).map(formatDifference);
    const rest = differences.filter((d) => !EMPTY_REASON_VARIANT.test(d));
    expect(rest).toEqual([]);
    // The accepted deviation must keep matching, or it is stale.
    expect(differences.length).toBeGreaterThan(0);
  });

  it("has Asset Hub's pallet names and indices for what it implements, and nothing else", () => {
    const ours = unify(metadataV15()).pallets.map((p) => [p.name, p.index]);
    expect(Object.fromEntries(ours)).toEqual(IMPLEMENTED);
    const reference = unify(ASSET_HUB).pallets;
    for (const [name, index] of ours) expect(reference.find((p) => p.name === name)?.index).toBe(index);
    expect(comparedPallets(metadataV15(), { reference: ASSET_HUB, palletMap: {} })).toHaveLength(ours.length);
  });

  it("has ForeignAssets item for item as Asset Hub's, keyed by XCM v5 Location", () => {
    const ours = foreignAssetsItems(metadataV15());
    const reference = foreignAssetsItems(ASSET_HUB);
    expect(ours).toEqual(reference);
    expect(ours.keyPath).toBe('staging_xcm::v5::location::Location');
    expect(ours.calls).toHaveLength(33);
    expect(ours.storage).toEqual(['Asset', 'Account', 'Approvals', 'Metadata', 'NextAssetId']);
  });

  it('documents every Asset Hub pallet it leaves out', () => {
    const absent = unify(ASSET_HUB)
      .pallets.map((p) => p.name)
      .filter((n) => !(n in IMPLEMENTED));
    expect(absent).toEqual(ABSENT);
  });

  it("signs with Asset Hub's extensions, in its order and with its types", () => {
    const bytes = metadataV15();
    expect(compareExtensions(bytes, { reference: ASSET_HUB })).toEqual([]);
    const ids = (b: Uint8Array) => unify(b).extrinsic.extensionsByVersion[0]?.map((e) => e.identifier);
    expect(ids(bytes)).toEqual(ids(ASSET_HUB));
  });
});
