import type { ChainFeature } from '@lumi/chain/profiles';

export interface DappSection {
  path: string;
  /** The catalogue key of the section's name. */
  label: string;
  /** Shown in the navigation only to accounts with an admin role. */
  adminOnly?: boolean;
  /** The chain feature the section needs; hidden (and its route says so) on a chain without it. */
  feature?: ChainFeature;
}

export const DAPP_SECTIONS: DappSection[] = [
  { path: '/dapp', label: 'nav.portfolio' },
  { path: '/dapp/swap', label: 'nav.swap', feature: 'dex' },
  { path: '/dapp/liquidity', label: 'nav.liquidity', feature: 'dex' },
  { path: '/dapp/send', label: 'nav.send' },
  { path: '/dapp/receive', label: 'nav.receive' },
  { path: '/dapp/contacts', label: 'nav.contacts' },
  { path: '/dapp/forex', label: 'nav.forex', feature: 'forexOracle' },
  { path: '/dapp/activity', label: 'nav.activity' },
  { path: '/dapp/settings', label: 'nav.settings' },
  { path: '/dapp/admin', label: 'nav.admin', adminOnly: true, feature: 'admin' },
];

/** The chain's features, or undefined while a derived profile is still being read. */
export type KnownFeatures = Readonly<Record<ChainFeature, boolean>> | undefined;

/**
 * The sections the navigation lists: admin ones only for admins, and a section needing a chain feature only once
 * the profile says the chain has it (while a derived profile is read, none of those).
 */
export function visibleSections(
  sections: readonly DappSection[],
  features: KnownFeatures,
  admin: boolean,
): DappSection[] {
  return sections.filter(
    (section) =>
      (admin || !section.adminOnly) &&
      (!section.feature || (features !== undefined && features[section.feature])),
  );
}

/**
 * What the route at `pathname` needs that the chain lacks: the missing feature, 'unknown' while the profile is
 * read, or undefined when the route can render.
 */
export function routeGate(
  sections: readonly DappSection[],
  pathname: string,
  features: KnownFeatures,
): ChainFeature | 'unknown' | undefined {
  const path = pathname.replace(/\/+$/u, '') || '/';
  const feature = sections.find((section) => section.path === path)?.feature;
  if (!feature) return undefined;
  if (features === undefined) return 'unknown';
  return features[feature] ? undefined : feature;
}
