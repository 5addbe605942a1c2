// JSON-RPC 2.0 framing: parsing, batches, notifications, parameter validation, error objects.
import type { Connection } from './connection.ts';
import {
  internalError,
  invalidParams,
  invalidRequest,
  methodNotFound,
  OVERSIZED_REQUEST,
  OVERSIZED_RESPONSE,
  parseError,
  RpcError,
  TOO_BIG_BATCH,
} from './errors.ts';
import type { ParamSpec, Registry } from './registry.ts';
import { log } from '../util/log.ts';
import { subscriptionId as subIdSchema } from './params.ts';

export interface DispatchLimits {
  maxRequestBytes: number;
  maxResponseBytes: number;
  maxBatchLen: number;
}

type Id = string | number | null;
interface Response {
  jsonrpc: '2.0';
  id: Id;
  result?: unknown;
  error?: ReturnType<RpcError['toJSON']>;
}
interface Outcome {
  response?: Response;
  after?: () => void;
}

const errorResponse = (id: Id, e: RpcError): Response => ({ jsonrpc: '2.0', id, error: e.toJSON() });

function validId(id: unknown): id is Id {
  return id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'string'
    ? `"${value.length > 40 ? `${value.slice(0, 40)}…` : value}"`
    : typeof value;
}

/** Validates positional (array) or named (object) params against the method's parameter list. */
export function parseParams(specs: readonly ParamSpec[], raw: unknown): unknown[] {
  let values: unknown[];
  if (raw === undefined || raw === null) values = [];
  else if (Array.isArray(raw)) values = raw;
  else if (typeof raw === 'object') {
    const named = raw as Record<string, unknown>;
    for (const key of Object.keys(named)) {
      if (!specs.some((s) => s.name === key)) throw invalidParams(`unknown parameter '${key}'`);
    }
    values = specs.map((s) => named[s.name]);
  } else throw invalidParams('params must be an array or an object');

  if (values.length > specs.length) {
    throw invalidParams(`expected at most ${specs.length} parameter(s), got ${values.length}`);
  }
  return specs.map((spec, i) => {
    const v = values[i];
    if (v === undefined || v === null) {
      if (spec.optional) return undefined;
      throw invalidParams(`${spec.name} (param ${i}) is required`);
    }
    const result = spec.schema.safeParse(v);
    if (!result.success) {
      const issue = result.error.issues[0];
      const path = issue && issue.path.length > 0 ? `[${issue.path.join('.')}]` : '';
      throw invalidParams(
        `${spec.name}${path} (param ${i}): ${issue?.message ?? 'invalid'}, got ${describe(v)}`,
      );
    }
    return result.data;
  });
}

export class Dispatcher {
  constructor(
    private readonly registry: Registry,
    private readonly limits: DispatchLimits,
  ) {}

  /** Handles one incoming message; writes the response (if any) to the connection. */
  async handle(text: string, conn: Connection): Promise<void> {
    const byteLength = Buffer.byteLength(text);
    if (byteLength > this.limits.maxRequestBytes) {
      conn.send(
        errorResponse(
          null,
          new RpcError(
            OVERSIZED_REQUEST,
            'Request is too big',
            `Exceeded max limit of ${this.limits.maxRequestBytes}`,
          ),
        ),
      );
      return;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (e) {
      conn.send(errorResponse(null, parseError((e as Error).message)));
      return;
    }
    if (Array.isArray(parsed)) {
      if (parsed.length === 0) {
        conn.send(errorResponse(null, invalidRequest('empty batch')));
        return;
      }
      if (parsed.length > this.limits.maxBatchLen) {
        conn.send(
          errorResponse(
            null,
            new RpcError(
              TOO_BIG_BATCH,
              'The batch request was too large',
              `Exceeded max limit of ${this.limits.maxBatchLen}`,
            ),
          ),
        );
        return;
      }
      const outcomes = await Promise.all(parsed.map((r) => this.one(r, conn)));
      const responses = outcomes.flatMap((o) => (o.response ? [o.response] : []));
      if (responses.length > 0) this.write(conn, responses, null);
      for (const o of outcomes) o.after?.();
      return;
    }
    const outcome = await this.one(parsed, conn);
    if (outcome.response) this.write(conn, outcome.response, outcome.response.id);
    outcome.after?.();
  }

  private write(conn: Connection, payload: Response | Response[], id: Id): void {
    const text = JSON.stringify(payload);
    if (Buffer.byteLength(text) > this.limits.maxResponseBytes) {
      conn.send(
        errorResponse(
          id,
          new RpcError(
            OVERSIZED_RESPONSE,
            'Response is too big',
            `Exceeded max limit of ${this.limits.maxResponseBytes}`,
          ),
        ),
      );
      return;
    }
    if (!conn.isClosed) conn.sendRaw(text);
  }

  private async one(raw: unknown, conn: Connection): Promise<Outcome> {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
      return { response: errorResponse(null, invalidRequest('a request must be an object')) };
    }
    const req = raw as Record<string, unknown>;
    const hasId = 'id' in req;
    const id = req.id;
    if (hasId && !validId(id))
      return { response: errorResponse(null, invalidRequest('id must be a string, number or null')) };
    const respondId: Id = hasId ? (id as Id) : null;
    if (req.jsonrpc !== '2.0')
      return { response: errorResponse(respondId, invalidRequest('jsonrpc must be "2.0"')) };
    if (typeof req.method !== 'string')
      return { response: errorResponse(respondId, invalidRequest('method must be a string')) };
    const isNotification = !hasId;
    const reply = (r: Response): Outcome => (isNotification ? {} : { response: r });

    log.debug(`rpc ${req.method}`);
    const entry = this.registry.get(req.method);
    if (!entry) return reply(errorResponse(respondId, methodNotFound(req.method)));
    try {
      if (entry.kind === 'method') {
        const args = parseParams(entry.params, req.params);
        const result = await entry.handler(args, { conn });
        return reply({ jsonrpc: '2.0', id: respondId, result: result === undefined ? null : result });
      }
      if (entry.kind === 'unsubscribe') {
        const [subId] = parseParams(
          [{ name: 'subscription', schema: subIdSchema, optional: false }],
          req.params,
        );
        const existed = conn.unsubscribe(entry.family, String(subId));
        return reply({ jsonrpc: '2.0', id: respondId, result: entry.answersNull ? null : existed });
      }
      if (!conn.supportsSubscriptions) {
        throw invalidRequest('subscriptions need a WebSocket connection, not HTTP');
      }
      const args = parseParams(entry.params, req.params);
      if (entry.prepare) await entry.prepare(args, { conn });
      const sub = conn.subscribe(entry.family, entry.notification, (sink) =>
        entry.start(args, sink, { conn }),
      );
      if (isNotification) {
        // Nobody will learn the id: do not leave an orphan subscription behind.
        conn.unsubscribe(entry.family, sub.id);
        return {};
      }
      return { response: { jsonrpc: '2.0', id: respondId, result: sub.id }, after: sub.activate };
    } catch (e) {
      if (e instanceof RpcError) return reply(errorResponse(respondId, e));
      log.error(`RPC ${req.method} failed: ${(e as Error).stack ?? String(e)}`);
      return reply(errorResponse(respondId, internalError((e as Error).message)));
    }
  }
}
