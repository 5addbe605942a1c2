// Where a block, transaction or account link goes: the app's own explorer on Lumi (and any chain without a
// configured explorer), the chain's public explorer (Subscan) for the real chains whose profile names one.
// Pure: the endpoint in use decides the profile, the profile decides the link.
import { CHAIN_PROFILES, explorerUrl, type ChainProfile } from '@lumi/chain/profiles/builtin';

export type ExplorerTarget =
  | { kind: 'block'; block: number | string }
  /**
   * A transaction. `hash` is its extrinsic hash; `block` (number or hash) with `index` locate it. A public
   * explorer finds it by hash alone; the built-in view needs the block (its node keeps no hash index).
   */
  | { kind: 'extrinsic'; hash?: string; block?: number | string; index?: number }
  | { kind: 'account'; address: string };

export type ExplorerHref = { external: false; to: string } | { external: true; href: string };

const normalise = (url: string): string => url.trim().replace(/\/+$/u, '').toLowerCase();

/** The built-in profile whose endpoints include `endpoint` (trailing slashes and case ignored). */
export function profileForEndpoint(
  endpoint: string,
  profiles: readonly ChainProfile[] = CHAIN_PROFILES,
): ChainProfile | undefined {
  const wanted = normalise(endpoint);
  return profiles.find((profile) => profile.endpoints.some((url) => normalise(url) === wanted));
}

/** The app's own route for a target, undefined when it names nothing to locate it by. */
export function builtInPath(target: ExplorerTarget): string | undefined {
  switch (target.kind) {
    case 'block':
      return `/dapp/explorer/block/${encodeURIComponent(String(target.block))}`;
    case 'account':
      return `/dapp/explorer/account/${encodeURIComponent(target.address)}`;
    case 'extrinsic': {
      if (target.block !== undefined && target.index !== undefined)
        return `/dapp/explorer/extrinsic/${encodeURIComponent(`${target.block}-${target.index}`)}`;
      if (target.hash === undefined) return undefined;
      // Without its block, the view looks the hash up in the API's index.
      if (target.block === undefined) return `/dapp/explorer/extrinsic/${encodeURIComponent(target.hash)}`;
      const block = encodeURIComponent(String(target.block));
      return `/dapp/explorer/extrinsic/${encodeURIComponent(target.hash)}?block=${block}`;
    }
  }
}

function externalUrl(profile: ChainProfile, target: ExplorerTarget): string | undefined {
  switch (target.kind) {
    case 'block':
      return explorerUrl(profile, 'block', target.block);
    case 'account':
      return explorerUrl(profile, 'account', target.address);
    case 'extrinsic':
      // Subscan also takes "block-index"; a hash is the stable name, so it wins when known.
      if (target.hash !== undefined) return explorerUrl(profile, 'extrinsic', target.hash);
      if (target.block !== undefined && target.index !== undefined && typeof target.block === 'number')
        return explorerUrl(profile, 'extrinsic', `${target.block}-${target.index}`);
      return undefined;
  }
}

/**
 * Where a link to `target` goes for the chain behind `endpoint`: the chain's configured explorer when its profile
 * has one, else the built-in view; undefined when neither can show it.
 */
export function explorerHref(
  endpoint: string,
  target: ExplorerTarget,
  profiles: readonly ChainProfile[] = CHAIN_PROFILES,
): ExplorerHref | undefined {
  const profile = profileForEndpoint(endpoint, profiles);
  const href = profile?.explorer ? externalUrl(profile, target) : undefined;
  if (href !== undefined) return { external: true, href };
  const to = builtInPath(target);
  return to === undefined ? undefined : { external: false, to };
}

/**
 * A transaction the app sent, once the chain has it: its hash and the block it is in (hash when known, else
 * number). undefined while it is not in a block, or when it never got there.
 */
export function sentTxTarget(
  txHash: string | undefined,
  phase: { kind: string; block?: number; blockHash?: string },
): ExplorerTarget | undefined {
  if (txHash === undefined) return undefined;
  if (phase.kind !== 'inBlock' && phase.kind !== 'finalized' && phase.kind !== 'failed') return undefined;
  const block = phase.blockHash ?? phase.block;
  return block === undefined ? undefined : { kind: 'extrinsic', hash: txHash, block };
}
