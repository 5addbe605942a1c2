// The HTTP client's error class on its own, so the failure classifier (needed by the page-error screen at boot)
// does not pull the client itself into the first-paint chunk.

/** A non-2xx answer; `message` is the server's JSON `message`/`error` when it sent one. */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}
