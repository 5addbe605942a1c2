export interface DappSection {
  path: string;
  label: string;
  /** Shown in the navigation only to accounts with an admin role. */
  adminOnly?: boolean;
  /** What the section will do, shown on its page until it exists. */
  summary: string;
  coming: string[];
}

export const DAPP_SECTIONS: DappSection[] = [
  {
    path: '/dapp',
    label: 'Portfolio',
    summary: 'Everything your connected account holds, valued in your display currency.',
    coming: [
      'LUMI, PHPU and LPHPU balances: free, reserved and transferable',
      'Value of each and the total in USD or PHP',
      'Your liquidity position: share of the pool and the LUMI and PHPU behind it',
    ],
  },
  {
    path: '/dapp/swap',
    label: 'Swap',
    summary: 'Swap LUMI and PHPU at the pool price.',
    coming: [
      'Exact-in and exact-out quotes that refresh every block',
      'Price impact, swap fee and minimum received before you sign',
      'Slippage tolerance with presets and a custom value',
    ],
  },
  {
    path: '/dapp/liquidity',
    label: 'Liquidity',
    summary: 'Provide liquidity to the LUMI/PHPU pool and earn a share of every swap fee.',
    coming: [
      'Pool reserves, price both ways and total value locked',
      'Add liquidity with the second amount matched to the pool ratio',
      'Remove a percentage of your position with a preview of what you receive',
    ],
  },
  {
    path: '/dapp/send',
    label: 'Send',
    summary: 'Send LUMI, PHPU or LPHPU to any address.',
    coming: [
      'Recipient checked as you type, with the exact problem named',
      'Existential-deposit and keep-alive warnings',
      'Network fee estimate before you sign',
    ],
  },
  {
    path: '/dapp/forex',
    label: 'Forex',
    summary: 'Live forex rates from the chain’s oracle.',
    coming: [
      'Rates per US dollar with their age',
      'The PHPU peg monitor: pool price against the forex rate',
      'History charts per currency',
    ],
  },
  {
    path: '/dapp/activity',
    label: 'Activity',
    summary: 'What your account did: transfers, swaps and liquidity changes.',
    coming: ['History from the Lumi API’s indexer', 'Filters by type', 'Links to each block'],
  },
  {
    path: '/dapp/settings',
    label: 'Settings',
    summary: 'Where Lumi connects and how it shows numbers.',
    coming: [],
  },
  {
    path: '/dapp/admin',
    label: 'Admin',
    adminOnly: true,
    summary: 'Swap fee, forex oracle and PHPU supply, for the accounts allowed to change them.',
    coming: [],
  },
];

export function sectionFor(path: string): DappSection {
  const section = DAPP_SECTIONS.find((candidate) => candidate.path === path);
  if (!section) throw new Error(`No /dapp section at ${path}`);
  return section;
}
