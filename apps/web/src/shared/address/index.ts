// Address checking moved to @lumi/chain so the API validates addresses with the same rules as the app.
export * from '@lumi/chain/address';
