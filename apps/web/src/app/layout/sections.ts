export interface DappSection {
  path: string;
  /** The catalogue key of the section's name. */
  label: string;
  /** Shown in the navigation only to accounts with an admin role. */
  adminOnly?: boolean;
}

export const DAPP_SECTIONS: DappSection[] = [
  { path: '/dapp', label: 'nav.portfolio' },
  { path: '/dapp/swap', label: 'nav.swap' },
  { path: '/dapp/liquidity', label: 'nav.liquidity' },
  { path: '/dapp/send', label: 'nav.send' },
  { path: '/dapp/receive', label: 'receive.nav' },
  { path: '/dapp/contacts', label: 'contacts.nav' },
  { path: '/dapp/forex', label: 'nav.forex' },
  { path: '/dapp/activity', label: 'nav.activity' },
  { path: '/dapp/settings', label: 'nav.settings' },
  { path: '/dapp/admin', label: 'nav.admin', adminOnly: true },
];
