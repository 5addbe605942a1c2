// JSON-RPC 2.0 framing: parsing, batches, notifications, parameter validation, error objects, and the
// per-connection limits (rate, CPU budget) every call passes through.
import { setTimeout as sleep } from 'node:timers/promises';
import type { Connection } from './connection.ts';
import {
  batchResponseTooBig,
  batchTooLong,
  clientError,
  internalError,
  invalidParams,
  invalidRequest,
  methodNotFound,
  oversizedRequest,
  oversizedResponse,
  parseError,
  rateLimited,
  RpcError,
} from './errors.ts';
import { MAX_JITTER_MS, MAX_LIMIT_RETRIES } from './rate-limit.ts';
import type { ParamSpec, Registry } from './registry.ts';
import { log } from '../util/log.ts';
import { StateDiscardedError } from '../store/pruning.ts';
import { SLICE_MS, Slicer } from '../util/slices.ts';
import { quickParse, subscriptionId as subIdSchema } from './params.ts';

/**
 * A batch hands the event loop back after this many calls or this much time, so other connections'
 * requests and block authoring are served between its slices.
 */
export const BATCH_SLICE_CALLS = 16;
export const BATCH_SLICE_MS = SLICE_MS;

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
  /** Runs once the response has been written (a subscription starts notifying). */
  after?: () => void;
  /** Undoes the call's effect when its response will never be sent (a subscription nobody learns of). */
  cancel?: () => void;
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
    const quick = quickParse(spec.schema, v);
    if (quick !== undefined) return quick;
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
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Handles one incoming message; writes the response (if any) to the connection. Never rejects. */
  async handle(text: string, conn: Connection): Promise<void> {
    try {
      await this.handleMessage(text, conn);
    } catch (e) {
      log.error(`RPC dispatch failed: ${(e as Error).stack ?? String(e)}`);
      conn.send(errorResponse(null, internalError()));
    }
  }

  private async handleMessage(text: string, conn: Connection): Promise<void> {
    if (Buffer.byteLength(text) > this.limits.maxRequestBytes) {
      conn.send(errorResponse(null, oversizedRequest(this.limits.maxRequestBytes)));
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
        conn.send(errorResponse(null, batchTooLong(this.limits.maxBatchLen)));
        return;
      }
      await this.batch(parsed, conn);
      return;
    }
    const outcome = await this.one(parsed, conn);
    if (outcome.response) conn.sendRaw(this.serialize(outcome.response));
    outcome.after?.();
  }

  /**
   * Runs a batch's calls in order, in slices that yield to the event loop, and builds the answer as it
   * goes: once it would pass the response limit, the remaining calls are not run and the whole batch is
   * answered with jsonrpsee's batch-too-large error. Memory stays within about the limit.
   */
  private async batch(items: readonly unknown[], conn: Connection): Promise<void> {
    const limit = this.limits.maxResponseBytes;
    const parts: string[] = [];
    let size = 2;
    const activations: (() => void)[] = [];
    const cancels: (() => void)[] = [];
    const abandon = () => {
      for (const cancel of cancels) cancel();
    };
    const slicer = new Slicer(BATCH_SLICE_CALLS, BATCH_SLICE_MS, this.now);
    for (const item of items) {
      if (slicer.due()) await slicer.pause();
      if (conn.isClosed) return abandon();
      const outcome = await this.one(item, conn);
      if (outcome.after) activations.push(outcome.after);
      if (outcome.cancel) cancels.push(outcome.cancel);
      if (!outcome.response) continue;
      const text = this.serialize(outcome.response);
      const grown = size + Buffer.byteLength(text) + (parts.length > 0 ? 1 : 0);
      if (grown > limit) {
        abandon();
        conn.send(errorResponse(null, batchResponseTooBig(limit)));
        return;
      }
      parts.push(text);
      size = grown;
    }
    if (parts.length > 0) conn.sendRaw(`[${parts.join(',')}]`);
    for (const activate of activations) activate();
  }

  /** One response as text, or the -32008 error in its place when it passes the response limit. */
  private serialize(response: Response): string {
    const limit = this.limits.maxResponseBytes;
    let text: string | undefined;
    try {
      text = JSON.stringify(response);
    } catch {
      // Beyond V8's string limit: certainly beyond ours.
    }
    if (text !== undefined && (text.length * 3 <= limit || Buffer.byteLength(text) <= limit)) return text;
    return JSON.stringify(errorResponse(response.id, oversizedResponse(limit)));
  }

  /**
   * Holds a call to the connection's limits: over `--rpc-rate-limit` or its CPU budget, it sleeps until
   * a slot frees (plus jitter), at most MAX_LIMIT_RETRIES times, then is refused like polkadot-sdk does.
   */
  private async admit(conn: Connection): Promise<RpcError | undefined> {
    const { rate, budget } = conn.limits;
    if (rate) {
      for (let attempts = 0; ; attempts++) {
        if (attempts >= MAX_LIMIT_RETRIES || conn.isClosed) return rateLimited();
        const wait = rate.check(this.now());
        if (wait === 0) break;
        await sleep(wait + Math.random() * MAX_JITTER_MS);
      }
    }
    if (budget) {
      for (let attempts = 0; ; attempts++) {
        if (attempts >= MAX_LIMIT_RETRIES || conn.isClosed) {
          return rateLimited("this connection used up its share of the node's time; retry later");
        }
        const wait = budget.waitMs(this.now());
        if (wait === 0) break;
        await sleep(wait + Math.random() * MAX_JITTER_MS);
      }
    }
    return undefined;
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
    const { rate, budget } = conn.limits;
    const refused = rate || budget ? await this.admit(conn) : undefined;
    if (refused) return reply(errorResponse(respondId, refused));
    const entry = this.registry.get(req.method);
    if (!entry) return reply(errorResponse(respondId, methodNotFound(req.method)));
    // The synchronous part of a call (validation, the handler up to its first await) is main-thread
    // time spent for this connection: it is charged to the connection's budget.
    const started = this.now();
    let charged = false;
    const charge = () => {
      if (charged || !budget) return;
      charged = true;
      const now = this.now();
      budget.spend(now - started, now);
    };
    try {
      if (entry.kind === 'method') {
        const args = parseParams(entry.params, req.params);
        const pending = entry.handler(args, { conn });
        charge();
        const result = await pending;
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
      if (entry.prepare) {
        const preparing = entry.prepare(args, { conn });
        charge();
        await preparing;
      }
      const sub = conn.subscribe(entry.family, entry.notification, (sink) =>
        entry.start(args, sink, { conn }),
      );
      if (isNotification) {
        // Nobody will learn the id: do not leave an orphan subscription behind.
        conn.unsubscribe(entry.family, sub.id);
        return {};
      }
      return {
        response: { jsonrpc: '2.0', id: respondId, result: sub.id },
        after: sub.activate,
        cancel: () => conn.unsubscribe(entry.family, sub.id),
      };
    } catch (e) {
      if (e instanceof RpcError) return reply(errorResponse(respondId, e));
      // Pruned state, read by any method: polkadot-sdk's state module answers it as a client error (4003).
      if (e instanceof StateDiscardedError) return reply(errorResponse(respondId, clientError(e.message)));
      log.error(`RPC ${req.method} failed: ${(e as Error).stack ?? String(e)}`);
      return reply(errorResponse(respondId, internalError((e as Error).message)));
    } finally {
      charge();
    }
  }
}
