// One client must not lock everyone out (issue 15, finding 3) and a flood of sockets is served or refused
// cleanly. Loopback has a whole /8 on Linux: a socket bound to 127.0.0.2 is another client IP to the node.
import { WsRpc } from '@lumi/node/testing/ws-client';
import type { Family } from './family.ts';
import { HEALTH_BUDGET_MS, attempt, deadline, ms, reason, waitFor, withNode } from './lab.ts';

/** The per-IP cap the flag case sets. */
const CAP = 4;

type Attempted = { rpc: WsRpc } | { refused: string } | { broken: string };

/** Opens a socket from `localAddress`: open, refused with an HTTP status, or anything else (broken). */
async function open(url: string, localAddress: string): Promise<Attempted> {
  try {
    return { rpc: await deadline(WsRpc.connect(url, { localAddress }), 60_000, 'connect') };
  } catch (e) {
    const message = reason(e);
    return /^HTTP \d{3}$/.test(message) ? { refused: message } : { broken: message };
  }
}

const opened = (list: Attempted[]) => list.flatMap((a) => ('rpc' in a ? [a.rpc] : []));
const closeAll = (list: Attempted[]) => Promise.all(opened(list).map((rpc) => rpc.close()));

/**
 * Health from a fresh client, timed. Connecting is retried while refused: the node frees a slot when it sees a
 * close, which may be a moment after the closing client saw the close handshake end.
 */
async function healthFrom(url: string, localAddress: string): Promise<number> {
  const client = await waitFor(
    async () => {
      const next = await open(url, localAddress);
      return 'rpc' in next ? next.rpc : undefined;
    },
    10_000,
    'a connection after the flood',
  ).catch(() => undefined);
  if (!client) return Infinity;
  const started = performance.now();
  await client.call('system_health');
  const took = performance.now() - started;
  await client.close();
  return took;
}

export const connections: Family = {
  name: 'connections',
  async run(options, record) {
    await withNode(['--dev', '--tmp'], async (node) => {
      record(
        await attempt(
          '100 sockets from one IP, then a client from another IP',
          'the per-IP cap refuses some of the 100; the other client is served',
          async () => {
            const attacker = await Promise.all(
              Array.from({ length: 100 }, () => open(node.wsUrl, '127.0.0.1')),
            );
            const other = await open(node.wsUrl, '127.0.0.2');
            const served = 'rpc' in other ? await other.rpc.call('system_health').then(() => true) : false;
            const held = opened(attacker).length;
            await closeAll([...attacker, other]);
            return {
              observed: `attacker holds ${held}/100; other client ${served ? 'served' : 'refused' in other ? `refused (${other.refused})` : `broken (${'broken' in other ? other.broken : ''})`}`,
              pass: held < 100 && served,
              figure: `${100 - held} of the attacker's sockets refused`,
            };
          },
        ),
      );

      record(
        await attempt(
          `${options.sockets.toLocaleString('en')} websockets at once from 100 IPs`,
          'each served or refused with an HTTP status; the node answers afterwards',
          async () => {
            const started = performance.now();
            const all = await Promise.all(
              Array.from({ length: options.sockets }, (_, i) => open(node.wsUrl, `127.0.0.${1 + (i % 100)}`)),
            );
            const answered = await Promise.all(
              opened(all).map((rpc) =>
                deadline(rpc.call('system_health'), 60_000, 'system_health').then(
                  () => true,
                  () => false,
                ),
              ),
            );
            const tookMs = performance.now() - started;
            await closeAll(all);
            const refused = all.filter((a) => 'refused' in a).length;
            const broken = all.filter((a) => 'broken' in a);
            const unanswered = answered.filter((ok) => !ok).length;
            const after = await healthFrom(node.wsUrl, '127.0.0.1');
            return {
              observed: `${answered.length} served, ${refused} refused, ${broken.length} broken${broken[0] && 'broken' in broken[0] ? ` (${broken[0].broken})` : ''}, ${unanswered} unanswered; health after ${ms(after)}`,
              pass:
                broken.length === 0 &&
                unanswered === 0 &&
                after < HEALTH_BUDGET_MS &&
                node.child.exitCode === null,
              figure: `all settled in ${ms(tookMs)}`,
            };
          },
        ),
      );
    });

    record(
      await attempt(
        `--rpc-max-connections-per-ip ${CAP}: socket ${CAP + 1} refused, a slot frees on close`,
        `${CAP} open, the ${CAP + 1}th refused with an HTTP status (429), another IP served, one more opens after a close`,
        async () => {
          const seen = await withNode(
            ['--dev', '--tmp', '--rpc-max-connections-per-ip', String(CAP)],
            async (node) => {
              const first: Attempted[] = [];
              for (let i = 0; i < CAP; i++) first.push(await open(node.wsUrl, '127.0.0.1'));
              const extra = await open(node.wsUrl, '127.0.0.1');
              const fromElsewhere = await open(node.wsUrl, '127.0.0.2');
              const openCount = opened(first).length;
              await opened(first)[0]?.close();
              const closedAt = performance.now();
              const again = await waitFor(
                async () => {
                  const next = await open(node.wsUrl, '127.0.0.1');
                  return 'rpc' in next ? next : undefined;
                },
                10_000,
                'a slot after a close',
              ).catch(() => undefined);
              const freedMs = performance.now() - closedAt;
              await closeAll([...first.slice(1), extra, fromElsewhere, ...(again ? [again] : [])]);
              return { openCount, extra, fromElsewhere, again: again !== undefined, freedMs };
            },
          ).catch((e: unknown) => ({ startError: e instanceof Error ? e.message : String(e) }));
          if ('startError' in seen) {
            const unknownFlag = /unknown argument '--rpc-max-connections-per-ip'/.test(seen.startError);
            return {
              observed: unknownFlag
                ? 'the node does not know --rpc-max-connections-per-ip (exit 2)'
                : reason(seen.startError),
              pass: false,
              figure: '',
            };
          }
          const extra =
            'refused' in seen.extra ? seen.extra.refused : 'rpc' in seen.extra ? 'opened' : seen.extra.broken;
          return {
            observed: `${seen.openCount} open; socket ${CAP + 1}: ${extra}; other IP: ${'rpc' in seen.fromElsewhere ? 'opened' : 'refused'}; after a close: ${seen.again ? 'opened' : 'still refused'}`,
            pass:
              seen.openCount === CAP && 'refused' in seen.extra && 'rpc' in seen.fromElsewhere && seen.again,
            figure: seen.again ? `slot free ${ms(seen.freedMs)} after the close` : '',
          };
        },
      ),
    );
  },
};
