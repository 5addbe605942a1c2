import { useChainStatus } from './ChainContext.ts';
import { chainReadiness, type ChainReadiness } from './readiness.ts';

/**
 * Whether actions that need the chain may run now, and the reason when not. Forms read this one flag to
 * disable their action while the node is away.
 */
export function useChainReady(): ChainReadiness {
  return chainReadiness(useChainStatus());
}
