// Every error the API answers is JSON: { error: <stable code>, message: <sentence for a person>, ...details }.

export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details: Record<string, unknown> = {}) =>
  new HttpError(400, 'bad_request', message, details);

/** A Lumi-only service (forex oracle, faucet) asked of a chain that has none. */
export const notOnThisChain = (feature: string, message: string) =>
  new HttpError(404, 'not_on_this_chain', message, { feature });

export const notFound = (message: string) => new HttpError(404, 'not_found', message);
