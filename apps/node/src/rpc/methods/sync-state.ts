// sync_state_genSyncSpec: the chain spec the node runs, with a light-client sync state added. polkadot-sdk's
// sync state also carries BABE epoch changes and the GRANDPA authority set; this node runs neither, so its
// sync state is the finalized header alone (SCALE-encoded hex, as there).
import { z } from 'zod';
import { toHex } from '@lumi/runtime/bytes';
import type { NodeContext } from '../context.ts';
import { req, type Registry } from '../registry.ts';

export function registerSyncState(r: Registry, ctx: NodeContext): void {
  r.method(
    'sync_state_genSyncSpec',
    [req('raw', z.boolean({ error: 'expected true or false' }))],
    ([raw]) => ({
      ...ctx.chainSpecJson(raw),
      lightSyncState: { finalizedBlockHeader: toHex(ctx.chain.finalized.header) },
    }),
  );
}
