// A real lumi-node (dev chain, temporary database) for browser tests, and an independent reader of its state
// (@polkadot/api, not the app's polkadot-api client) to compare what the app shows with what the chain holds.
import { ApiPromise, WsProvider } from '@polkadot/api';
import { Keyring } from '@polkadot/keyring';
import type { KeyringPair } from '@polkadot/keyring/types';
import { cryptoWaitReady } from '@polkadot/util-crypto';
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { spawnNode, type SpawnedNode } from '@lumi/node/testing';

export interface DevChain {
  node: SpawnedNode;
  api: ApiPromise;
  keyring: Keyring;
  alice: KeyringPair;
  bob: KeyringPair;
  stop(): Promise<void>;
}

/** `extraArgs` e.g. `['--sealing', '20000']` for a block every 20 s instead of instant sealing. */
export async function startDevChain(extraArgs: string[] = []): Promise<DevChain> {
  const node = await spawnNode(['--dev', '--tmp', ...extraArgs]);
  try {
    await cryptoWaitReady();
    const api = await ApiPromise.create({ provider: new WsProvider(node.wsUrl), noInitWarn: true });
    const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
    return {
      node,
      api,
      keyring,
      alice: keyring.addFromUri('//Alice'),
      bob: keyring.addFromUri('//Bob'),
      async stop() {
        await api.disconnect();
        await node.stop();
      },
    };
  } catch (error) {
    await node.kill();
    throw error;
  }
}

export interface ChainBalances {
  lumi: { free: bigint; reserved: bigint; frozen: bigint };
  phpu: bigint;
  lphpu: bigint;
}

interface Codec {
  toJSON(): unknown;
}

function big(value: unknown): bigint {
  if (typeof value === 'number' || typeof value === 'bigint') return BigInt(value);
  if (typeof value === 'string') return BigInt(value);
  throw new Error(`not a number: ${JSON.stringify(value)}`);
}

/** Balances read straight from storage with @polkadot/api. */
export async function chainBalances(
  api: ApiPromise,
  address: string,
  phpuId = 1,
  lpId = 0,
): Promise<ChainBalances> {
  const query = api.query as unknown as Record<
    string,
    Record<string, (...args: unknown[]) => Promise<Codec>>
  >;
  const account = (await query.system!.account!(address)).toJSON() as {
    data: { free: unknown; reserved: unknown; frozen: unknown };
  };
  const phpu = (await query.assets!.account!(phpuId, address)).toJSON() as { balance: unknown } | null;
  const lphpu = (await query.poolAssets!.account!(lpId, address)).toJSON() as { balance: unknown } | null;
  return {
    lumi: {
      free: big(account.data.free),
      reserved: big(account.data.reserved),
      frozen: big(account.data.frozen),
    },
    phpu: phpu ? big(phpu.balance) : 0n,
    lphpu: lphpu ? big(lphpu.balance) : 0n,
  };
}

interface TxResult {
  status: { isReady: boolean; isInBlock: boolean; isFinalized: boolean; isInvalid: boolean };
  dispatchError?: { toString(): string };
}

type SignAndSend = (
  pair: KeyringPair,
  options: { tip?: bigint },
  cb: (result: TxResult) => void,
) => Promise<() => void>;

/** Signs and submits `section.method(...args)`; `outcome` says, per status update, when it is done or failed. */
function signAndWatch(
  api: ApiPromise,
  signer: KeyringPair,
  options: { tip?: bigint },
  call: [section: string, method: string, args: unknown[]],
  outcome: (result: TxResult) => 'done' | Error | undefined,
): Promise<void> {
  const [section, method, args] = call;
  const tx = (
    api.tx as unknown as Record<string, Record<string, (...a: unknown[]) => { signAndSend: SignAndSend }>>
  )[section]![method]!(...args);
  return new Promise((resolve, reject) => {
    tx.signAndSend(signer, options, (result) => {
      const settled = outcome(result);
      if (settled === 'done') resolve();
      else if (settled) reject(settled);
    }).catch(reject);
  });
}

/** Signs and submits with @polkadot/api; resolves when the extrinsic is in a block (throws on a failure). */
export function submit(
  api: ApiPromise,
  signer: KeyringPair,
  section: string,
  method: string,
  ...args: unknown[]
): Promise<void> {
  return signAndWatch(api, signer, {}, [section, method, args], (result) => {
    if (result.dispatchError)
      return new Error(`${section}.${method} failed: ${result.dispatchError.toString()}`);
    return result.status.isInBlock || result.status.isFinalized ? 'done' : undefined;
  });
}

/** Signs and submits with a tip; resolves as soon as the pool accepted it (not waiting for a block). */
export function submitToPool(
  api: ApiPromise,
  signer: KeyringPair,
  tip: bigint,
  section: string,
  method: string,
  ...args: unknown[]
): Promise<void> {
  return signAndWatch(api, signer, { tip }, [section, method, args], (result) => {
    if (result.status.isInvalid) return new Error(`${section}.${method} was refused by the pool`);
    return result.status.isReady || result.status.isInBlock ? 'done' : undefined;
  });
}

/** Resolves with the number of the next block the node announces. */
export function nextBlock(api: ApiPromise): Promise<number> {
  return new Promise((resolve, reject) => {
    let unsubscribe: (() => void) | undefined;
    let first = true;
    (
      api.rpc as unknown as {
        chain: {
          subscribeNewHeads(cb: (header: { number: { toNumber(): number } }) => void): Promise<() => void>;
        };
      }
    ).chain
      .subscribeNewHeads((header) => {
        // The subscription starts with the current head; the next one is the block we wait for.
        if (first) {
          first = false;
          return;
        }
        unsubscribe?.();
        resolve(header.number.toNumber());
      })
      .then((stop) => (unsubscribe = stop))
      .catch(reject);
  });
}

const NODE_MAIN = fileURLToPath(new URL('../../../node/src/main.ts', import.meta.url));

/**
 * A second lumi-node on a given port (the spawn helper always picks a free one), for reconnection tests.
 * Resolves once it serves JSON-RPC; the returned function stops it.
 */
export function startNodeOnPort(port: number): Promise<() => Promise<void>> {
  const tsx = createRequire(import.meta.url).resolve('tsx/cli');
  const child = spawn(process.execPath, [tsx, NODE_MAIN, '--dev', '--tmp', '--rpc-port', String(port)], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NO_COLOR: '1' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Running JSON-RPC server')) resolve(stop);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`node on port ${port} exited before it was ready:\n${output}`)));
  });
}
