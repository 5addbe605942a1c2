// The socket gate across the channel. The sockets open in the worker (polkadot-api's ws provider lives with
// the client), while the schedule that decides when a try may start, and what the user sees of it, stays in
// the main thread's ChainConnection (linkState.ts). A wait is a stream that emits once when the try may start;
// unsubscribing it is the gate's cancel, so a cancelled wait reaches the main thread's timer.
import { Observable } from 'rxjs';
import type { SocketGate } from '../gatedSocket.ts';
import type { Channel } from './channel.ts';

type GateEvent = Parameters<SocketGate['report']>[0];

/** What the main thread serves for the worker's sockets. */
export interface GateHost {
  calls: { gateReport: (event: GateEvent) => Promise<void> };
  streams: { gateWait: () => Observable<null> };
}

/** The main thread's side: serves `gate` (ChainConnection's) to the worker. */
export function gateHost(gate: SocketGate): GateHost {
  return {
    calls: {
      gateReport: (event) => {
        gate.report(event);
        return Promise.resolve();
      },
    },
    streams: {
      gateWait: () =>
        new Observable<null>((subscriber) =>
          gate.wait(() => {
            subscriber.next(null);
            subscriber.complete();
          }),
        ),
    },
  };
}

/**
 * The worker's side: a gate for gatedWebSocketClass that asks the main thread. A report that cannot be
 * delivered (the channel closed) is dropped: the main thread already treats a closed channel as a dead link.
 */
export function remoteGate(host: Channel<GateHost>): SocketGate {
  return {
    wait(start) {
      const subscription = host.watch('gateWait').subscribe({ next: start, error: () => undefined });
      return () => subscription.unsubscribe();
    },
    report(event) {
      host.call('gateReport', event).catch(() => undefined);
    },
  };
}
