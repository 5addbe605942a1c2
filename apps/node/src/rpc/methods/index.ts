import type { TxWatchers } from '../../pool/watchers.ts';
import type { NodeContext } from '../context.ts';
import { Registry } from '../registry.ts';
import { registerAuthor } from './author.ts';
import { registerChainHead } from './chain-head.ts';
import { registerChainSpec } from './chain-spec.ts';
import { registerChain } from './chain.ts';
import { registerDevControls } from './dev.ts';
import { registerPayment } from './payment.ts';
import { registerRpc } from './rpc.ts';
import { registerState } from './state.ts';
import { registerSystem } from './system.ts';
import { registerTransaction } from './transaction.ts';

export function buildRegistry(ctx: NodeContext, watchers: TxWatchers): Registry {
  const r = new Registry();
  registerRpc(r);
  registerChain(r, ctx);
  registerState(r, ctx);
  registerAuthor(r, ctx, watchers);
  registerSystem(r, ctx);
  registerPayment(r, ctx);
  registerChainHead(r, ctx);
  registerChainSpec(r, ctx);
  registerTransaction(r, ctx, watchers);
  if (ctx.devRpc) registerDevControls(r, ctx);
  return r;
}
