import { createContext, useContext, useSyncExternalStore } from 'react';
import type { ChainConnection, ChainStatus, LumiApi } from './connection.ts';

export const ChainContext = createContext<ChainConnection | null>(null);

export function useChainConnection(): ChainConnection {
  const connection = useContext(ChainContext);
  if (!connection) throw new Error('useChainConnection must be used inside <ChainProvider>');
  return connection;
}

export function useChainStatus(): ChainStatus {
  const connection = useChainConnection();
  // The build's prerender (app/prerender) shows the same status: not connected yet.
  return useSyncExternalStore(connection.subscribe, connection.getStatus, connection.getStatus);
}

export function useLumiApi(): LumiApi {
  return useChainConnection().api;
}
