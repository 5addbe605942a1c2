import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return undefined;
}

/** A page that failed to load or render (for example its chunk could not be fetched). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => console.error('Lumi page error:', error), [error]);
  return (
    <main className="message-page" role="alert">
      <title>{t('app.routeError.title')}</title>
      <h1>{t('app.routeError.heading')}</h1>
      <p>{t('app.routeError.body')}</p>
      <p className="message-page__detail">{describe(error) ?? t('app.routeError.unknown')}</p>
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
