// The guard against polkadot-api's late retry after a client is destroyed, tried on the real library in a
// child process (the retry is an uncaught exception from a timer, which would end the test runner itself).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isDestroyedClientRetry } from '../../src/util/client-destroy-race.ts';

const fixture = fileURLToPath(new URL('../fixtures/destroy-race.ts', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', fixture, ...args], { encoding: 'utf8', timeout: 60_000 });

describe('a polkadot-api client destroyed mid-request', () => {
  it('ends an unguarded process: the race is real in the installed polkadot-api', () => {
    const r = run();
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('Not connected');
  });

  it('leaves a guarded process running, with the retry logged', () => {
    const r = run('guard');
    expect(r.stderr + r.stdout).toContain('ignored a polkadot-api retry on a destroyed client');
    expect(r.stdout).toContain('survived');
    expect(r.status).toBe(0);
  });

  it('recognises only raw-client\'s "Not connected"', () => {
    const theirs = new Error('Not connected');
    theirs.stack =
      'Error: Not connected\n    at request (/x/node_modules/@polkadot-api/raw-client/dist/createClient.js:51:28)';
    const ours = new Error('Not connected');
    ours.stack = 'Error: Not connected\n    at send (/x/apps/api/src/chain/connection.ts:10:3)';
    expect(isDestroyedClientRetry(theirs)).toBe(true);
    expect(isDestroyedClientRetry(ours)).toBe(false);
    expect(isDestroyedClientRetry(new TypeError('boom'))).toBe(false);
    expect(isDestroyedClientRetry('Not connected')).toBe(false);
  });
});
