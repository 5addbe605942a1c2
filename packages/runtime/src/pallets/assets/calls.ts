// pallet_assets calls at FRAME's indices, per instance, grouped by what they act on (calls-*.ts). Origins:
// CreateOrigin per the instance config, ForceOrigin = Root.
import { defineCalls } from '../../support/calls.ts';
import { accountCalls } from './calls-accounts.ts';
import { classCalls } from './calls-classes.ts';
import { freezingCalls } from './calls-freezing.ts';
import { metadataCalls } from './calls-metadata.ts';
import type { AssetsCallParts } from './calls-shared.ts';
import { transferCalls } from './calls-transfers.ts';
import type { AssetsConfig } from './constants.ts';
import type { AssetsErrors } from './errors.ts';
import type { AssetsEvents } from './events.ts';
import type { AssetsFunctions } from './functions.ts';
import type { AssetsStorage } from './storage.ts';

/** The calls in index order, as FRAME declares them (the Call enum's variants follow this order). */
function byIndex<C extends Record<string, { index: number }>>(decls: C): C {
  return Object.fromEntries(Object.entries(decls).sort(([, a], [, b]) => a.index - b.index)) as C;
}

export function makeCalls<Id>(
  config: AssetsConfig<Id>,
  store: AssetsStorage<Id>,
  events: AssetsEvents<Id>,
  errors: AssetsErrors,
  fns: AssetsFunctions<Id>,
) {
  const parts: AssetsCallParts<Id> = { config, store, events, errors, fns };
  return defineCalls(
    config.name,
    'pallet_assets::pallet::Call',
    byIndex({
      ...classCalls(parts),
      ...transferCalls(parts),
      ...freezingCalls(parts),
      ...metadataCalls(parts),
      ...accountCalls(parts),
    }),
    {
      params: [{ name: 'T' }, { name: 'I' }],
      docs: ['The calls this pallet dispatches; each variant is one call with its arguments.'],
    },
  );
}
