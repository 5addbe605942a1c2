// pallet_assets metadata and ownership for one instance: set / force-set / clear metadata (with its
// deposit) and transfer_ownership (the deposits follow the owner).
import type { AccountId } from '../../primitives/core.ts';
import { transactional } from '../../support/context.ts';
import { sameAccount } from './functions-ledger.ts';
import type { AssetsLedger, AssetsParts } from './functions-ledger.ts';

export function makeMetadata<Id>(
  { config, store, events, errors, seam }: AssetsParts<Id>,
  ledger: AssetsLedger<Id>,
) {
  const { Asset, Metadata } = store;
  const { details } = ledger;
  const currency = () => seam.get().currency;

  // ---------- metadata ----------

  function bounded(s: Uint8Array): Uint8Array {
    if (s.length > config.stringLimit) throw errors.BadMetadata;
    return s;
  }

  const metadataDeposit = (name: Uint8Array, symbol: Uint8Array): bigint =>
    config.metadataDepositPerByte * BigInt(name.length + symbol.length) + config.metadataDepositBase;

  function doSetMetadata(id: Id, from: AccountId, name: Uint8Array, symbol: Uint8Array, decimals: number) {
    transactional(() => {
      bounded(name);
      bounded(symbol);
      const d = details(id);
      if (d.status.type !== 'Live') throw errors.AssetNotLive;
      if (!sameAccount(from, d.owner)) throw errors.NoPermission;
      const old = Metadata.tryGet(id);
      if (old?.is_frozen) throw errors.NoPermission;
      const oldDeposit = old?.deposit ?? 0n;
      const newDeposit = metadataDeposit(name, symbol);
      if (newDeposit > oldDeposit) currency().reserve(from, newDeposit - oldDeposit);
      else currency().unreserve(from, oldDeposit - newDeposit);
      Metadata.insert(id, { deposit: newDeposit, name, symbol, decimals, is_frozen: false });
      events.emit({ type: 'MetadataSet', value: { asset_id: id, name, symbol, decimals, is_frozen: false } });
    });
  }

  function doForceSetMetadata(
    id: Id,
    name: Uint8Array,
    symbol: Uint8Array,
    decimals: number,
    isFrozen: boolean,
  ): void {
    bounded(name);
    bounded(symbol);
    if (!Asset.contains(id)) throw errors.Unknown;
    const deposit = Metadata.tryGet(id)?.deposit ?? 0n;
    Metadata.insert(id, { deposit, name, symbol, decimals, is_frozen: isFrozen });
    events.emit({
      type: 'MetadataSet',
      value: { asset_id: id, name, symbol, decimals, is_frozen: isFrozen },
    });
  }

  function doClearMetadata(id: Id, owner: AccountId): void {
    transactional(() => {
      const m = Metadata.tryGet(id);
      if (!m) throw errors.Unknown;
      Metadata.remove(id);
      currency().unreserve(owner, m.deposit);
      events.emit({ type: 'MetadataCleared', value: { asset_id: id } });
    });
  }

  function doTransferOwnership(id: Id, origin: AccountId, owner: AccountId): void {
    transactional(() => {
      const d = details(id);
      if (d.status.type !== 'Live') throw errors.LiveAsset;
      if (!sameAccount(origin, d.owner)) throw errors.NoPermission;
      if (sameAccount(d.owner, owner)) return;
      const deposit = d.deposit + Metadata.get(id).deposit;
      currency().repatriateReserved(d.owner, owner, deposit, 'Reserved');
      Asset.insert(id, { ...d, owner });
      events.emit({ type: 'OwnerChanged', value: { asset_id: id, owner } });
    });
  }

  return { doSetMetadata, doForceSetMetadata, doClearMetadata, doTransferOwnership, metadataDeposit };
}

export type AssetsMetadataFns<Id = number> = ReturnType<typeof makeMetadata<Id>>;
