// Pure helpers of the Activity page: filters to API types, and rows to the words and amounts shown.
import type { ErrorText } from '@lumi/chain';
import { explainDispatchError } from '../../shared/i18n/chainError.ts';
import { message, type Message } from '../../shared/i18n/message.ts';
import type { ActivityItem, ActivityType } from '../../shared/api/lumiApi.ts';
import { formatSymbolAmount } from '../../shared/format/index.ts';

export type ActivityFilter = 'transfers' | 'swaps' | 'liquidity' | 'fees';

/** Each filter and the catalogue key of its label. */
export const ACTIVITY_FILTERS: { value: ActivityFilter; label: string }[] = [
  { value: 'transfers', label: 'activity.filter.transfers' },
  { value: 'swaps', label: 'activity.filter.swaps' },
  { value: 'liquidity', label: 'activity.filter.liquidity' },
  { value: 'fees', label: 'activity.filter.fees' },
];

const TYPES_OF: Record<ActivityFilter, ActivityType[]> = {
  transfers: ['transfer'],
  swaps: ['swap'],
  liquidity: ['liquidity_added', 'liquidity_removed'],
  fees: ['fee'],
};

/** The API's `type` list for the chosen filters; none chosen means every type (an empty list). */
export function typesFor(filters: readonly ActivityFilter[]): ActivityType[] {
  const chosen = new Set(filters);
  return ACTIVITY_FILTERS.filter((f) => chosen.has(f.value)).flatMap((f) => TYPES_OF[f.value]);
}

export interface ActivityLine {
  title: Message;
  /** Signed amount text, e.g. "+5,000 PHPU", "−1.2 LUMI", "−10 LUMI → +583 PHPU"; empty when not executed. */
  amount: string;
  tone: 'in' | 'out' | 'neutral';
  counterparty: string | null;
  /** Set when the transaction failed on chain: the decoded error (said in the user's language by useErrorText). */
  failed?: ErrorText;
}

const MINUS = '\u2212';

/** What a failed transaction was meant to do, by the type the API files it under. */
const ACTION_TITLES: Record<ActivityType, string> = {
  transfer: 'activity.line.send',
  swap: 'activity.line.swap',
  liquidity_added: 'activity.line.addLiquidity',
  liquidity_removed: 'activity.line.removeLiquidity',
  fee: 'activity.line.fee',
  call: 'activity.line.call',
};

function describeFailure(item: ActivityItem, failure: NonNullable<ActivityItem['failure']>): ActivityLine {
  return {
    // A call of no known action is named by the call itself, e.g. "Parameters.set_parameter".
    title:
      item.type === 'call'
        ? message('activity.line.callNamed', { call: failure.call })
        : message(ACTION_TITLES[item.type]),
    // Nothing moved but the fee, which is its own Network fee row; the row says "Not executed".
    amount: '',
    tone: 'neutral',
    counterparty: null,
    failed: explainDispatchError(failure.error),
  };
}

export function describeActivity(item: ActivityItem, locale: string): ActivityLine {
  if (item.failure) return describeFailure(item, item.failure);
  const single =
    item.asset !== null && item.amount !== null
      ? formatSymbolAmount({ asset: item.asset, amount: item.amount }, locale, item.decimals)
      : '';
  // Every amount in full: a row is a record of what the chain did.
  switch (item.type) {
    case 'transfer':
      return {
        title: message(
          item.direction === 'in'
            ? 'activity.line.received'
            : item.direction === 'out'
              ? 'activity.line.sent'
              : 'activity.line.sentToSelf',
        ),
        amount:
          item.direction === 'in' ? `+${single}` : item.direction === 'out' ? `${MINUS}${single}` : single,
        tone: item.direction === 'in' ? 'in' : item.direction === 'out' ? 'out' : 'neutral',
        counterparty: item.counterparty,
      };
    case 'swap': {
      const paid = item.swap ? formatSymbolAmount(item.swap.paid, locale, item.swap.paid.decimals) : '';
      const received = item.swap
        ? formatSymbolAmount(item.swap.received, locale, item.swap.received.decimals)
        : '';
      if (item.direction === 'in')
        return {
          title: message('activity.line.receivedFromSwap'),
          amount: `+${received}`,
          tone: 'in',
          counterparty: item.counterparty,
        };
      return {
        title: message('activity.line.swap'),
        amount: `${MINUS}${paid} → +${received}`,
        tone: 'neutral',
        counterparty: item.direction === 'out' ? item.counterparty : null,
      };
    }
    case 'liquidity_added':
    case 'liquidity_removed': {
      const added = item.type === 'liquidity_added';
      const pair = item.pair
        ? item.pair.map((p) => formatSymbolAmount(p, locale, p.decimals)).join(' + ')
        : '';
      return {
        title: message(added ? 'activity.line.added' : 'activity.line.removed'),
        amount: added ? `${MINUS}${pair} → +${single}` : `${MINUS}${single} → +${pair}`,
        tone: 'neutral',
        counterparty: null,
      };
    }
    case 'fee':
      return {
        title: message('activity.line.fee'),
        amount: `${MINUS}${single}`,
        tone: 'out',
        counterparty: null,
      };
    case 'call':
      return { title: message('activity.line.call'), amount: single, tone: 'neutral', counterparty: null };
  }
}

/** Appends a page, dropping rows already shown (pages are stable, but a reset filter may race a fetch). */
export function appendPage(shown: readonly ActivityItem[], page: readonly ActivityItem[]): ActivityItem[] {
  const seen = new Set(shown.map((item) => item.id));
  return [...shown, ...page.filter((item) => !seen.has(item.id))];
}

/** Rows of a fresh first page that are not shown yet go on top, newest first; nothing shown moves. */
export function prependNewest(
  shown: readonly ActivityItem[],
  firstPage: readonly ActivityItem[],
): ActivityItem[] {
  const seen = new Set(shown.map((item) => item.id));
  const fresh = firstPage.filter((item) => !seen.has(item.id));
  return fresh.length === 0 ? (shown as ActivityItem[]) : [...fresh, ...shown];
}
