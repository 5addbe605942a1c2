import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { routes } from '../router/routes.tsx';
import { reportBootFailure } from './failure.ts';

export function start(container: HTMLElement): void {
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
