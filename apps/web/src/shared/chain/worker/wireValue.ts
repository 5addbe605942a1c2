// The one codec for values crossing between the chain worker and the main thread. polkadot-api 2's values are
// already structured-cloneable (bigints, Uint8Array for Binary, hex strings for fixed-size bytes, plain
// `{ type, value }` enum objects), so this only fixes what a structured clone gets wrong or refuses:
// - a Uint8Array that views part of a larger buffer (polkadot-api decodes storage values as views into the
//   response's bytes, and the metadata as views into its 137 kB frame) would carry its whole buffer across, so
//   it is copied to its own;
// - an Error keeps only its message through a clone (its name for built-in kinds only, never the fields
//   polkadot-api's errors carry, e.g. a dispatch error's `error`), so it crosses as a tagged record;
// - a function, symbol, class instance or cycle throws a DataCloneError far from the code that sent it, so it is
//   refused here with the path of the offending value.

/** Marks the codec's own records; a plain object that has this key itself is escaped. */
const TAG = '__lumiWire';

interface WireError {
  [TAG]: 'error';
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

interface WireEscaped {
  [TAG]: 'object';
  entries: Record<string, unknown>;
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function refuse(path: string, what: string): never {
  throw new TypeError(`${path} is ${what}, which cannot cross to or from the chain worker.`);
}

// Object.fromEntries defines each key as its own property, so a key named "__proto__" stays data.
function encodeEntries(value: object, path: string, seen: Set<object>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key, encode(inner, `${path}.${key}`, seen)]),
  );
}

function encode(value: unknown, path: string, seen: Set<object>): unknown {
  switch (typeof value) {
    case 'function':
      return refuse(path, 'a function');
    case 'symbol':
      return refuse(path, 'a symbol');
    case 'object':
      break;
    default:
      return value;
  }
  if (value === null) return null;
  if (value instanceof Uint8Array) {
    const whole = value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;
    return whole && value.constructor === Uint8Array ? value : new Uint8Array(value);
  }
  if (seen.has(value)) return refuse(path, 'a reference back to one of its own containers');
  seen.add(value);
  try {
    if (Array.isArray(value)) return value.map((inner, index) => encode(inner, `${path}[${index}]`, seen));
    if (value instanceof Error) {
      const fields = encodeEntries(value, path, seen);
      delete fields.stack;
      const wire: WireError = { [TAG]: 'error', name: value.name, message: value.message, fields };
      return wire;
    }
    if (!isPlainObject(value)) {
      return refuse(path, `an instance of ${value.constructor?.name ?? 'an unknown class'}`);
    }
    const entries = encodeEntries(value, path, seen);
    if (!Object.hasOwn(value, TAG)) return entries;
    const escaped: WireEscaped = { [TAG]: 'object', entries };
    return escaped;
  } finally {
    seen.delete(value);
  }
}

/** `value` in a form that crosses a structured clone intact; throws a TypeError naming what cannot cross. */
export function toWire(value: unknown, path = 'value'): unknown {
  return encode(value, path, new Set());
}

function decodeEntries(entries: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(entries).map(([key, inner]) => [key, fromWire(inner)]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && isPlainObject(value);
}

/** The value `toWire` was given, from what came out of the structured clone. */
export function fromWire(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (!isRecord(value)) return value;
  const tag = value[TAG];
  if (tag === 'error' && typeof value.name === 'string' && typeof value.message === 'string') {
    const error = new Error(value.message);
    error.name = value.name;
    const fields = isRecord(value.fields) ? decodeEntries(value.fields) : {};
    for (const [key, field] of Object.entries(fields)) {
      Object.defineProperty(error, key, {
        value: field,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return error;
  }
  if (tag === 'object' && isRecord(value.entries)) return decodeEntries(value.entries);
  return decodeEntries(value);
}
