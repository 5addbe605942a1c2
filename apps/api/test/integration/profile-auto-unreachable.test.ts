// `--profile auto` with no node to read: the real service, in process, on a port nothing listens on, refuses to
// start with an error naming the flag and the endpoint (main.ts logs it and exits 1), instead of running with a
// profile it could not read.
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { startService } from '../../src/service.ts';
import { createLogger } from '../../src/util/log.ts';

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('--profile auto without a reachable node', () => {
  it('fails the start with a clear error', async () => {
    const node = `ws://127.0.0.1:${await closedPort()}`;
    const config = loadConfig(['--profile', 'auto', '--node', node, '--database', ':memory:', '--port', '0']);
    const log = createLogger('error', () => undefined);
    await expect(startService(config, log, { profileTimeoutMs: 1_000 })).rejects.toThrow(
      `--profile auto: cannot read the chain profile from the node at ${node}: no answer within 1 s`,
    );
  });
});
