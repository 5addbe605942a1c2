import { useEffect, type ReactNode } from 'react';
import { useConfigValue } from '../config/index.ts';
import { ChainContext } from './ChainContext.ts';
import { connectionFor, retainConnection } from './connections.ts';
import { useQueryInvalidation } from '../data/useQueryInvalidation.ts';
import { useDexConfigSync } from './dex/useDexConfigSync.ts';

/** Keeps the configuration entity and the query cache in step with the chain. */
function ChainSync() {
  useDexConfigSync();
  useQueryInvalidation();
  return null;
}

/**
 * Connects to the configured node (again whenever the endpoint changes) for everything inside it. Children
 * render at once, from the cached configuration, while the connection is being made.
 */
export function ChainProvider({ children }: { children: ReactNode }) {
  const nodeEndpoint = useConfigValue((config) => config.nodeEndpoint);
  const connection = connectionFor(nodeEndpoint);
  useEffect(() => retainConnection(connection), [connection]);
  return (
    <ChainContext value={connection}>
      <ChainSync />
      {children}
    </ChainContext>
  );
}
