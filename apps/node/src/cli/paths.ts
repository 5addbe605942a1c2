import { mkdtempSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';

/** Substrate's layout: <base>/chains/<chain id>/db. */
export function defaultBasePath(): string {
  const xdg = process.env.XDG_DATA_HOME;
  if (xdg && xdg.trim() !== '') return join(xdg, 'lumi-node');
  if (process.platform === 'darwin') return join(homedir(), 'Library', 'Application Support', 'lumi-node');
  return join(homedir(), '.local', 'share', 'lumi-node');
}

export function chainDbDir(basePath: string, chainId: string): string {
  return join(basePath, 'chains', chainId, 'db');
}

/** Identity and genesis digest of chain spec files this base path has run (chain-spec/handle.ts). */
export function specCacheDir(basePath: string): string {
  return join(basePath, 'chains', '.spec-cache');
}

/** Substrate's keystore directory: one file per key, named hex(key type) ++ hex(public key). */
export function keystoreDir(basePath: string, chainId: string): string {
  return join(basePath, 'chains', chainId, 'keystore');
}

/** Offchain storage (`offchain_localStorage*`), beside the chain database. */
export function offchainDbDir(basePath: string, chainId: string): string {
  return join(basePath, 'chains', chainId, 'offchain');
}

export function makeTempBasePath(): string {
  return mkdtempSync(join(tmpdir(), 'lumi-node-'));
}
