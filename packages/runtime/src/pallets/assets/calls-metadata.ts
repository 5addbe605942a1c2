// pallet_assets metadata calls: name, symbol and decimals set or cleared by the owner or the force origin.
import { bool, field, u8 } from '../../scale/index.ts';
import { call } from '../../support/calls.ts';
import { ensureRoot, ensureSigned } from '../../support/origin.ts';
import { sameAccount } from './functions.ts';
import type { AssetsCallParts } from './calls-shared.ts';
import { W_DEPOSIT, idField, text, withText } from './calls-shared.ts';

export function metadataCalls<Id>(parts: AssetsCallParts<Id>) {
  const id = idField(parts.config);
  const { errors, fns } = parts;
  return {
    set_metadata: call(
      17,
      { id, name: text, symbol: text, decimals: field(u8, 'u8') },
      {
        weight: withText,
        docs: [
          'Set name, symbol and decimals; the signer must be the owner and reserves',
          '`MetadataDepositBase + MetadataDepositPerByte * (name.len + symbol.len)`.',
        ],
        handler: (origin, a) => {
          const signer = ensureSigned(origin);
          fns.doSetMetadata(a.id, signer, a.name, a.symbol, a.decimals);
        },
      },
    ),
    clear_metadata: call(
      18,
      { id },
      {
        weight: W_DEPOSIT,
        docs: ['Remove the metadata and free its deposit; the signer must be the owner.'],
        handler: (origin, a) => {
          const signer = ensureSigned(origin);
          const d = fns.details(a.id);
          if (d.status.type !== 'Live') throw errors.AssetNotLive;
          if (!sameAccount(signer, d.owner)) throw errors.NoPermission;
          fns.doClearMetadata(a.id, d.owner);
        },
      },
    ),
    force_set_metadata: call(
      19,
      { id, name: text, symbol: text, decimals: field(u8, 'u8'), is_frozen: field(bool, 'bool') },
      {
        weight: withText,
        docs: ['Set the metadata from the force origin; any deposit stays as it is.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          fns.doForceSetMetadata(a.id, a.name, a.symbol, a.decimals, a.is_frozen);
        },
      },
    ),
    force_clear_metadata: call(
      20,
      { id },
      {
        weight: W_DEPOSIT,
        docs: ['Remove the metadata from the force origin, returning its deposit to the owner.'],
        handler: (origin, a) => {
          ensureRoot(origin);
          fns.doClearMetadata(a.id, fns.details(a.id).owner);
        },
      },
    ),
  };
}
