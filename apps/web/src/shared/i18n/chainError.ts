// Chain errors in the user's language. @lumi/chain explains a failure in English with a stable `code`
// ("AssetConversion.ProvidedMinimumNotSufficientForSwap"); the catalogues hold each code's message and fix under
// chainError.<code>, so the same explanation reads in Filipino. The values a text names (slippage, existential
// deposit, minimum balance) travel in ErrorText.values.
import {
  explainDispatchError as explainInEnglish,
  type EnumLike,
  type ErrorContext,
  type ErrorText,
} from '@lumi/chain';
import chainErrorPart from 'virtual:lumi-catalogue/chainError';
import feesPart from 'virtual:lumi-catalogue/fees';
import { message, type Message } from './message.ts';

/** explainDispatchError with the context kept in `values`, so the text can be said in another language. */
export function explainDispatchError(error: EnumLike, context: ErrorContext = {}): ErrorText {
  const text = explainInEnglish(error, context);
  const values = Object.fromEntries(
    Object.entries(context).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
  return Object.keys(values).length > 0 ? { ...text, values } : text;
}

type Tree = { [key: string]: string | Tree };

/** The English texts an error can be worded with: the chain's errors and the fee budget's own. */
const en: Tree = { ...chainErrorPart, ...feesPart };

function entry(path: string): Tree | string | undefined {
  let node: Tree | string | undefined = en;
  for (const part of path.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return node;
}

const NAMED = /\{\{\s*(\w+)/gu;

/** The key to use: the full text when every value it names is known, else its variant without them. */
function pick(base: string, field: 'message' | 'fix', values: Record<string, string>): string | undefined {
  const text = entry(`${base}.${field}`);
  if (typeof text !== 'string') return undefined;
  const complete = [...text.matchAll(NAMED)].every((match) => values[match[1]!] !== undefined);
  return complete || typeof entry(`${base}.${field}Without`) !== 'string'
    ? `${base}.${field}`
    : `${base}.${field}Without`;
}

/** Pallets that are another instance of a pallet the catalogues already word (PoolAssets is pallet_assets). */
const SAME_WORDS: Record<string, string> = { PoolAssets: 'Assets' };

/** A chain error's message and fix as catalogue messages; unknown codes keep the code in a generic text. */
export function chainErrorMessages(error: ErrorText): { message: Message; fix: Message | undefined } {
  const values = { ...error.values, code: error.code };
  const [pallet, ...rest] = error.code.split('.');
  // A feature's own failures (the fee budget's PHPU shortfall) keep their words under the feature's key.
  const base =
    pallet === 'Fees'
      ? `fees.${rest.join('.')}`
      : `chainError.${[SAME_WORDS[pallet!] ?? pallet, ...rest].join('.')}`;
  const messageKey = pick(base, 'message', values);
  if (!messageKey) {
    const generic = error.code.startsWith('Token.')
      ? 'chainError.generic.token'
      : 'chainError.generic.refused';
    return { message: message(generic, values), fix: undefined };
  }
  const fixKey = pick(base, 'fix', values);
  return { message: message(messageKey, values), fix: fixKey ? message(fixKey, values) : undefined };
}

type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A chain error's message and fix, said with `t`. An app-made failure (nothing sent, check failed) names its
 * cause by failure code (shared/api/failure.ts) in `values.failure`: its `{{detail}}` is that code's words,
 * never the thrown English.
 */
export function sayChainError(error: ErrorText, t: Translate): { message: string; fix: string | undefined } {
  const say = ({ key, values }: Message) =>
    t(
      key,
      typeof values?.failure === 'string' ? { ...values, detail: t(`errors.${values.failure}`) } : values,
    );
  const { message: said, fix } = chainErrorMessages(error);
  return { message: say(said), fix: fix ? say(fix) : undefined };
}
