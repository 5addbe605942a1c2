// pallet_timestamp's public functions for other pallets and the host.
import { Now } from './storage.ts';

/** The current block's timestamp (ms since the Unix epoch); 0 before block 1's inherent. */
export const now = (): bigint => Now.get();
