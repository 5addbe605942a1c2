// Node has no WebSocket or CloseEvent global before v22, and the app's provider (openChainClient) expects both:
// ws's socket and a minimal CloseEvent stand in. Left in place after a file's tests: the sockets' close events
// arrive after the last hook, and Vitest runs each file in a process of its own.
import { WebSocket } from 'ws';

class NodeCloseEvent extends Event {
  readonly code: number;
  readonly reason: string;
  readonly wasClean: boolean;
  constructor(type: string, init: CloseEventInit = {}) {
    super(type);
    this.code = init.code ?? 0;
    this.reason = init.reason ?? '';
    this.wasClean = init.wasClean ?? false;
  }
}

/** Installs the stand-ins where the runtime has none. */
export function installSocketGlobals(): void {
  const globals = globalThis as { WebSocket?: unknown; CloseEvent?: unknown };
  globals.WebSocket ??= WebSocket;
  globals.CloseEvent ??= NodeCloseEvent;
}
