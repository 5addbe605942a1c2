import { Link, useLocation } from 'react-router';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <main className="message-page">
      <title>Page not found · Lumi</title>
      <p className="message-page__code" aria-hidden="true">
        404
      </p>
      <h1>Page not found</h1>
      <p>
        There is nothing at <code>{pathname}</code>. The link may be old or mistyped.
      </p>
      <div className="message-page__actions">
        <Link className="button button--primary" to="/home">
          Go to the home page
        </Link>
      </div>
    </main>
  );
}
