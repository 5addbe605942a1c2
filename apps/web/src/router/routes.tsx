import { redirect, type RouteObject } from 'react-router';
import type * as DappArea from '../areas/dapp/DappArea.tsx';
import { NotFound } from '../areas/notFound/NotFound.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';

// Each area is its own chunk, fetched the first time one of its routes is visited. All /dapp routes come from
// one module so the area stays a single chunk.
const dapp = (name: keyof typeof DappArea) => async () => ({
  Component: (await import('../areas/dapp/DappArea.tsx'))[name],
});

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      // An index route matches only the empty path, so only '' (i.e. "/") redirects.
      { index: true, loader: () => redirect('/home') },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('../areas/home/HomeArea.tsx')).HomeArea }),
      },
      {
        path: 'dapp',
        lazy: dapp('DappLayout'),
        children: [
          { index: true, lazy: dapp('PortfolioPage') },
          { path: 'swap', lazy: dapp('SwapPage') },
          { path: 'liquidity', lazy: dapp('LiquidityPage') },
          { path: 'send', lazy: dapp('SendPage') },
          { path: 'forex', lazy: dapp('ForexPage') },
          { path: 'activity', lazy: dapp('ActivityPage') },
          { path: 'settings', lazy: dapp('SettingsPage') },
          { path: 'admin', lazy: dapp('AdminPage') },
        ],
      },
      {
        path: 'polkadot-identicon',
        lazy: async () => ({
          Component: (await import('../areas/identicon/IdenticonPage.tsx')).IdenticonPage,
        }),
      },
      { path: '*', Component: NotFound },
    ],
  },
];
