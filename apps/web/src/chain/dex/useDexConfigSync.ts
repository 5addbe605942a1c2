import { useEffect } from 'react';
import { appConfig, type StoredField } from '../../config/index.ts';
import { useChainConnection } from '../ChainContext.ts';
import { storedDexFields } from './storedConfig.ts';
import { dexStreams } from './streams.ts';

/** Writes the DEX configuration read from the chain through the configuration entity, on every change. */
export function useDexConfigSync(): void {
  const connection = useChainConnection();
  useEffect(() => {
    const subscription = dexStreams(connection).config$.subscribe({
      next(dex) {
        const fields = storedDexFields(dex);
        const current = appConfig.getSnapshot();
        const changed = (Object.keys(fields) as StoredField[]).some(
          (field) => current[field] !== fields[field],
        );
        if (!changed) return;
        const result = appConfig.update(fields);
        if (!result.ok) console.error('Lumi could not store the chain configuration:', result.errors);
      },
    });
    return () => subscription.unsubscribe();
  }, [connection]);
}
