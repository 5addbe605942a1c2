// The `@lumi/chain/profiles/builtin` entry: the built-in profiles and their explorer links without the zod
// schema, for code on an app's first paint (the web app's transaction links).
export {
  ASSET_HUB_KUSAMA,
  ASSET_HUB_POLKADOT,
  builtinProfile,
  CHAIN_PROFILES,
  DEFAULT_PROFILE_ID,
  LUMI_DEV,
} from './builtin.ts';
export { explorerUrl } from './explorer.ts';
export type { ChainProfile } from './schema.ts';
