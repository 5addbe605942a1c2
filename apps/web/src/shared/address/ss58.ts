// SS58 encoding lives in @lumi/chain (shared with the API); this path keeps the app's imports stable.
export * from '@lumi/chain/address/ss58';
