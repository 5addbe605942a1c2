import { Trans, useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

export function NotFound() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <main className="message-page">
      <title>{t('app.notFound.title')}</title>
      <p className="message-page__code" aria-hidden="true">
        404
      </p>
      <h1>{t('app.notFound.heading')}</h1>
      <p>
        <Trans i18nKey="app.notFound.body" components={{ 1: <code>{pathname}</code> }} />
      </p>
      <div className="message-page__actions">
        <Link className="button button--primary" to="/home">
          {t('app.notFound.home')}
        </Link>
      </div>
    </main>
  );
}
