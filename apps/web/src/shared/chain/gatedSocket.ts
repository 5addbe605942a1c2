// polkadot-api's ws provider retries on its own schedule and cannot be told to stop or to hurry. Handing it a
// WebSocket class whose sockets open only when the app's schedule (linkState.ts) allows puts that schedule in
// charge: the countdown the user sees is when the next try really starts, an unreachable node is tried only
// every so often, and Retry opens a socket at once.

/** Decides when a socket may open; told what became of it. */
export interface SocketGate {
  /** Calls `start` when a try may begin; returns a function that cancels the wait. */
  wait(start: () => void): () => void;
  report(event: 'trying' | 'open' | 'closed'): void;
}

/** A socket that has not opened this long after its try began counts as failed. */
export const CONNECT_TIMEOUT_MS = 10_000;

export function gatedWebSocketClass(gate: SocketGate, Real: typeof WebSocket = WebSocket): typeof WebSocket {
  class GatedWebSocket extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSING = 2;
    static readonly CLOSED = 3;
    readonly url: string;
    private socket: WebSocket | undefined;
    private ended = false;
    private reported = false;
    private timer: ReturnType<typeof setTimeout> | undefined;
    private readonly cancel: () => void;

    constructor(url: string | URL) {
      super();
      this.url = String(url);
      this.cancel = gate.wait(() => this.start());
    }

    get readyState(): number {
      if (this.ended) return GatedWebSocket.CLOSED;
      return this.socket?.readyState ?? GatedWebSocket.CONNECTING;
    }

    send(data: string): void {
      this.socket?.send(data);
    }

    close(): void {
      if (this.ended) return;
      this.ended = true;
      this.cancel();
      clearTimeout(this.timer);
      if (this.socket) {
        this.socket.close();
        this.settle();
      }
    }

    private settle(): void {
      if (this.reported) return;
      this.reported = true;
      clearTimeout(this.timer);
      gate.report('closed');
    }

    private start(): void {
      if (this.ended) return;
      gate.report('trying');
      let socket: WebSocket;
      try {
        socket = new Real(this.url);
      } catch {
        this.settle();
        this.dispatchEvent(new Event('error'));
        return;
      }
      this.socket = socket;
      this.timer = setTimeout(() => {
        socket.close();
        this.settle();
        this.dispatchEvent(new Event('error'));
      }, CONNECT_TIMEOUT_MS);
      socket.addEventListener('open', () => {
        clearTimeout(this.timer);
        gate.report('open');
        this.dispatchEvent(new Event('open'));
      });
      socket.addEventListener('message', (event) => {
        this.dispatchEvent(new MessageEvent('message', { data: event.data as unknown }));
      });
      socket.addEventListener('error', () => {
        this.settle();
        this.dispatchEvent(new Event('error'));
      });
      socket.addEventListener('close', (event) => {
        this.settle();
        this.dispatchEvent(
          new CloseEvent('close', { code: event.code, reason: event.reason, wasClean: event.wasClean }),
        );
      });
    }
  }
  return GatedWebSocket as unknown as typeof WebSocket;
}
