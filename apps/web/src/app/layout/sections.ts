export interface DappSection {
  path: string;
  label: string;
  /** Shown in the navigation only to accounts with an admin role. */
  adminOnly?: boolean;
}

export const DAPP_SECTIONS: DappSection[] = [
  { path: '/dapp', label: 'Portfolio' },
  { path: '/dapp/swap', label: 'Swap' },
  { path: '/dapp/liquidity', label: 'Liquidity' },
  { path: '/dapp/send', label: 'Send' },
  { path: '/dapp/forex', label: 'Forex' },
  { path: '/dapp/activity', label: 'Activity' },
  { path: '/dapp/settings', label: 'Settings' },
  { path: '/dapp/admin', label: 'Admin', adminOnly: true },
];
