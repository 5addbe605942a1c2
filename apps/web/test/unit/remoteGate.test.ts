import { MessageChannel, type MessagePort } from 'node:worker_threads';
import { afterEach, describe, expect, it } from 'vitest';
import type { SocketGate } from '../../src/shared/chain/gatedSocket.ts';
import { createChannel, type ChannelPort } from '../../src/shared/chain/worker/channel.ts';
import { gateHost, remoteGate, type GateHost } from '../../src/shared/chain/worker/remoteGate.ts';

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

let ports: MessagePort[] = [];
afterEach(() => ports.forEach((port) => port.close()));

/** A main-thread gate that holds every try until the test opens it, and the worker's gate over a channel. */
function connect() {
  const held: (() => void)[] = [];
  const reports: string[] = [];
  let cancelled = 0;
  const gate: SocketGate = {
    wait(start) {
      held.push(start);
      return () => {
        cancelled += 1;
        held.splice(held.indexOf(start), 1);
      };
    },
    report: (event) => reports.push(event),
  };
  const { port1, port2 } = new MessageChannel();
  ports = [port1, port2];
  createChannel(port1 as unknown as ChannelPort, gateHost(gate));
  const toMain = createChannel<GateHost>(port2 as unknown as ChannelPort, { calls: {}, streams: {} });
  return { held, reports, cancelled: () => cancelled, gate: remoteGate(toMain), toMain };
}

describe('the socket gate across the chain worker channel', () => {
  it('starts the worker’s try when the main thread’s schedule allows it, once', async () => {
    const { held, gate } = connect();
    let started = 0;
    gate.wait(() => (started += 1));
    await settle();
    expect(started).toBe(0);
    expect(held).toHaveLength(1);
    held[0]!();
    await settle();
    expect(started).toBe(1);
  });

  it('cancels the main thread’s wait when the worker cancels its own', async () => {
    const { held, gate, cancelled } = connect();
    const cancel = gate.wait(() => undefined);
    await settle();
    cancel();
    await settle();
    expect(cancelled()).toBe(1);
    expect(held).toHaveLength(0);
  });

  it('passes the sockets’ reports to the main thread in order, and drops them once the channel closed', async () => {
    const { reports, gate, toMain } = connect();
    gate.report('trying');
    gate.report('open');
    gate.report('closed');
    await settle();
    expect(reports).toEqual(['trying', 'open', 'closed']);
    toMain.close(new Error('The chain worker stopped.'));
    gate.report('trying');
    await settle();
    expect(reports).toEqual(['trying', 'open', 'closed']);
  });
});
