import { publicKeyHex } from '../../shared/address/index.ts';
import type { ActivityItem } from '../../shared/api/lumiApi.ts';
import type { KnownAddress } from './warnings/addressPoisoning.ts';

export interface Counterparties {
  /** Every account the connected account exchanged a transfer with, once each. */
  known: KnownAddress[];
  /** The public keys (hex) it sent a transfer to that went through. */
  sentTo: Set<string>;
}

/** The accounts in a transfer history: who the account sent to and who sent to it. */
export function counterpartiesOf(items: readonly ActivityItem[]): Counterparties {
  const seen = new Set<string>();
  const known: KnownAddress[] = [];
  const sentTo = new Set<string>();
  for (const item of items) {
    if (item.type !== 'transfer' || !item.counterparty || item.failure) continue;
    const key = publicKeyHex(item.counterparty);
    if (key === undefined) continue;
    if (item.direction === 'out') sentTo.add(key);
    if (!seen.has(key)) {
      seen.add(key);
      known.push({ address: item.counterparty });
    }
  }
  return { known, sentTo };
}
