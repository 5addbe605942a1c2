// pallet_assets freezing calls: an account frozen, thawed or blocked, or the whole asset frozen and thawed.
import { lookupAddress } from '../../primitives/address.ts';
import { call } from '../../support/calls.ts';
import { ensureSigned } from '../../support/origin.ts';
import { sameAccount } from './functions.ts';
import type { AssetsCallParts } from './calls-shared.ts';
import { W_SIMPLE, idField, liveOrFrozen, setAccountStatus, who } from './calls-shared.ts';

export function freezingCalls<Id>(parts: AssetsCallParts<Id>) {
  const id = idField(parts.config);
  const { events, errors, fns, store } = parts;
  const { Asset } = store;
  return {
    freeze: call(
      11,
      { id, who },
      {
        weight: W_SIMPLE,
        docs: ['Stop `who` from sending the asset; the signer must be the freezer.'],
        handler: (origin, a) => {
          const signer = ensureSigned(origin);
          const d = liveOrFrozen(parts, a.id);
          if (!sameAccount(signer, d.freezer)) throw errors.NoPermission;
          const target = lookupAddress(a.who);
          setAccountStatus(parts, a.id, target, 'Frozen');
          events.emit({ type: 'Frozen', value: { asset_id: a.id, who: target } });
        },
      },
    ),
    thaw: call(
      12,
      { id, who },
      {
        weight: W_SIMPLE,
        docs: ['Let `who` move the asset again; the signer must be the admin.'],
        handler: (origin, a) => {
          const signer = ensureSigned(origin);
          const d = liveOrFrozen(parts, a.id);
          if (!sameAccount(signer, d.admin)) throw errors.NoPermission;
          const target = lookupAddress(a.who);
          setAccountStatus(parts, a.id, target, 'Liquid');
          events.emit({ type: 'Thawed', value: { asset_id: a.id, who: target } });
        },
      },
    ),
    freeze_asset: call(
      13,
      { id },
      {
        weight: W_SIMPLE,
        docs: ['Halt unprivileged transfers of the asset; the signer must be the freezer.'],
        handler: (origin, a) => {
          const signer = ensureSigned(origin);
          const d = fns.details(a.id);
          if (d.status.type !== 'Live') throw errors.AssetNotLive;
          if (!sameAccount(signer, d.freezer)) throw errors.NoPermission;
          Asset.insert(a.id, { ...d, status: { type: 'Frozen' } });
          events.emit({ type: 'AssetFrozen', value: { asset_id: a.id } });
        },
      },
    ),
    thaw_asset: call(
      14,
      { id },
      {
        weight: W_SIMPLE,
        docs: ['Resume unprivileged transfers of the asset; the signer must be the admin.'],
        handler: (origin, a) => {
          const signer = ensureSigned(origin);
          const d = fns.details(a.id);
          if (!sameAccount(signer, d.admin)) throw errors.NoPermission;
          if (d.status.type !== 'Frozen') throw errors.NotFrozen;
          Asset.insert(a.id, { ...d, status: { type: 'Live' } });
          events.emit({ type: 'AssetThawed', value: { asset_id: a.id } });
        },
      },
    ),
    block: call(
      31,
      { id, who },
      {
        weight: W_SIMPLE,
        docs: ['Stop `who` from sending or receiving the asset; the signer must be the freezer.'],
        handler: (origin, a) => {
          const signer = ensureSigned(origin);
          const d = liveOrFrozen(parts, a.id);
          if (!sameAccount(signer, d.freezer)) throw errors.NoPermission;
          const target = lookupAddress(a.who);
          setAccountStatus(parts, a.id, target, 'Blocked');
          events.emit({ type: 'Blocked', value: { asset_id: a.id, who: target } });
        },
      },
    ),
  };
}
