// Small checks for the Lumi API's JSON answers: a malformed answer becomes a clear error, never a crash deeper
// in a screen. Hand-written rather than a schema library to keep the /dapp chunk small.

export class ApiShapeError extends Error {
  override readonly name = 'ApiShapeError';
}

export type Obj = Record<string, unknown>;

export function obj(value: unknown, what: string): Obj {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new ApiShapeError(`${what} is not an object`);
  return value as Obj;
}

export function arr(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new ApiShapeError(`${what} is not a list`);
  return value;
}

export function str(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new ApiShapeError(`${what} is not text`);
  return value;
}

export function optStr(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : str(value, what);
}

export function num(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new ApiShapeError(`${what} is not a number`);
  return value;
}

export function bool(value: unknown, what: string): boolean {
  if (typeof value !== 'boolean') throw new ApiShapeError(`${what} is not true/false`);
  return value;
}

/** A decimal string of base units, as the API sends amounts. */
export function units(value: unknown, what: string): bigint {
  const text = str(value, what);
  if (!/^\d{1,80}$/u.test(text)) throw new ApiShapeError(`${what} is not an amount in base units`);
  return BigInt(text);
}

export function optUnits(value: unknown, what: string): bigint | null {
  return value === null || value === undefined ? null : units(value, what);
}

/** A plain decimal such as "58.5" (rates, prices, USD values). */
export function decimalText(value: unknown, what: string): string {
  const text = str(value, what);
  if (!/^-?\d{1,40}(\.\d{1,40})?$/u.test(text)) throw new ApiShapeError(`${what} is not a decimal number`);
  return text;
}

export function optDecimal(value: unknown, what: string): string | null {
  return value === null || value === undefined ? null : decimalText(value, what);
}

export function decimals(value: unknown, what: string): number {
  const n = num(value, what);
  if (!Number.isInteger(n) || n < 0 || n > 36) throw new ApiShapeError(`${what} is not a decimals count`);
  return n;
}
