// Pallet name -> index in the constructed runtime. Pallets refer to themselves by name (their index is
// fixed in src/runtime.ts), so events and errors resolve the index lazily through this table.
const indices = new Map<string, number>();

export function registerPalletIndex(name: string, index: number): void {
  const prev = indices.get(name);
  if (prev !== undefined && prev !== index)
    throw new Error(`pallet ${name} is already registered at index ${prev}`);
  indices.set(name, index);
}

export function palletIndex(name: string): number {
  const i = indices.get(name);
  if (i === undefined) throw new Error(`pallet ${name} is not part of the constructed runtime`);
  return i;
}
