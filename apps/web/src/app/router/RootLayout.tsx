import { Outlet, ScrollRestoration } from 'react-router';
import { AppProviders } from '../AppProviders.tsx';
import { NavigationProgress } from './NavigationProgress.tsx';

/** The root view: app-wide providers around the routed outlet, nothing else. */
export function RootLayout() {
  return (
    <AppProviders>
      <NavigationProgress />
      <ScrollRestoration />
      <Outlet />
    </AppProviders>
  );
}
