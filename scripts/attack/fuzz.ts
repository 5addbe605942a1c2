// Hostile bytes at author_submitExtrinsic, many of them: half random, half valid extrinsics mutated (the
// generators of apps/node's fuzz test). The node must never crash, never answer with an internal error, and
// still author blocks afterwards.
import { devAccounts } from '@lumi/node/testing/accounts';
import { mutatedExtrinsicArb, randomExtrinsicArb } from '@lumi/node/testing/fuzz';
import { RpcCallError, WsRpc } from '@lumi/node/testing/ws-client';
import fc from 'fast-check';
import type { Family } from './family.ts';
import { submit } from './chain.ts';
import { attempt, connectApi, deadline, ms, withNode } from './lab.ts';

/** Submissions in flight at once on the one socket. */
const WINDOW = 256;
const INTERNAL_ERROR = -32603;

export const fuzz: Family = {
  name: 'fuzz',
  async run(options, record) {
    await withNode(['--dev', '--tmp'], async (node) => {
      const api = await connectApi(node.wsUrl);
      const acc = await devAccounts();
      const seed = Date.now() % 2 ** 31;
      try {
        record(
          await attempt(
            `${options.fuzzCases.toLocaleString('en')} random and mutated extrinsics to author_submitExtrinsic`,
            'a result or an error, never -32603; 0 crashes; the node still authors',
            async () => {
              const signed = await Promise.all([
                api.tx.balances
                  .transferKeepAlive(acc.bob.address, 10n ** 12n)
                  .signAsync(acc.alice, { nonce: -1 }),
                api.tx.assetConversion
                  .swapExactTokensForTokens(
                    [{ Native: null }, { WithId: 1 }],
                    10n ** 12n,
                    1n,
                    acc.bob.address,
                    true,
                  )
                  .signAsync(acc.bob, { nonce: -1 }),
                api.tx.sudo
                  .sudo(api.tx.oracleMembership!.addMember!(acc.eve.address))
                  .signAsync(acc.charlie, {
                    nonce: -1,
                    era: 64,
                  }),
              ]);
              const inputs = fc.oneof(
                randomExtrinsicArb(),
                mutatedExtrinsicArb(signed.map((tx) => tx.toU8a())),
              );
              const rpc = await WsRpc.connect(node.wsUrl);
              const codes = new Map<string, number>();
              const started = performance.now();
              for (let done = 0; done < options.fuzzCases; done += WINDOW) {
                const batch = fc.sample(inputs, {
                  numRuns: Math.min(WINDOW, options.fuzzCases - done),
                  seed: seed + done,
                });
                const outcomes = await deadline(
                  Promise.all(
                    batch.map((bytes) =>
                      rpc.call('author_submitExtrinsic', [`0x${Buffer.from(bytes).toString('hex')}`]).then(
                        () => 'accepted',
                        (e: unknown) => (e instanceof RpcCallError ? String(e.code) : 'connection lost'),
                      ),
                    ),
                  ),
                  120_000,
                  'fuzz window',
                );
                for (const o of outcomes) codes.set(o, (codes.get(o) ?? 0) + 1);
                if (codes.has('connection lost')) break;
              }
              const tookMs = performance.now() - started;
              await rpc.close().catch(() => undefined);
              const alive = node.child.exitCode === null;
              const authored = alive
                ? await submit(api, api.tx.balances.transferKeepAlive(acc.bob.address, 1n), acc.dave).then(
                    () => true,
                    () => false,
                  )
                : false;
              const histogram = [...codes].sort((a, b) => b[1] - a[1]).map(([code, n]) => `${code}×${n}`);
              return {
                observed: `${alive ? 'alive' : 'CRASHED'}; ${authored ? 'authors' : 'does NOT author'}; ${histogram.join(' ')}`,
                pass:
                  alive && authored && !codes.has(String(INTERNAL_ERROR)) && !codes.has('connection lost'),
                figure: `${ms(tookMs)} (${Math.round((options.fuzzCases / tookMs) * 1000)}/s), seed ${seed}`,
              };
            },
          ),
        );
      } finally {
        await api.disconnect();
      }
    });
  },
};
