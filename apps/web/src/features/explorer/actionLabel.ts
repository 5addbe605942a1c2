import type { TFunction } from 'i18next';
import type { HistoryEntry } from './history.ts';

/** A transaction's action in the user's language; a failed call of no known action is named by the call. */
export function actionLabel(entry: HistoryEntry, t: TFunction): string {
  if (entry.action === 'call' && entry.failedCall) return entry.failedCall;
  const name = t(`explorer.action.${entry.action}`);
  return entry.failedCall ? t('explorer.action.failed', { action: name }) : name;
}
