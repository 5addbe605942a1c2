import { ASSET_HUB_POLKADOT, CHAIN_PROFILES, LUMI_DEV, type ChainProfile } from '@lumi/chain/profiles';
import { describe, expect, it } from 'vitest';
import { DAPP_SECTIONS, routeGate, visibleSections } from '../../src/app/layout/sections.ts';
import { faucetOffered } from '../../src/features/faucet/faucetOffered.ts';
import { profileSummary } from '../../src/features/settings/profileSummary.ts';
import { NODE_ENDPOINT_KEY } from '../../src/shared/config/keys.ts';
import { createMemoryStorage } from '../../src/shared/config/memoryStorage.ts';
import {
  CUSTOM_PROFILE_ID,
  PROFILE_OPTIONS,
  profileChoiceOf,
  profileEndpoint,
} from '../../src/shared/config/profileChoice.ts';
import { createConfigStore } from '../../src/shared/config/store.ts';

const ALL = { dex: true, forexOracle: true, faucet: true, admin: true };
const NO_FOREX: ChainProfile = { ...LUMI_DEV, id: 'no-forex', features: { ...ALL, forexOracle: false } };
const paths = (features: ChainProfile['features'] | undefined, admin: boolean) =>
  visibleSections(DAPP_SECTIONS, features, admin).map((s) => s.path);

describe('navigation by chain profile', () => {
  it('a profile without the forex oracle hides the Forex section', () => {
    expect(paths(NO_FOREX.features, false)).not.toContain('/dapp/forex');
    expect(paths(LUMI_DEV.features, false)).toContain('/dapp/forex');
  });

  it.each([
    [
      'lumi-dev, admin',
      LUMI_DEV.features,
      true,
      [
        '/dapp',
        '/dapp/swap',
        '/dapp/liquidity',
        '/dapp/send',
        '/dapp/receive',
        '/dapp/contacts',
        '/dapp/forex',
        '/dapp/activity',
        '/dapp/settings',
        '/dapp/admin',
      ],
    ],
    [
      'lumi-dev, not admin',
      LUMI_DEV.features,
      false,
      [
        '/dapp',
        '/dapp/swap',
        '/dapp/liquidity',
        '/dapp/send',
        '/dapp/receive',
        '/dapp/contacts',
        '/dapp/forex',
        '/dapp/activity',
        '/dapp/settings',
      ],
    ],
    [
      'Asset Hub, admin role on another chain',
      ASSET_HUB_POLKADOT.features,
      true,
      [
        '/dapp',
        '/dapp/swap',
        '/dapp/liquidity',
        '/dapp/send',
        '/dapp/receive',
        '/dapp/contacts',
        '/dapp/activity',
        '/dapp/settings',
      ],
    ],
    [
      'no AssetConversion',
      { ...ALL, dex: false },
      false,
      [
        '/dapp',
        '/dapp/send',
        '/dapp/receive',
        '/dapp/contacts',
        '/dapp/forex',
        '/dapp/activity',
        '/dapp/settings',
      ],
    ],
    [
      'derived profile still being read',
      undefined,
      true,
      ['/dapp', '/dapp/send', '/dapp/receive', '/dapp/contacts', '/dapp/activity', '/dapp/settings'],
    ],
  ] as const)('%s', (_name, features, admin, expected) => {
    expect(paths(features, admin)).toEqual(expected);
  });

  it.each([
    ['/dapp/forex', NO_FOREX.features, 'forexOracle'],
    ['/dapp/forex/', NO_FOREX.features, 'forexOracle'],
    ['/dapp/forex', LUMI_DEV.features, undefined],
    ['/dapp/admin', ASSET_HUB_POLKADOT.features, 'admin'],
    ['/dapp/swap', { ...ALL, dex: false }, 'dex'],
    ['/dapp/swap', undefined, 'unknown'],
    ['/dapp/send', undefined, undefined],
    ['/dapp', ASSET_HUB_POLKADOT.features, undefined],
    ['/dapp/nowhere', ASSET_HUB_POLKADOT.features, undefined],
  ] as const)('the route %s says %s', (path, features, gate) => {
    expect(routeGate(DAPP_SECTIONS, path, features)).toBe(gate);
  });
});

