// What each route loads before it can render: the entry, the boot chunk and the route's own lazy modules
// (plus the icon theme for the identicon page). Paths are relative to apps/web.
export interface RouteBudget {
  route: string;
  modules: string[];
  /** Gzipped JS + CSS, in kB (1000 bytes), or undefined for no budget. */
  budgetKb?: number;
}

export const BOOT_MODULES = ['src/app/boot/start.tsx'];

export const ROUTE_BUDGETS: RouteBudget[] = [
  { route: '/home', modules: ['src/features/home/HomePage.tsx'], budgetKb: 150 },
  {
    route: '/dapp',
    // The chain client fetches the descriptors' lookup tables with import() as soon as it connects, so they
    // count towards the route's first load.
    modules: [
      'src/app/layout/DappArea.tsx',
      'src/features/portfolio/PortfolioPage.tsx',
      'descriptors/generated/descriptors/descriptors.js',
      'descriptors/generated/descriptors/metadataTypes.js',
    ],
    budgetKb: 350,
  },
  {
    route: '/polkadot-identicon',
    modules: ['src/features/identicon/IdenticonPage.tsx', 'src/shared/ui/AccountIcon/themes/polkadot.ts'],
  },
];

/** Whether a chunk holds the given source module (paths relative to apps/web). */
export function containsModule(chunk: { moduleIds: string[] }, module: string): boolean {
  return chunk.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith(`/${module}`));
}
