// frame_system genesis: no configuration; sets FRAME's genesis markers.
import { z } from 'zod';
import { defineGenesis } from '../../support/genesis.ts';
import { BlockHash, ParentHash, UpgradedToTripleRefCount, UpgradedToU32RefCount } from './storage.ts';

/** FRAME's placeholder hash ("hash69") for block 0 until block 1 records the real genesis hash. */
export const HASH69 = new Uint8Array(32).fill(69);

export const genesis = defineGenesis('system', z.object({}).strict().default({}), () => {
  BlockHash.insert(0, HASH69);
  ParentHash.set(HASH69);
  UpgradedToU32RefCount.set(true);
  UpgradedToTripleRefCount.set(true);
});
