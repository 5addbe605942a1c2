import type { TxWatchers } from '../../pool/watchers.ts';
import type { NodeContext } from '../context.ts';
import { Registry } from '../registry.ts';
import { registerAuthor } from './author.ts';
import { registerChainHead } from './chain-head.ts';
import { registerChainSpec } from './chain-spec.ts';
import { registerChain } from './chain.ts';
import { registerChildState } from './childstate.ts';
import { registerDevStats } from './dev-stats.ts';
import { registerOffchain } from './offchain.ts';
import { registerPayment } from './payment.ts';
import { registerRpc } from './rpc.ts';
import { registerState } from './state.ts';
import { registerStateDebug } from './state-debug.ts';
import { registerSyncState } from './sync-state.ts';
import { registerSystem } from './system.ts';
import { registerTransactionWatch } from './transaction-watch.ts';
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
  registerTransactionWatch(r, ctx, watchers);
  registerChildState(r, ctx);
  registerStateDebug(r, ctx);
  registerOffchain(r, ctx);
  registerSyncState(r, ctx);
  registerDevStats(r, ctx);
  return r;
}
