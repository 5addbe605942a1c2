// The local-storage keys of the configuration entity. Nothing outside src/config reads or writes them.
export const STORAGE_KEYS = {
  keypair: 'wallet-keypair',
  lumiAccountAddress: 'lumi-account-address',
  lumiContractAddress: 'lumi-contract-address',
  phpuContractAddress: 'phpu-contract-address',
  lphpuAccountAddress: 'lphpu-account-address',
  lphpuContractAddress: 'lphpu-contract-address',
  swapFees: 'swap-fees',
  forexUpdates: 'forex-updates',
  expertMode: 'expert-mode',
  language: 'lumi-language',
  chainProfile: 'lumi-chain-profile',
  contacts: 'lumi-contacts',
} as const;

/** The user's node endpoint override; absent means the build-time default. */
export const NODE_ENDPOINT_KEY = 'node-endpoint';

export type StoredField = keyof typeof STORAGE_KEYS;

export const STORED_FIELDS = Object.keys(STORAGE_KEYS) as StoredField[];
