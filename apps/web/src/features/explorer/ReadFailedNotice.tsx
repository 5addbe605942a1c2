import { useTranslation } from 'react-i18next';
import { useFailureText } from '../../shared/api/useFailureText.ts';
import { Notice } from './Notice.tsx';

/** A read from the node or the API that failed: its error and Try again, as every explorer view shows it. */
export function ReadFailedNotice({ error, onRetry }: { error: Error; onRetry: () => void }) {
  const { t } = useTranslation();
  const failure = useFailureText();
  return (
    <Notice kind="error" onRetry={onRetry}>
      {t('explorer.readFailed', { message: failure(error) })}
    </Notice>
  );
}
