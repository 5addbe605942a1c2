// What each route loads before it can render: the entry, the boot chunk and the route's own lazy modules
// (plus the icon theme for the identicon page), and the workers those chunks start (sizeReport.ts follows a chunk
// to the worker file it names). Paths are relative to apps/web.
export interface RouteBudget {
  route: string;
  modules: string[];
  /** Gzipped JS + CSS, in kB (1000 bytes), or undefined for no budget. */
  budgetKb?: number;
}

export const BOOT_MODULES = ['src/app/boot/start.tsx'];

const DAPP_FIRST_PAINT = ['src/app/layout/DappArea.tsx', 'src/features/portfolio/PortfolioPage.tsx'];
const HOME_FIRST_PAINT = ['src/features/home/HomePage.tsx'];

/** The lazy modules a first load of each path renders at once (build/bootPreload.ts preloads them by path). */
export const FIRST_PAINT_ROUTES: Record<string, string[]> = {
  '/home': HOME_FIRST_PAINT,
  '/dapp': DAPP_FIRST_PAINT,
};

/**
 * The lazy modules a prerendered first visit fetches right after the first render (the wallet button, the stored
 * transactions the toasts' gate looks at, the chain client; the toasts and the stored-endpoint notice load only
 * when they have something to show). The prerendered page requests them
 * after the first-paint chunks, a few links per task (build/prerenderScripts.ts): otherwise Vite's preload helper
 * inserts a link per chunk they import in one task when React asks for them, a long task after the first paint.
 */
export const AFTER_PAINT_ROUTES: Record<string, string[]> = {
  '/dapp': [
    'src/features/wallet/WalletButton.tsx',
    'src/shared/tx/pendingStore.ts',
    'src/shared/chain/chainLink.ts',
  ],
};

export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/home', modules: HOME_FIRST_PAINT, budgetKb: 169 },
  // What /dapp needs for its first paint: the shell and the Portfolio screen. The chain worker is not part of
  // it: the module that starts it is fetched right after that paint (ChainConnection.begin), and the row below
  // counts it.
  { route: '/dapp', modules: DAPP_FIRST_PAINT, budgetKb: 250 },
  {
    // Everything /dapp has fetched once it shows chain data: the module that starts the chain worker and the
    // worker (polkadot-api's client, its sockets, the metadata decode). The descriptors' tables are no longer
    // fetched: transactions' events are decoded in the worker with the chain's own metadata.
    route: '/dapp connected',
    modules: [...DAPP_FIRST_PAINT, 'src/shared/chain/chainLink.ts'],
    budgetKb: 319,
  },
  {
    // The first paint with a wallet connected before (its session restored from storage): the wallet button
    // with its account menu and the account's identicon come too.
    route: '/dapp with a wallet',
    modules: [
      ...DAPP_FIRST_PAINT,
      'src/features/wallet/WalletButton.tsx',
      'src/shared/ui/AccountIcon/themes/polkadot.tsx',
    ],
    budgetKb: 300,
  },
  {
    route: '/polkadot-identicon',
    modules: ['src/features/identicon/IdenticonPage.tsx', 'src/shared/ui/AccountIcon/themes/polkadot.tsx'],
  },
];

/** Whether a chunk holds the given source module (paths relative to apps/web). */
export function containsModule(chunk: { moduleIds: string[] }, module: string): boolean {
  return chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`));
}
