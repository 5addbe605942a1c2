import { useEffect } from 'react';
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** A page that failed to load or render (for example its chunk could not be fetched). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => console.error('Lumi page error:', error), [error]);
  return (
    <main className="message-page" role="alert">
      <title>Something went wrong · Lumi</title>
      <h1>This page could not be shown</h1>
      <p>Something went wrong while loading it. Reloading usually fixes it.</p>
      <p className="message-page__detail">{describe(error)}</p>
      <div className="message-page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        <Link className="button" to="/home">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
