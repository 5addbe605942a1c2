// The RPC layer's shortcuts for the calls every transaction makes: hex parameters parsed without zod, and
// notifications written from a per-subscription envelope with a block's shared status serialized once. Each must
// give byte for byte what the general path gives.
import { describe, expect, it } from 'vitest';
import { Connection } from '../src/rpc/connection.ts';
import { parseParams } from '../src/rpc/dispatch.ts';
import { RpcError } from '../src/rpc/errors.ts';
import { hexBytes, hexString, keyBytes, MAX_STORAGE_KEY_BYTES, quickParse } from '../src/rpc/params.ts';
import { req } from '../src/rpc/registry.ts';

/** parseParams's answer, or its error's message and code. */
function outcome(spec: Parameters<typeof req>[1], value: unknown): unknown {
  try {
    return { ok: parseParams([req('p', spec)], [value])[0] };
  } catch (e) {
    if (!(e instanceof RpcError)) throw e;
    return { error: e.message, code: e.code };
  }
}

/** The same through zod alone, as parseParams answered before the quick parsers. */
function zodOutcome(spec: Parameters<typeof req>[1], value: unknown): unknown {
  const r = spec.safeParse(value);
  if (r.success) return { ok: r.data };
  return { error: r.error.issues[0]!.message };
}

describe('quick parameter parsing', () => {
  const inputs: unknown[] = [
    '0x',
    '',
    '0x00',
    '0xABcd',
    'abcd',
    '0x0',
    '0xzz',
    '0x0x00',
    ' 0x00',
    `0x${'ab'.repeat(MAX_STORAGE_KEY_BYTES)}`,
    `0x${'ab'.repeat(MAX_STORAGE_KEY_BYTES + 1)}`,
    42,
    true,
    {},
    ['0x00'],
  ];

  it('accepts exactly what the schema accepts, with the same value', () => {
    for (const schema of [hexBytes, hexString, keyBytes]) {
      for (const v of inputs) {
        const quick = quickParse(schema, v);
        const z = zodOutcome(schema, v) as { ok?: unknown };
        if (quick === undefined) expect(z.ok, JSON.stringify(v)).toBeUndefined();
        else expect(quick, JSON.stringify(v)).toStrictEqual(z.ok);
      }
    }
  });

  it('leaves every refusal to zod: parseParams answers the errors it answered before', () => {
    for (const schema of [hexBytes, hexString, keyBytes]) {
      for (const v of inputs) {
        const got = outcome(schema, v) as { ok?: unknown; error?: string; code?: number };
        const z = zodOutcome(schema, v) as { ok?: unknown; error?: string };
        if (z.error !== undefined) {
          expect(got.code).toBe(-32602);
          expect(got.error).toContain(z.error);
        } else expect(got.ok).toStrictEqual(z.ok);
      }
    }
  });
});

describe('notification text', () => {
  function connection(): { conn: Connection; written: string[] } {
    const written: string[] = [];
    return { conn: new Connection(true, 10, (t) => written.push(t)), written };
  }
  const envelope = (id: string, result: unknown) =>
    JSON.stringify({ jsonrpc: '2.0', method: 'test_update', params: { subscription: id, result } });

  it('is what serializing the whole notification gives, for shared, changing and absent results', () => {
    const { conn, written } = connection();
    const sinks: { id: string; notify: (r: unknown) => void }[] = [];
    for (let i = 0; i < 2; i++) {
      const sub = conn.subscribe('test', 'test_update', (sink) => {
        sinks.push(sink);
        return () => {};
      });
      sub.activate();
    }
    const expected: string[] = [];
    const send = (r: unknown) => {
      for (const s of sinks) {
        s.notify(r);
        expected.push(envelope(s.id, r));
      }
    };
    const inBlock = Object.freeze({ inBlock: '0x01' });
    send('ready');
    send(inBlock);
    send(Object.freeze({ inBlock: '0x02' }));
    send(inBlock);
    // Frozen but not flat: a nested value may change, so its text is never reused.
    const nested = Object.freeze({ block: { hash: '0x03' } });
    send(nested);
    nested.block.hash = '0x04';
    send(nested);
    // A mutable object changed between notifications is serialized afresh.
    const open: { n: number } = { n: 1 };
    send(open);
    open.n = 2;
    send(open);
    send(undefined);
    send(null);
    send({ text: 'quote " and \\ and \u2028' });
    expect(written).toStrictEqual(expected);
    expect(written.some((t) => t.includes('"hash":"0x04"'))).toBe(true);
  });

  it('holds notifications until the subscription id is out, and sends none once the connection closed', () => {
    const { conn, written } = connection();
    let sink: { id: string; notify: (r: unknown) => void } | undefined;
    const sub = conn.subscribe('test', 'test_update', (s) => {
      sink = s;
      s.notify('ready');
      return () => {};
    });
    expect(written).toStrictEqual([]);
    sub.activate();
    expect(written).toStrictEqual([envelope(sub.id, 'ready')]);
    conn.close();
    sink!.notify(Object.freeze({ inBlock: '0x01' }));
    expect(written).toHaveLength(1);
  });
});
