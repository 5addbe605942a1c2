import { redirect, type RouteObject } from 'react-router';
import { PageLoading } from './PageLoading.tsx';
import { RootLayout } from './RootLayout.tsx';
import { RouteError } from './RouteError.tsx';
import { withEnglishRest } from '../../shared/i18n/index.ts';

// Each area is its own chunk, fetched the first time one of its routes is visited; inside /dapp each screen is
// a chunk of its own too, so opening the app loads the shell and the screen shown, not all eight screens.
// Screens other than the first paints (home, Portfolio) also wait for the English keys outside the first load
// (shared/i18n/i18n.ts); so does the identicon page, whose keys and the account icon's are not in that load.

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: PageLoading,
    ErrorBoundary: RouteError,
    children: [
      // An index route matches only the empty path, so only '' (i.e. "/") redirects.
      // The Component never shows (the loader redirects first); without one React Router warns of a leaf route
      // without an element.
      { index: true, loader: () => redirect('/home'), Component: PageLoading },
      {
        path: 'home',
        lazy: async () => ({ Component: (await import('../../features/home/HomePage.tsx')).HomePage }),
      },
      {
        path: 'dapp',
        lazy: async () => ({ Component: (await import('../layout/DappArea.tsx')).DappLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../../features/portfolio/PortfolioPage.tsx')).PortfolioPage,
            }),
          },
          {
            path: 'swap',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/swap/SwapPage.tsx'))).SwapPage,
            }),
          },
          {
            path: 'liquidity',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/liquidity/LiquidityPage.tsx')))
                .LiquidityPage,
            }),
          },
          {
            path: 'send',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/send/SendPage.tsx'))).SendPage,
            }),
          },
          {
            path: 'receive',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/receive/ReceivePage.tsx')))
                .ReceivePage,
            }),
          },
          {
            path: 'contacts',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/contacts/ContactsPage.tsx')))
                .ContactsPage,
            }),
          },
          {
            path: 'forex',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/forex/ForexPage.tsx'))).ForexPage,
            }),
          },
          {
            path: 'activity',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/activity/ActivityPage.tsx')))
                .ActivityPage,
            }),
          },
          {
            path: 'explorer',
            children: [
              {
                index: true,
                lazy: async () => ({
                  Component: (await withEnglishRest(import('../../features/explorer/ExplorerPage.tsx')))
                    .ExplorerPage,
                }),
              },
              {
                path: 'block/:ref',
                lazy: async () => ({
                  Component: (await withEnglishRest(import('../../features/explorer/ExplorerPage.tsx')))
                    .BlockPage,
                }),
              },
              {
                path: 'extrinsic/:id',
                lazy: async () => ({
                  Component: (await withEnglishRest(import('../../features/explorer/ExplorerPage.tsx')))
                    .ExtrinsicPage,
                }),
              },
              {
                path: 'account/:address',
                lazy: async () => ({
                  Component: (await withEnglishRest(import('../../features/explorer/ExplorerPage.tsx')))
                    .AccountPage,
                }),
              },
            ],
          },
          {
            path: 'settings',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/settings/SettingsPage.tsx')))
                .SettingsPage,
            }),
          },
          {
            path: 'admin',
            lazy: async () => ({
              Component: (await withEnglishRest(import('../../features/admin/AdminPage.tsx'))).AdminPage,
            }),
          },
        ],
      },
      {
        path: 'polkadot-identicon',
        lazy: async () => ({
          Component: (await withEnglishRest(import('../../features/identicon/IdenticonPage.tsx')))
            .IdenticonPage,
        }),
      },
      // Lazy like every page: its rich text (react-i18next's Trans) is not on the first paint of /dapp.
      { path: '*', lazy: async () => ({ Component: (await import('./NotFound.tsx')).NotFound }) },
    ],
  },
];
