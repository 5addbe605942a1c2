import { allNetworks } from '@polkadot/networks';

export interface AddressNetwork {
  prefix: number;
  network: string;
  displayName: string;
}

// Registry entries without a token (no symbol and decimals) and test networks are not real address formats
// a user should be told about; prefix 42 is kept because it is the generic Substrate format Lumi uses.
export const addressNetworks: readonly AddressNetwork[] = allNetworks
  .filter(
    (entry) =>
      entry.prefix === 42 || (!entry.isTestnet && entry.symbols.length > 0 && entry.decimals.length > 0),
  )
  .map(({ prefix, network, displayName }) => ({ prefix, network, displayName }));

const byPrefix = new Map<number, AddressNetwork>();
for (const entry of addressNetworks) {
  if (!byPrefix.has(entry.prefix)) byPrefix.set(entry.prefix, entry);
}

export function networkForFormat(format: number): AddressNetwork | undefined {
  return byPrefix.get(format);
}

/** A name to show a human for an SS58 format, e.g. "Polkadot Relay Chain (format 0)". */
export function describeFormat(format: number): string {
  const entry = byPrefix.get(format);
  return entry ? `${entry.displayName} (format ${format})` : `an unregistered network (format ${format})`;
}
