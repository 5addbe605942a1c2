// Random input to the RPC surface never crashes the node nor escapes as an internal error.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomExtrinsicArb } from '../../src/testing/fuzz.ts';
import { type SpawnedNode, spawnNode } from '../../src/testing/spawn.ts';
import { RpcCallError, WsRpc } from '../helpers/ws-client.ts';

let node: SpawnedNode;
let rpc: WsRpc;
beforeAll(async () => {
  node = await spawnNode();
  rpc = await WsRpc.connect(node.wsUrl);
});
afterAll(async () => {
  await rpc?.close();
  await node?.stop();
});

/** Resolves to the error, or undefined for a result. */
async function failure(method: string, params: unknown[]): Promise<RpcCallError | undefined> {
  try {
    await rpc.call(method, params);
    return undefined;
  } catch (e) {
    if (e instanceof RpcCallError) return e;
    throw e;
  }
}

/** Resolves to the error code, or 0 for a result. */
async function outcome(method: string, params: unknown[]): Promise<number> {
  return (await failure(method, params))?.code ?? 0;
}

/** polkadot-sdk's own -32603 answers: state_trieMigrationStatus at a block it cannot open. */
const SDK_INTERNAL_ERRORS: Record<string, RegExp> = {
  state_trieMigrationStatus: /^-32603: Error while checking migration state: /,
};

const hexArb = fc.uint8Array({ maxLength: 80 }).map((b) => `0x${Buffer.from(b).toString('hex')}`);
const paramArb = fc.oneof(
  hexArb,
  fc.constantFrom(
    `0x${'00'.repeat(32)}`,
    '0x',
    '0x1',
    '',
    'Alice',
    '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY',
  ),
  fc.integer({ min: -5, max: 2 ** 33 }),
  fc.boolean(),
  fc.constant(null),
  fc.array(hexArb, { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);

describe('fuzzing the RPC surface', () => {
  it('random bytes to author_submitExtrinsic get transaction errors, never a crash', async () => {
    await fc.assert(
      fc.asyncProperty(randomExtrinsicArb(), async (bytes) => {
        const code = await outcome('author_submitExtrinsic', [`0x${Buffer.from(bytes).toString('hex')}`]);
        expect([1001, 1002, 1010, 1011, 1012, -32602]).toContain(code);
      }),
      { numRuns: 300 },
    );
    expect(await rpc.call('system_health')).toMatchObject({ peers: 0 });
  });

  it('random params to every served method get a result or a clear error', async () => {
    const { methods } = await rpc.call<{ methods: string[] }>('rpc_methods');
    for (const method of methods) {
      await fc.assert(
        fc.asyncProperty(fc.array(paramArb, { maxLength: 4 }), async (params) => {
          const error = await failure(method, params);
          const expected = SDK_INTERNAL_ERRORS[method];
          if (error?.code === -32603 && expected) expect(error.message).toMatch(expected);
          else expect(error?.code, `${method}(${JSON.stringify(params)})`).not.toBe(-32603);
          expect(error?.code, method).not.toBe(-32601);
        }),
        { numRuns: 15 },
      );
    }
    // Malformed frames on the same connection.
    rpc.sendRaw('{"jsonrpc":"2.0","id":1,"method":');
    rpc.sendRaw('[1,2,3]');
    rpc.sendRaw('null');
    expect(await rpc.call('system_health')).toMatchObject({ peers: 0 });
    expect(node.child.exitCode).toBeNull();
  });
});
