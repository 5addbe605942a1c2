// The lumi-node command line as a user runs it: build-spec, raw specs, purge-chain, flag errors.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureNodeBuild } from '../../scripts/build.mjs';
import { httpRpc, spawnNode } from '../../src/testing/spawn.ts';
import { WsRpc } from '../../src/testing/ws-client.ts';

/** The bin a user runs (`npx lumi-node`): it launches the node's build, apps/node/dist. */
const BIN = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'bin', 'lumi-node.mjs');
const dir = mkdtempSync(join(tmpdir(), 'lumi-cli-'));
// Built once up front, so no command below includes a build in its timeout.
beforeAll(() => ensureNodeBuild());
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function cli(args: string[]) {
  const r = spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 120_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('lumi-node CLI', () => {
  it('prints the dev chain spec and its raw form', () => {
    const plain = cli(['build-spec', '--dev']);
    expect(plain.code).toBe(0);
    const spec = JSON.parse(plain.stdout) as Record<string, unknown>;
    expect(spec).toMatchObject({
      name: 'Development',
      id: 'dev',
      chainType: 'Development',
      properties: { ss58Format: 42, tokenDecimals: 12, tokenSymbol: 'LUMI' },
    });
    expect((spec.genesis as { runtimeGenesis: { patch: unknown } }).runtimeGenesis.patch).toBeTypeOf(
      'object',
    );
    const raw = cli(['build-spec', '--dev', '--raw']);
    expect(raw.code).toBe(0);
    const top = (JSON.parse(raw.stdout) as { genesis: { raw: { top: Record<string, string> } } }).genesis.raw
      .top;
    expect(top['0x3a636f6465']).toMatch(/^0x[0-9a-f]+$/);
    writeFileSync(join(dir, 'dev.json'), plain.stdout);
    writeFileSync(join(dir, 'dev-raw.json'), raw.stdout);
  });

  it('starts from a spec file and from its raw form with the same genesis as --dev', async () => {
    const hashes: unknown[] = [];
    for (const args of [
      ['--dev', '--tmp'],
      ['--chain', join(dir, 'dev.json'), '--tmp'],
      ['--chain', join(dir, 'dev-raw.json'), '--tmp'],
    ]) {
      const node = await spawnNode(args);
      hashes.push((await httpRpc(node.httpUrl, 'chain_getBlockHash', [0])).result);
      await node.stop();
    }
    expect(hashes[0]).toMatch(/^0x[0-9a-f]{64}$/);
    expect(new Set(hashes).size).toBe(1);
  });

  it('keeps data under --base-path, refuses another chain there, and purge-chain removes it', async () => {
    const base = join(dir, 'base');
    const node = await spawnNode(['--dev', '--base-path', base]);
    await node.stop();
    const db = join(base, 'chains', 'dev', 'db');
    expect(existsSync(db)).toBe(true);
    const bad = JSON.parse(cli(['build-spec', '--dev']).stdout) as {
      genesis: { runtimeGenesis: { patch: Record<string, unknown> } };
    };
    // Same id, different genesis: the database must not be reused.
    const patch = bad.genesis.runtimeGenesis.patch as {
      balances?: { balances?: [string, string | number][] };
    };
    patch.balances!.balances![1]![1] = '123456789000000';
    writeFileSync(join(dir, 'other.json'), JSON.stringify(bad));
    const other = cli(['--chain', join(dir, 'other.json'), '--base-path', base, '--rpc-port', '0']);
    expect(other.code).toBe(1);
    expect(other.stderr).toContain('the database holds another chain');
    const purge = cli(['purge-chain', '--dev', '--base-path', base, '-y']);
    expect(purge.code).toBe(0);
    expect(existsSync(db)).toBe(false);
  });

  it('restarts a node behind the same URL with the port option', async () => {
    const base = join(dir, 'restart');
    const first = await spawnNode(['--dev', '--base-path', base]);
    const genesis = (await httpRpc(first.httpUrl, 'chain_getBlockHash', [0])).result;
    await first.stop();
    const again = await spawnNode(['--dev', '--base-path', base], { port: first.port });
    expect(again.wsUrl).toBe(first.wsUrl);
    expect(again.logs()).toContain('Continuing the chain');
    expect((await httpRpc(again.httpUrl, 'chain_getBlockHash', [0])).result).toBe(genesis);
    await again.stop();
    await expect(spawnNode(['--dev', '--tmp', '--rpc-port', '0'])).rejects.toThrow(/`port` option/);
  });

  it('rejects bad flags and bad spec files with a clear message', () => {
    const port = cli(['--dev', '--rpc-port', 'nine']);
    expect(port.code).toBe(2);
    expect(port.stderr).toContain('--rpc-port: expected a whole number');
    writeFileSync(join(dir, 'broken.json'), JSON.stringify({ name: 'x', id: 'bad id!', genesis: {} }));
    const broken = cli(['--chain', join(dir, 'broken.json'), '--tmp', '--rpc-port', '0']);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/invalid chain spec .*broken\.json: id/);
    const help = cli(['--help']);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--rpc-max-subscriptions-per-connection');
  });

  it('shuts down cleanly on SIGTERM and SIGINT, removing a --tmp directory', async () => {
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      const node = await spawnNode(['--dev', '--tmp']);
      const db = /Database: SQLite at (\S+)/.exec(node.logs())![1]!;
      expect(existsSync(db)).toBe(true);
      node.child.kill(signal);
      expect(await node.exited).toBe(0);
      expect(node.logs()).toContain(`Received ${signal}, shutting down`);
      expect(existsSync(db)).toBe(false);
    }
  });

  it('seals empty blocks on an interval, with timestamps that advance', async () => {
    const node = await spawnNode(['--dev', '--tmp', '--sealing', '600']);
    const TIMESTAMP_NOW = '0xf0c365c3cf59d671eb72da0e7a4113c49f1f0515f462cdcf84e0f1d6045dfcbb';
    // Wait for the third block as a head subscriber sees it (the deadline is far above 3 × 600 ms).
    const rpc = await WsRpc.connect(node.wsUrl);
    let best = 0;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 20_000);
      void rpc.subscribe('chain_subscribeNewHeads', [], (h) => {
        best = Number.parseInt((h as { number: string }).number, 16);
        if (best >= 3) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
    await rpc.close();
    expect(best).toBeGreaterThanOrEqual(3);
    const times: bigint[] = [];
    for (let n = 1; n <= 3; n++) {
      const hash = (await httpRpc(node.httpUrl, 'chain_getBlockHash', [n])).result as string;
      const block = (await httpRpc(node.httpUrl, 'chain_getBlock', [hash])).result as {
        block: { extrinsics: string[] };
      };
      expect(block.block.extrinsics).toHaveLength(1); // the timestamp inherent only
      const now = (await httpRpc(node.httpUrl, 'state_getStorage', [TIMESTAMP_NOW, hash])).result as string;
      times.push(Buffer.from(now.slice(2), 'hex').readBigUInt64LE(0));
    }
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(500n);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(500n);
    await node.stop();
  });
});
