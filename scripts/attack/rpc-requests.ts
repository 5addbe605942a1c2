// One request must not stop the node (issue 15, findings 1 and 2): an over-long SS58 address and a batch of
// metadata calls, each while system_health is timed on another socket.
import { RpcCallError, WsRpc } from '@lumi/node/testing/ws-client';
import type { Family } from './family.ts';
import {
  HEALTH_BUDGET_MS,
  attempt,
  deadline,
  memory,
  mib,
  ms,
  probeHealth,
  resetPeak,
  withNode,
} from './lab.ts';

/** "At once": the whole round trip of a request refused by a length check. */
const REFUSAL_BUDGET_MS = 250;
/** RSS growth a refused or cut-off batch may cost: a few times the 15 MiB response limit. */
const BATCH_RSS_BUDGET = 100 * 2 ** 20;
/** jsonrpsee's codes (what polkadot-sdk answers): a call's response over the limit, a batch over the length
 * limit, and a batch whose responses together pass the limit. */
const RESPONSE_TOO_BIG = -32008;
const BATCH_TOO_LONG = -32010;
const BATCH_RESPONSE_TOO_BIG = -32011;
const LIMIT_CODES = new Set([RESPONSE_TOO_BIG, BATCH_TOO_LONG, BATCH_RESPONSE_TOO_BIG]);

/** Base58 characters from a real address, repeated: decodes as far as the length allows. */
function longAddress(chars: number): string {
  const alice = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY';
  return alice.repeat(Math.ceil(chars / alice.length)).slice(0, chars);
}

/** The JSON-RPC error codes in an HTTP answer (a single error object or a batch of responses). */
function errorCodes(body: string): number[] | undefined {
  try {
    const parsed = JSON.parse(body) as unknown;
    const items = Array.isArray(parsed) ? parsed : [parsed];
    return items.flatMap((item) => {
      const code = (item as { error?: { code?: unknown } } | null)?.error?.code;
      return typeof code === 'number' ? [code] : [];
    });
  } catch {
    return undefined;
  }
}

export const rpcRequests: Family = {
  name: 'rpc',
  async run(options, record) {
    await withNode(['--dev', '--tmp'], async (node) => {
      const chars = options.addressChars.toLocaleString('en');
      record(
        await attempt(
          `${chars}-char SS58 address to system_accountNextIndex`,
          `-32602 within ${REFUSAL_BUDGET_MS} ms; system_health on another socket < ${HEALTH_BUDGET_MS} ms meanwhile`,
          async () => {
            const attacker = await WsRpc.connect(node.wsUrl);
            const probe = await probeHealth(node.wsUrl);
            const started = performance.now();
            const outcome = await deadline(
              attacker.call('system_accountNextIndex', [longAddress(options.addressChars)]).then(
                () => 'a result',
                (e: unknown) => (e instanceof RpcCallError ? e.code : `error ${String(e)}`),
              ),
              600_000,
              'system_accountNextIndex',
            );
            const answerMs = performance.now() - started;
            const health = await probe.stop();
            await attacker.close();
            const alive = node.child.exitCode === null;
            return {
              observed: `${typeof outcome === 'number' ? `error ${outcome}` : outcome} after ${ms(answerMs)}; health max ${ms(health.maxMs)}${alive ? '' : '; node exited'}`,
              pass:
                outcome === -32602 &&
                answerMs < REFUSAL_BUDGET_MS &&
                health.maxMs < HEALTH_BUDGET_MS &&
                alive,
              figure: `answer ${ms(answerMs)}, health max ${ms(health.maxMs)} over ${health.count} calls`,
            };
          },
        ),
      );

      const calls = options.batchCalls;
      const batch = JSON.stringify(
        Array.from({ length: calls }, (_, id) => ({
          jsonrpc: '2.0',
          id,
          method: 'state_call',
          params: ['Metadata_metadata', '0x'],
        })),
      );
      record(
        await attempt(
          `${(batch.length / 1000).toFixed(0)} KB batch of ${calls.toLocaleString('en')} state_call(Metadata_metadata) over HTTP`,
          `JSON-RPC error ${[...LIMIT_CODES].join(', ')}; RSS growth < ${mib(BATCH_RSS_BUDGET)}; health < ${HEALTH_BUDGET_MS} ms`,
          async () => {
            const pid = node.child.pid!;
            const before = memory(pid);
            resetPeak(pid);
            const probe = await probeHealth(node.wsUrl);
            const started = performance.now();
            const answer = await deadline(
              fetch(node.httpUrl, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: batch,
              }).then(
                async (res) => ({ status: res.status, body: await res.text() }),
                (e: unknown) => ({ status: 0, body: `fetch failed: ${String(e)}` }),
              ),
              600_000,
              'the batch',
            );
            const answerMs = performance.now() - started;
            const health = await probe.stop();
            const after = memory(pid);
            const growth = before && after ? Math.max(0, after.peak - before.rss) : NaN;
            const codes = errorCodes(answer.body);
            const limitError = codes?.some((c) => LIMIT_CODES.has(c)) ?? false;
            const shape =
              codes === undefined
                ? `HTTP ${answer.status}, not JSON (${answer.body.slice(0, 40)})`
                : `HTTP ${answer.status}, ${codes.length > 0 ? `error ${[...new Set(codes)].join('/')}` : `${calls} results`}`;
            return {
              observed: `${shape}; RSS +${mib(growth)}; health max ${ms(health.maxMs)}`,
              pass:
                limitError &&
                growth < BATCH_RSS_BUDGET &&
                health.maxMs < HEALTH_BUDGET_MS &&
                node.child.exitCode === null,
              figure: `answer ${ms(answerMs)}, RSS +${mib(growth)}, ${(answer.body.length / 2 ** 20).toFixed(1)} MiB answer`,
            };
          },
        ),
      );
    });
  },
};
