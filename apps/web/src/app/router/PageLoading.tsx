import { useTranslation } from 'react-i18next';

/** Shown while a route's chunk is fetched on the first visit. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{t('app.loading')}</span>
    </div>
  );
}
