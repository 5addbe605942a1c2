// Wires the service together: store, node connection, indexer, faucet, forex feeder and the HTTP API.
// The HTTP API is up at once; the chain-dependent parts start when the node is reachable.
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { ChainConnection, type ChainInfo } from './chain/connection.ts';
import type { ApiConfig } from './config.ts';
import { Faucet } from './faucet/faucet.ts';
import { Feeder } from './forex/feeder.ts';
import { ecbSource, fileSource, simulatedSource, type RateSource } from './forex/sources.ts';
import { activityRoutes } from './http/routes/activity.ts';
import type { ChainFeatures, RouteContext } from './http/routes/context.ts';
import { runtimeShape } from './chain/runtime-shape.ts';
import { assetsNotOnChain, readNodeProfile } from './chain/profile.ts';
import type { ChainProfile } from '@lumi/chain/profiles';
import { AssetNames } from './indexer/assets.ts';
import { extrinsicRoutes } from './http/routes/extrinsics.ts';
import { faucetRoutes } from './http/routes/faucet.ts';
import { forexRoutes } from './http/routes/forex.ts';
import { poolRoutes } from './http/routes/pools.ts';
import { positionRoutes } from './http/routes/positions.ts';
import { statusRoutes } from './http/routes/status.ts';
import { createApiServer } from './http/server.ts';
import { Xsrf } from './http/xsrf.ts';
import { Indexer, type IndexerOptions } from './indexer/indexer.ts';
import { openStore } from './store/open.ts';
import type { Store } from './store/types.ts';
import type { Logger } from './util/log.ts';
import { Secret } from './util/secret.ts';
import { errorText } from './util/error-text.ts';

/** The oracle member of the dev presets (docs/runtime.md, OracleMembership genesis). */
export const DEV_FOREX_MEMBER = '//Forex';

export interface RunningService {
  url: string;
  port: number;
  store: Store;
  indexer: Indexer;
  close(): Promise<void>;
}

export interface ServiceOptions {
  indexer?: IndexerOptions;
  now?: () => number;
  /** How long `--profile auto` waits for the node before giving up (default 30 s). */
  profileTimeoutMs?: number;
}

/** `--profile auto`: the profile read from the node, or a clear error when the node cannot be read in time. */
async function autoProfile(conn: ChainConnection, timeoutMs: number): Promise<ChainProfile> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    return await Promise.race([readNodeProfile(conn), deadline]);
  } catch (e) {
    throw new Error(
      `--profile auto: cannot read the chain profile from the node at ${conn.endpoint}: ${errorText(e)}`,
      { cause: e },
    );
  } finally {
    clearTimeout(timer);
  }
}

/** A built-in profile names assets by id; on a chain that lacks them, its rows would name the wrong things. */
async function checkProfileAssets(conn: ChainConnection, profile: ChainProfile, log: Logger): Promise<void> {
  const missing = assetsNotOnChain(profile, await readNodeProfile(conn));
  if (missing.length > 0) {
    log.warn(
      `the chain has no asset metadata for ${missing.join(', ')} of profile ${profile.id}: is it the right --profile? (--profile auto reads the chain's own assets)`,
      { profile: profile.id, missing },
    );
  }
}

function sourceFor(config: ApiConfig['forex']): RateSource | undefined {
  switch (config.source) {
    case 'ecb':
      return ecbSource(config.url, config.currencies);
    case 'file':
      return fileSource(config.file!, config.currencies);
    case 'simulated':
      return simulatedSource(config.currencies, config.stepBps, config.bandBps);
    case 'off':
      return undefined;
  }
}

async function xsrfSecret(store: Store): Promise<Buffer> {
  // Kept in the database so tokens stay valid across restarts of the service.
  const stored = await store.getMeta('xsrfSecret');
  if (stored && /^[0-9a-f]{64}$/.test(stored)) return Buffer.from(stored, 'hex');
  const secret = randomBytes(32);
  await store.setMeta('xsrfSecret', secret.toString('hex'));
  return secret;
}

/**
 * The Lumi-only services the node's runtime has, from its metadata at the finalized block: the forex oracle
 * (Oracle + OracleMembership) and what the faucet pays with (Lumi's NativeOrWithId assets in an Assets pallet).
 */
async function chainFeatures(conn: ChainConnection): Promise<ChainFeatures> {
  const { hash } = await conn.client.getFinalizedBlock();
  const shape = runtimeShape(await conn.client.getMetadata(hash));
  return {
    forexOracle: shape.has('Oracle') && shape.has('OracleMembership'),
    faucet: shape.scheme?.type === 'NativeOrWithId' && shape.has('Assets'),
  };
}

