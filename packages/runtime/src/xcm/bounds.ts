// The bounds polkadot-sdk's XCM types put on their BoundedVecs and on decoding a program.

/** PalletInfo names (`MaxPalletNameLen`). */
export const MAX_PALLET_NAME_LEN = 48;
/** Entries of a Response::PalletsInfo (`MaxPalletsInfo`). */
export const MAX_PALLETS_INFO = 64;
/** Bytes of a MaybeErrorCode (`MaxDispatchErrorLen`). */
export const MAX_DISPATCH_ERROR_LEN = 128;
/** Asset filters of one v5 InitiateTransfer (`MaxAssetTransferFilters`). */
export const MAX_ASSET_TRANSFER_FILTERS = 6;
/** Hints of one v5 SetHints: one per Hint variant (`HintNumVariants`). */
export const HINT_NUM_VARIANTS = 1;
/** Instructions a decoded program may hold (`MAX_INSTRUCTIONS_TO_DECODE`). */
export const MAX_INSTRUCTIONS_TO_DECODE = 100;
/** How deeply programs may nest inside programs when decoded (`MAX_XCM_DECODE_DEPTH`). */
export const MAX_XCM_DECODE_DEPTH = 8;
