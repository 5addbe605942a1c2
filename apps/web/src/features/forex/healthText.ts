import type { Message } from '../../shared/i18n/message.ts';
import type { RateHealth } from './rateHealth.ts';

type Say = (key: string, values?: Record<string, string | number>) => string;

/** Each mark's catalogue key (the mark itself stays a stable English id). */
export const MARK_KEY = { Stale: 'forex.mark.stale', 'Under quorum': 'forex.mark.underQuorum' } as const;

/** A rate's reasons in words, with the Oracle's expiry said first and named in each reason as {{window}}. */
export function healthText(say: Say, health: RateHealth): string {
  const window = health.window ? say(health.window.key, health.window.values) : '';
  return (health.reasons ?? [])
    .map((reason: Message) => say(reason.key, { ...reason.values, window }))
    .join(' ');
}