export async function startService(
  config: ApiConfig,
  log: Logger,
  options: ServiceOptions = {},
): Promise<RunningService> {
  const conn = new ChainConnection(config.node, log);
  let profile: ChainProfile;
  if (config.profile === 'auto') {
    try {
      profile = await autoProfile(conn, options.profileTimeoutMs ?? 30_000);
    } catch (e) {
      conn.close();
      throw e;
    }
    log.info('chain profile read from the node', {
      name: profile.name,
      assets: profile.assets.map((a) => a.symbol),
      pools: profile.pools.length,
    });
  } else {
    profile = config.profile;
  }
  const names = new AssetNames(profile);
  const store = await openStore(config.database, log).catch((e: unknown) => {
    conn.close();
    throw e;
  });
  const xsrf = new Xsrf(await xsrfSecret(store));
  const indexer = new Indexer(conn, store, log, { ...options.indexer, names });
  const abort = new AbortController();
  let chain: ChainInfo | undefined;
  let features: ChainFeatures | undefined;
  let faucet: Faucet | undefined;
  let feeder: Feeder | undefined;

  const ctx: RouteContext = {
    store,
    chain: () => chain,
    connected: () => conn.connected,
    endpoint: config.node,
    names,
    features: () => features,
    indexer: indexer.status,
    faucet: () => faucet,
    feeder: () => feeder?.status,
    now: options.now ?? Date.now,
  };
  const server = createApiServer({
    routes: [
      ...statusRoutes(ctx),
      ...activityRoutes(ctx),
      ...forexRoutes(ctx),
      ...poolRoutes(ctx),
      ...positionRoutes(ctx),
      ...extrinsicRoutes(ctx),
      ...faucetRoutes(ctx),
    ],
    xsrf,
    log,
    corsOrigins: config.corsOrigins,
    trustedProxies: config.trustedProxies,
    maxBodyBytes: config.maxBodyBytes,
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const url = `http://${host}:${port}/api`;
  log.info('HTTP API listening', { url, port });

  const background = (async () => {
    const aborted = new Promise<undefined>((resolve) =>
      abort.signal.addEventListener('abort', () => resolve(undefined), { once: true }),
    );
    chain = await Promise.race([conn.info(), aborted]).catch((e: unknown) => {
      log.error('cannot read the chain', { error: errorText(e) });
      return undefined;
    });
    if (!chain || abort.signal.aborted) return;
    log.info('chain', {
      name: chain.chainName,
      chainType: chain.chainType,
      genesisHash: chain.genesisHash,
      profile: profile.id,
    });
    if (config.profile !== 'auto') {
      checkProfileAssets(conn, profile, log).catch((e: unknown) => {
        log.warn('cannot check the profile’s assets against the chain', { error: errorText(e) });
      });
    }
    const tasks: Promise<void>[] = [indexer.run(abort.signal)];
    features = await chainFeatures(conn).catch((e: unknown) => {
      log.error('cannot read the chain metadata: the faucet and the forex feeder stay off', {
        error: errorText(e),
      });
      return { forexOracle: false, faucet: false };
    });
    if (abort.signal.aborted) return;
    if (!features.faucet && config.faucet.enabled) {
      log.info('faucet disabled: not available on this chain (it pays LUMI and PHPU on Lumi’s runtime)');
    }
    if (!features.forexOracle && config.forex.source !== 'off') {
      log.info('forex feeder disabled: not available on this chain (it has no Oracle pallet)');
    }
    if (config.faucet.enabled && chain.isDev && features.faucet) {
      faucet = await Faucet.create(conn, store, config.faucet, chain.ss58Format, log);
      log.info('faucet enabled', {
        account: faucet.address,
        lumi: config.faucet.lumi,
        phpu: config.faucet.phpu,
      });
    } else if (config.faucet.enabled && features.faucet) {
      log.info('faucet disabled: not a development chain', { chainType: chain.chainType });
    }
    const source = features.forexOracle ? sourceFor(config.forex) : undefined;
    if (source) {
      const suri = config.forex.suri ?? (chain.isDev ? new Secret(DEV_FOREX_MEMBER) : undefined);
      if (!suri) {
        log.warn('forex feeder disabled: give the oracle member key with --forex-suri (LUMI_API_FOREX_SURI)');
      } else {
        feeder = await Feeder.create(conn, store, source, suri, { ...config.forex }, log, chain.ss58Format);
        tasks.push(feeder.run(abort.signal));
      }
    }
    await Promise.all(tasks);
  })();

  let closing: Promise<void> | undefined;
  return {
    url,
    port,
    store,
    indexer,
    close() {
      closing ??= (async () => {
        abort.abort();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        // Closing the client fails whatever still waits on the node, so the background tasks can end.
        conn.close();
        await background.catch(() => undefined);
        await store.close();
      })();
      return closing;
    },
  };
}
