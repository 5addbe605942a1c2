export { appConfig } from './appConfig.ts';
export { ASSET_CONVERSION_PALLET_ID, DEX_ACCOUNT, LUMI_SS58_FORMAT, palletAccountId } from './dexAccount.ts';
export { NODE_ENDPOINT_KEY, STORAGE_KEYS, STORED_FIELDS, type StoredField } from './keys.ts';
export { DEFAULT_NODE_ENDPOINT, FALLBACK_NODE_ENDPOINT, checkNodeEndpoint } from './nodeEndpoint.ts';
export {
  createConfigStore,
  expertModeOf,
  forexSnapshotOf,
  swapFeeOf,
  type ConfigStore,
  type ForexSnapshot,
  type LumiConfig,
  type StorageLike,
  type WriteResult,
} from './store.ts';
export { useConfig, useConfigValue } from './useConfig.ts';
export {
  CONTACTS_MAX,
  CONTACT_ADDRESS_FORMAT,
  CONTACT_LABEL_MAX,
  contactSchema,
  contactsOf,
  isStoredContactAddress,
  type Contact,
} from './contacts.ts';
