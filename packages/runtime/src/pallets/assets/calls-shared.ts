// What the pallet_assets call groups (calls-*.ts) share: argument fields, benchmark-shaped weights, and the
// origin and status checks several calls make.
import type { AccountId } from '../../primitives/core.ts';
import { MultiAddress } from '../../primitives/address.ts';
import { DispatchError } from '../../primitives/dispatch-error.ts';
import { weight } from '../../primitives/weight.ts';
import type { Weight } from '../../primitives/weight.ts';
import { bytes, compact, field, u128 } from '../../scale/index.ts';
import { ensureSigned } from '../../support/origin.ts';
import type { Origin } from '../../support/origin.ts';
import type { AssetsConfig } from './constants.ts';
import type { AssetsErrors } from './errors.ts';
import type { AssetsEvents } from './events.ts';
import type { AssetsFunctions } from './functions.ts';
import { sameAccount } from './functions.ts';
import type { AssetsStorage } from './storage.ts';
import type { AccountStatusValue } from './types.ts';

/** The id argument, `T::AssetIdParameter`: `Compact<u32>`, a plain `u32` or a Location, per the instance. */
export const idField = <Id>(config: AssetsConfig<Id>) => config.assetId.parameter;
export const who = field(MultiAddress, 'AccountIdLookupOf<T>');
export const amount = field(compact(u128), 'T::Balance');
export const text = field(bytes, 'Vec<u8>');

// Benchmark-shaped estimates (ref_time ps, proof_size bytes) in line with FRAME's SubstrateWeight.
export const W_SIMPLE = weight(15_000_000n, 3_675n);
export const W_ONE_ACCOUNT = weight(30_000_000n, 3_675n);
export const W_TWO_ACCOUNTS = weight(45_000_000n, 6_208n);
export const W_DEPOSIT = weight(35_000_000n, 3_675n);
export const perItem = (n: number): Weight =>
  weight(20_000_000n + 16_000_000n * BigInt(n), 3_675n + 2_609n * BigInt(n));
export const withText = (a: { name: Uint8Array; symbol: Uint8Array }): Weight =>
  weight(30_000_000n + 3_000n * BigInt(a.name.length + a.symbol.length), 3_675n);

export interface AssetsCallParts<Id = number> {
  config: AssetsConfig<Id>;
  store: AssetsStorage<Id>;
  events: AssetsEvents<Id>;
  errors: AssetsErrors;
  fns: AssetsFunctions<Id>;
}

/** T::CreateOrigin: any signed account, or EnsureSignedBy one account (BadOrigin otherwise). */
export function ensureCreateOrigin<Id>({ config }: AssetsCallParts<Id>, origin: Origin): AccountId {
  const signer = ensureSigned(origin);
  if (config.createOrigin !== 'AnySigned' && !sameAccount(signer, config.createOrigin))
    throw DispatchError.badOrigin();
  return signer;
}

/** ForceOrigin (Root) → undefined; otherwise the signer, whose rights the caller checks. */
export const forceOrSigned = (origin: Origin): AccountId | undefined =>
  origin.type === 'Root' ? undefined : ensureSigned(origin);

export function liveOrFrozen<Id>({ fns, errors }: AssetsCallParts<Id>, assetId: Id) {
  const d = fns.details(assetId);
  if (d.status.type !== 'Live' && d.status.type !== 'Frozen') throw errors.AssetNotLive;
  return d;
}

export function setAccountStatus<Id>(
  { store, errors }: AssetsCallParts<Id>,
  assetId: Id,
  target: AccountId,
  status: AccountStatusValue,
): void {
  const acc = store.Account.tryGet(assetId, target);
  if (!acc) throw errors.NoAccount;
  store.Account.insert(assetId, target, { ...acc, status: { type: status } });
}
