import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { startI18n } from '../../shared/i18n/i18n.ts';
import { routes } from '../router/routes.tsx';
import { reportBootFailure } from './failure.ts';

export async function start(container: HTMLElement): Promise<void> {
  // The catalogue of the user's language is in place before the first render, so no English flashes first.
  await startI18n();
  const router = createBrowserRouter(routes);
  const root = createRoot(container, {
    // Errors inside routes are shown by the route error page; one escaping every boundary ends up here.
    onUncaughtError: (error) => reportBootFailure(container, error),
  });
  root.render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
