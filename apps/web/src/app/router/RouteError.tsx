import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { useFailureText } from '../../shared/api/useFailureText.ts';

/** A page that failed to load or render (for example its chunk could not be fetched). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const failure = useFailureText();
  // The error's own text (a failed chunk fetch, a render bug) is English: the console keeps it, the page says
  // what kind of failure it was. A route answer keeps only its status number.
  const detail = isRouteErrorResponse(error)
    ? String(error.status)
    : error instanceof Error
      ? failure(error)
      : t('app.routeError.unknown');
  useEffect(() => console.error('Lumi page error:', error), [error]);
  return (
    <main className="message-page" role="alert">
      <title>{t('app.routeError.title')}</title>
      <h1>{t('app.routeError.heading')}</h1>
      <p>{t('app.routeError.body')}</p>
      <p className="message-page__detail">{detail}</p>
      <div className="message-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          {t('app.routeError.reload')}
        </button>
        <Link className="button" to="/home">
          {t('app.routeError.home')}
        </Link>
      </div>
    </main>
  );
}
