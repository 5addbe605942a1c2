// The integration tests' common setup: a temporary directory, a real lumi-node, the real lumi-api on it with
// its database (a SQLite file in the directory, or a database on a throwaway PostgreSQL cluster) and a
// polkadot-api client; stop() tears down whatever was started, in reverse order.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, spawnNode, type ChainClient, type SpawnedNode } from './chain.ts';
import { startPostgres } from './postgres.ts';
import { spawnApi, type SpawnedApi } from './spawn-api.ts';

export type StoreKind = 'sqlite' | 'postgres';

export interface StackOptions {
  /** Names the temporary directory (lumi-api-<name>-…). */
  name: string;
  store?: StoreKind;
  /** lumi-node arguments, given the temporary directory (default: a --dev --tmp chain). */
  nodeArgs?: (dir: string) => string[];
  /** lumi-api arguments after --node and --database; `false` starts no service (the test spawns its own). */
  apiArgs?: string[] | false;
  /** Connect a polkadot-api client (default true). */
  client?: boolean;
}

export interface Stack {
  dir: string;
  /** Replaceable: stop() stops whichever node is here then. */
  node: SpawnedNode;
  /** The --database value the service was (or is to be) started with. */
  database: string;
  /** Started only when apiArgs is not false. */
  service: SpawnedApi;
  /** Connected only when client is not false. */
  client: ChainClient;
  /** --node and --database for a service on this stack's node and database. */
  serviceArgs(...more: string[]): string[];
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const dir = mkdtempSync(join(tmpdir(), `lumi-api-${options.name}-`));
  const teardown: (() => Promise<unknown>)[] = [async () => rmSync(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of teardown.splice(0).reverse()) await step().catch(() => undefined);
  };
  try {
    let database = join(dir, 'api.sqlite');
    if (options.store === 'postgres') {
      const cluster = await startPostgres();
      teardown.push(() => cluster.stop());
      database = await cluster.createDatabase('lumi_api');
    }
    const stack = { dir, database } as Stack;
    stack.node = await spawnNode(options.nodeArgs?.(dir));
    teardown.push(() => stack.node.stop());
    stack.serviceArgs = (...more) => ['--node', stack.node.wsUrl, '--database', database, ...more];
    if (options.apiArgs !== false) {
      stack.service = await spawnApi(stack.serviceArgs(...(options.apiArgs ?? [])));
      teardown.push(() => stack.service.stop());
    }
    if (options.client !== false) {
      stack.client = connect(stack.node.wsUrl);
      teardown.push(async () => stack.client.destroy());
    }
    stack.stop = stop;
    return stack;
  } catch (e) {
    await stop();
    throw e;
  }
}
