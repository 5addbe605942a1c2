import { useChainProfile } from '../chain/profile/useChainProfile.ts';
import type { FormatToken } from '../format/token.ts';

/** The active chain profile's native token (what pays a fee not paid in PHPU); undefined while it is read. */
export function useNativeToken(): FormatToken | undefined {
  const active = useChainProfile();
  return active.state === 'ready' ? active.profile.nativeToken : undefined;
}
