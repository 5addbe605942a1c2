// JSON-RPC error objects. Codes: JSON-RPC 2.0's, jsonrpsee's server limits, Substrate's module codes.

export class RpcError extends Error {
  override readonly name = 'RpcError';
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }

  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data };
  }
}

export const PARSE_ERROR = -32700;
export const INVALID_REQUEST = -32600;
export const METHOD_NOT_FOUND = -32601;
export const INVALID_PARAMS = -32602;
export const INTERNAL_ERROR = -32603;
// jsonrpsee's server-limit codes.
export const TOO_MANY_SUBSCRIPTIONS = -32006;
export const OVERSIZED_REQUEST = -32007;
export const OVERSIZED_RESPONSE = -32008;
export const SERVER_BUSY = -32009;
export const TOO_BIG_BATCH = -32010;
export const TOO_BIG_BATCH_RESPONSE = -32011;
// polkadot-sdk's RPC middleware: a call still over `--rpc-rate-limit` after its retries.
export const RATE_LIMITED = -32999;
// Substrate's state module: BASE_ERROR 4000 + n.
export const STATE_INVALID_RANGE = 4001;
export const STATE_INVALID_COUNT = 4002;
export const STATE_CLIENT_ERROR = 4003;
// polkadot-sdk's archive module: BASE_ERROR 3000 + n.
export const ARCHIVE_INVALID_PARAM = 3001;

export const parseError = (detail?: string) => new RpcError(PARSE_ERROR, 'Parse error', detail);
export const invalidRequest = (detail?: string) => new RpcError(INVALID_REQUEST, 'Invalid request', detail);
// polkadot-api's legacy fallback compares this message literally.
export const methodNotFound = (method: string) => new RpcError(METHOD_NOT_FOUND, 'Method not found', method);
export const invalidParams = (detail: string) =>
  new RpcError(INVALID_PARAMS, `Invalid params: ${detail}`, detail);
export const internalError = (detail?: string) => new RpcError(INTERNAL_ERROR, 'Internal error', detail);
/** Substrate's text for a block hash it does not know (the archive methods report it in events). */
export const unknownBlockText = (hash: string) =>
  `UnknownBlock: Header was not found in the database: ${hash}`;
export const unknownBlock = (hash: string) =>
  new RpcError(STATE_CLIENT_ERROR, `Client error: ${unknownBlockText(hash)}`);
export const archiveInvalidParam = (detail: string) =>
  new RpcError(ARCHIVE_INVALID_PARAM, `Invalid parameter: ${detail}`);
export const clientError = (detail: string) => new RpcError(STATE_CLIENT_ERROR, `Client error: ${detail}`);
export const oversizedResponse = (limit: number) =>
  new RpcError(OVERSIZED_RESPONSE, 'Response is too big', `Exceeded max limit of ${limit}`);
export const oversizedRequest = (limit: number) =>
  new RpcError(OVERSIZED_REQUEST, 'Request is too big', `Exceeded max limit of ${limit}`);
// jsonrpsee stops building a batch answer once it passes the response limit and answers this instead.
export const batchResponseTooBig = (limit: number) =>
  new RpcError(TOO_BIG_BATCH_RESPONSE, 'The batch response was too large', `Exceeded max limit of ${limit}`);
export const batchTooLong = (limit: number) =>
  new RpcError(TOO_BIG_BATCH, 'The batch request was too large', `Exceeded max limit of ${limit}`);
// polkadot-sdk answers a denied unsafe call with the "method not found" code and this message.
export const unsafeRpcCalled = () =>
  new RpcError(METHOD_NOT_FOUND, 'RPC call is unsafe to be called externally');
export const rateLimited = (detail?: string) => new RpcError(RATE_LIMITED, 'RPC rate limit exceeded', detail);
