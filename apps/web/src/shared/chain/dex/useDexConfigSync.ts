import { useEffect } from 'react';
import { appConfig, type StoredField } from '../../config/index.ts';
import { useDexConfig } from '../queries.ts';
import { storedDexFields } from './storedConfig.ts';

/** Writes the DEX configuration read from the chain through the configuration entity, on every change. */
export function useDexConfigSync(): void {
  const dex = useDexConfig().data;
  useEffect(() => {
    if (!dex) return;
    const fields = storedDexFields(dex);
    const current = appConfig.getSnapshot();
    const changed = (Object.keys(fields) as StoredField[]).some((field) => current[field] !== fields[field]);
    if (!changed) return;
    const result = appConfig.update(fields);
    if (!result.ok) console.error('Lumi could not store the chain configuration:', result.errors);
  }, [dex]);
}
