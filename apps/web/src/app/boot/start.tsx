import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { startI18n } from '../../shared/i18n/i18n.ts';
import { yieldToMain } from '../../shared/schedule/mainThread.ts';
import { routes } from '../router/routes.tsx';
import { reportBootFailure } from './failure.ts';

export async function start(container: HTMLElement): Promise<void> {
  // Evaluating the boot chunk's module graph (React, the router, i18next, zod, the stores) is one task; i18n's
  // start another, so neither adds to the other's blocking time.
  await yieldToMain();
  // The catalogue of the user's language is in place before the first render, so no English flashes first.
  await startI18n();
  // The router and the first render start a task of their own.
  await yieldToMain();
  const router = createBrowserRouter(routes);
  // Over a prerendered page (build/prerender.ts) the first render waits for the route's own chunk: rendering
  // before would replace the page with the loading fallback, and then again with the same page.
  if (container.hasAttribute('data-prerendered') && !router.state.initialized)
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  const root = createRoot(container, {
    // Errors inside routes are shown by the route error page; one escaping every boundary ends up here.
    onUncaughtError: (error) => reportBootFailure(container, error),
  });
  // As a transition the first render is concurrent: React works on it in slices of a few milliseconds and lets
  // the browser in between, instead of one long task for the whole tree (what a phone feels as a frozen page).
  startTransition(() => {
    root.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
}