describe('profile choice', () => {
  it.each([
    ['', 'lumi-dev'],
    ['lumi-dev', 'lumi-dev'],
    ['asset-hub-polkadot', 'asset-hub-polkadot'],
    ['asset-hub-kusama', 'asset-hub-kusama'],
    ['no-such-profile', 'lumi-dev'],
  ])('stored %j is the built-in %s', (stored, id) => {
    const choice = profileChoiceOf(stored);
    expect(choice.kind === 'builtin' && choice.profile.id).toBe(id);
  });

  it('"custom" is the derived profile', () => {
    expect(profileChoiceOf(CUSTOM_PROFILE_ID)).toEqual({ kind: 'custom' });
  });

  it('offers every built-in profile (data-driven), default first, then custom', () => {
    expect(PROFILE_OPTIONS).toEqual([...CHAIN_PROFILES.map((p) => p.id), 'custom']);
    expect(PROFILE_OPTIONS[0]).toBe('lumi-dev');
  });

  it('the default profile keeps the build endpoint; another uses its first public endpoint', () => {
    expect(profileEndpoint(LUMI_DEV)).toBe('');
    expect(profileEndpoint(ASSET_HUB_POLKADOT)).toBe('wss://polkadot-asset-hub-rpc.polkadot.io');
  });
});

describe('stored chain profile', () => {
  it('stores profile and endpoint together, and returns to the default endpoint with the default profile', () => {
    const storage = createMemoryStorage();
    const store = createConfigStore(storage);
    expect(store.setChainProfile('asset-hub-polkadot', profileEndpoint(ASSET_HUB_POLKADOT))).toEqual({
      ok: true,
    });
    expect(store.getSnapshot()).toMatchObject({
      chainProfile: 'asset-hub-polkadot',
      nodeEndpoint: 'wss://polkadot-asset-hub-rpc.polkadot.io',
      nodeEndpointIsDefault: false,
    });
    expect(store.setChainProfile('lumi-dev', '')).toEqual({ ok: true });
    expect(store.getSnapshot()).toMatchObject({ chainProfile: 'lumi-dev', nodeEndpointIsDefault: true });
    expect(storage.getItem(NODE_ENDPOINT_KEY)).toBeNull();
  });

  it('refuses an unknown profile or a bad endpoint and writes nothing', () => {
    const store = createConfigStore(createMemoryStorage());
    expect(store.setChainProfile('polkadot', '').ok).toBe(false);
    expect(store.setChainProfile('custom', 'http://not-a-socket').ok).toBe(false);
    expect(store.getSnapshot()).toMatchObject({ chainProfile: '', nodeEndpointIsDefault: true });
  });

  it('reads a tampered stored profile as none', () => {
    const storage = createMemoryStorage();
    storage.setItem('lumi-chain-profile', '<script>');
    expect(createConfigStore(storage).getSnapshot().chainProfile).toBe('');
  });
});

describe('faucet and profile summary', () => {
  it.each([
    [{ profileFaucet: true, derived: false, developmentChain: true, apiFaucet: true }, true],
    [{ profileFaucet: false, derived: false, developmentChain: true, apiFaucet: true }, false],
    [{ profileFaucet: false, derived: true, developmentChain: true, apiFaucet: true }, true],
    [{ profileFaucet: true, derived: false, developmentChain: false, apiFaucet: true }, false],
    [{ profileFaucet: true, derived: false, developmentChain: true, apiFaucet: false }, false],
  ])('faucet %j → %s', (input, offered) => {
    expect(faucetOffered(input)).toBe(offered);
  });

  it('lists a profile’s tokens and the features it has', () => {
    expect(profileSummary(ASSET_HUB_POLKADOT)).toEqual({
      assets: ['DOT', 'USDT', 'USDC'],
      features: ['dex'],
    });
    expect(profileSummary(LUMI_DEV).features).toEqual(['dex', 'forexOracle', 'faucet', 'admin']);
  });
});
