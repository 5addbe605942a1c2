// What a subscription's handler writes to; its own file so that the connection (which implements it) and the
// method registry (whose subscriptions receive it) both depend on it without depending on each other.
/** Server side of one subscription. `end` closes it from the server (e.g. a finalized extrinsic). */
export interface Sink {
  /** The subscription id the client sees. */
  readonly id: string;
  notify(result: unknown): void;
  end(): void;
}
