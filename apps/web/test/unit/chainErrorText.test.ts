// Every chain error @lumi/chain explains has its text in the catalogues, and the English catalogue says exactly
// what @lumi/chain says, with and without the values the text names.
import { explainInvalidTransaction, type ErrorContext, type ErrorText } from '@lumi/chain';
import { describe, expect, it } from 'vitest';
import { chainErrorMessages, explainDispatchError, sayChainError } from '../../src/shared/i18n/chainError.ts';
import en from '../../src/shared/i18n/locales/en.json';
import { english, englishOf } from './i18nEnglish.ts';

const CONTEXT: ErrorContext = {
  slippage: '0.5 %',
  existentialDeposit: '0.001 LUMI',
  minimumBalance: '0.01 PHPU',
};

function codes(): string[] {
  const out: string[] = [];
  const walk = (tree: object, path: string[]) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === 'string') {
        if (key === 'message') out.push(path.join('.'));
      } else walk(value as object, [...path, key]);
    }
  };
  walk(en.chainError, []);
  return out;
}

function explain(code: string, context: ErrorContext): ErrorText | undefined {
  const [kind, name] = code.split('.');
  // The app's own errors (signing declined, node away, ...) are not chain errors.
  if (
    ['Rejected', 'Error', 'NodeUnavailable', 'StorageRefused', 'CheckFailed', 'AccountChanged'].includes(
      kind!,
    )
  )
    return undefined;
  if (kind === 'Invalid' || kind === 'Unknown')
    return explainInvalidTransaction({ type: kind, value: { type: name! } });
  if ((kind === 'Token' || kind === 'Arithmetic' || kind === 'Transactional') && name !== undefined)
    return explainDispatchError({ type: kind, value: { type: name } }, context);

  if (name === undefined) return explainDispatchError({ type: kind! }, context);
  return explainDispatchError({ type: 'Module', value: { type: kind!, value: { type: name } } }, context);
}

const said = (error: ErrorText) => {
  const { message, fix } = chainErrorMessages(error);
  return { message: englishOf(message), fix: fix && englishOf(fix) };
};

describe('chain errors in the catalogues', () => {
  const all = codes().filter((code) => explain(code, {}) !== undefined);

  it('covers what @lumi/chain explains', () => {
    expect(all.length).toBeGreaterThan(60);
  });

  it.each(all)('%s reads in English exactly as @lumi/chain says it, with and without values', (code) => {
    for (const context of [CONTEXT, {}]) {
      const text = explain(code, context)!;
      expect(text.code).toBe(code);
      expect(said(text)).toEqual({ message: text.message, fix: text.fix });
    }
  });

  it('keeps the code in a generic text for codes it does not know', () => {
    const text = explainDispatchError({
      type: 'Module',
      value: { type: 'Nope', value: { type: 'Mystery' } },
    });
    expect(said(text)).toEqual({ message: 'The chain refused it (Nope.Mystery).', fix: undefined });
  });

  it('carries app-made values (the detail of a failed check)', () => {
    const text: ErrorText = { code: 'CheckFailed', message: 'x', values: { detail: 'socket closed' } };
    expect(said(text).message).toBe('The transaction could not be checked: socket closed');
  });

  it.each([
    [
      'CheckFailed',
      'nodeDisconnected',
      'The transaction could not be checked: The connection to the node was lost.',
    ],
    ['Error', 'nodeRefused', 'Nothing was sent: The node refused the request.'],
  ])('words a %s failure code (%s), never the thrown English', (code, failure, expected) => {
    const text: ErrorText = { code, message: 'Nothing was sent: WebSocket is closed', values: { failure } };
    expect(sayChainError(text, english).message).toBe(expected);
  });
});
