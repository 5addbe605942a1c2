import type { ErrorText } from '@lumi/chain';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../i18n/useErrorText.ts';

/**
 * "Failed in block #n: <the chain's error in the user's language>". A module of its own, loaded by the account
 * menu only when it lists a failed transaction: the error texts (~8 kB gzipped) are not needed before.
 */
export function FailedTxText({ block, error }: { block: string; error: ErrorText }) {
  const { t } = useTranslation();
  const explain = useErrorText();
  return t('tx.state.failed', { block, error: explain(error).message });
}
