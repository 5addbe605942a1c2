// A Worker stand-in over a node MessagePort, for the tests of the main thread's side of the chain worker: what
// the page posts reaches the port, what the port receives arrives as the worker's message events.
import type { MessagePort } from 'node:worker_threads';

export class StandInWorker extends EventTarget {
  terminated = 0;
  constructor(private readonly port: MessagePort) {
    super();
    port.on('message', (data: unknown) => this.dispatchEvent(new MessageEvent('message', { data })));
  }
  postMessage(message: unknown): void {
    this.port.postMessage(message);
  }
  terminate(): void {
    this.terminated += 1;
  }
  /** What a browser fires when the worker's script throws or cannot load. */
  fail(message: string): Event {
    const event = Object.assign(new Event('error', { cancelable: true }), { message });
    this.dispatchEvent(event);
    return event;
  }
}
