import { useMemo } from 'react';
import { combineLatest, distinctUntilChanged, map, of, switchMap, type Observable } from 'rxjs';
import { useChainConnection } from '../chain/ChainContext.ts';
import { dexStreams } from '../chain/dex/streams.ts';
import { useObservable } from '../chain/useObservable.ts';
import { sameAccount } from '../lib/address/index.ts';

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

/** What the connected account may administer, from chain state (updates when keys or members change). */
export function useRoles(address: string | undefined): Roles {
  const connection = useChainConnection();
  const source = useMemo((): Observable<Roles> => {
    if (!address) return of(NONE);
    const { api } = connection;
    const issuer$ = dexStreams(connection).config$.pipe(
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
  }, [connection, address]);
  const observed = useObservable(source);
  return observed.status === 'ready' ? observed.value : NONE;
}

export const isAdmin = (roles: Roles) => roles.sudo || roles.oracleMember || roles.phpuIssuer;
