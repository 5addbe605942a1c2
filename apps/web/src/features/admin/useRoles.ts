import { useQuery } from '@tanstack/react-query';
import { combineLatest, distinctUntilChanged, map, switchMap, type Observable } from 'rxjs';
import { useChainConnection } from '../../shared/chain/ChainContext.ts';
import { dexStreams } from '../../shared/chain/dex/streams.ts';
import type { ChainConnection, LumiApi } from '../../shared/chain/connection.ts';
import type { DexConfig } from '../../shared/chain/dex/dexConfig.ts';
import { queryKeys } from '../../shared/data/keys.ts';
import { liveQuery } from '../../shared/data/live.ts';
import { sameAccount } from '../../shared/address/index.ts';

export interface Roles {
  /** The connected account is Sudo's key. */
  sudo: boolean;
  /** The connected account may post forex rates. */
  oracleMember: boolean;
  /** The connected account is PHPU's issuer (may mint). */
  phpuIssuer: boolean;
  oracleMembers: readonly string[];
}

const BEST = { at: 'best' } as const;
const NONE: Roles = { sudo: false, oracleMember: false, phpuIssuer: false, oracleMembers: [] };

/** What `address` may administer, from chain state (updates when keys or members change). */
export const rolesQuery = (connection: ChainConnection, address: string) =>
  liveQuery(queryKeys.roles(connection.endpoint, address), (): Observable<Roles> =>
    connection.whenLoaded(({ api }) => roles$(api, dexStreams(connection).config$, address)),
  );

function roles$(api: LumiApi, config$: Observable<DexConfig>, address: string): Observable<Roles> {
  const issuer$ = config$.pipe(
    map((config) => config.phpuId),
    distinctUntilChanged(),
    switchMap((id) => api.query.Assets.Asset.watchValue(id, BEST)),
    map(({ value }) => value?.issuer),
  );
  return combineLatest([
    api.query.Sudo.Key.watchValue(BEST),
    api.query.OracleMembership.Members.watchValue(BEST),
    issuer$,
  ]).pipe(
    map(([key, members, issuer]) => ({
      // By public key: the stored address may be written in another SS58 format than the chain's.
      sudo: key.value !== undefined && sameAccount(key.value, address),
      oracleMember: members.value.some((member) => sameAccount(member, address)),
      phpuIssuer: issuer !== undefined && sameAccount(issuer, address),
      oracleMembers: members.value,
    })),
  );
}

/** What the connected account may administer; no roles while unknown or without an account. */
export function useRoles(address: string | undefined): Roles {
  const roles = useQuery({ ...rolesQuery(useChainConnection(), address ?? ''), enabled: Boolean(address) });
  return (address ? roles.data : undefined) ?? NONE;
}

export const isAdmin = (roles: Roles) => roles.sudo || roles.oracleMember || roles.phpuIssuer;
