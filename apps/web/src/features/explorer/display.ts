// Decoded chain values as the explorer shows them: amounts with their token, accounts as addresses, enums by
// name, bytes as hex, everything else as text. Pure; components only render the result.
import { checkAddress } from '../../shared/address/index.ts';
import { pathStepToken, type AmountToken, type AmountTokens } from './amounts.ts';

export type Shown =
  | { kind: 'amount'; amount: bigint; token: AmountToken }
  | { kind: 'account'; address: string }
  | { kind: 'text'; text: string }
  | { kind: 'none' }
  | { kind: 'variant'; name: string; inner: Shown | undefined }
  | { kind: 'list'; items: Shown[] }
  | { kind: 'fields'; fields: ShownField[] };

export interface ShownField {
  name: string;
  value: Shown;
}

interface HexLike {
  asHex(): string;
}

const isHexLike = (value: object): value is HexLike => 'asHex' in value && typeof value.asHex === 'function';

const isVariant = (value: object): value is { type: string; value?: unknown } =>
  'type' in value &&
  typeof value.type === 'string' &&
  Object.keys(value).every((k) => k === 'type' || k === 'value');

/** A swap path step as events carry it: (asset kind, amount). */
function pathStep(value: unknown): Shown | undefined {
  if (!Array.isArray(value) || value.length !== 2 || typeof value[1] !== 'bigint') return undefined;
  const token = pathStepToken(value[0]);
  return token ? { kind: 'amount', amount: value[1], token } : undefined;
}

export function show(value: unknown): Shown {
  if (value === undefined || value === null) return { kind: 'none' };
  if (typeof value === 'bigint' || typeof value === 'number') return { kind: 'text', text: value.toString() };
  if (typeof value === 'boolean') return { kind: 'text', text: String(value) };
  if (typeof value === 'string')
    return checkAddress(value, { expectedFormat: null }).valid
      ? { kind: 'account', address: value }
      : { kind: 'text', text: value };
  if (value instanceof Uint8Array)
    return { kind: 'text', text: `0x${[...value].map((b) => b.toString(16).padStart(2, '0')).join('')}` };
  if (Array.isArray(value)) return { kind: 'list', items: value.map((item) => pathStep(item) ?? show(item)) };
  if (typeof value === 'object') {
    if (isHexLike(value)) return { kind: 'text', text: value.asHex() };
    if (isVariant(value))
      return {
        kind: 'variant',
        name: value.type,
        inner: value.value === undefined ? undefined : show(value.value),
      };
    return { kind: 'fields', fields: showFields(value, {}) };
  }
  // What is left is a symbol or a function, which no codec produces.
  return { kind: 'text', text: typeof value };
}

/** A call's arguments or an event's fields, each amount field with its token. */
export function showFields(value: unknown, tokens: AmountTokens): ShownField[] {
  if (value === undefined || value === null) return [];
  if (typeof value !== 'object' || Array.isArray(value) || isHexLike(value))
    return [{ name: '0', value: show(value) }];
  return Object.entries(value as Record<string, unknown>).map(([name, field]) => {
    const token = tokens[name];
    const amount = typeof field === 'bigint' ? field : undefined;
    return { name, value: token && amount !== undefined ? { kind: 'amount', amount, token } : show(field) };
  });
}
