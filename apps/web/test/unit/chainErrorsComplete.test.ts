// Every error the chain can answer with has words in both languages: each pallet error in the runtime's metadata,
// DispatchError's own variants (Token, Arithmetic and Transactional by kind), and the transaction pool's
// InvalidTransaction / UnknownTransaction. Read from the metadata, so a new pallet or error fails here until
// the catalogues say it.
import { metadataV15 } from '@lumi/runtime';
import { decAnyMetadata, unifyMetadata } from '@polkadot-api/substrate-bindings';
import { describe, expect, it } from 'vitest';
import { chainErrorMessages } from '../../src/shared/i18n/chainError.ts';
import en from '../../src/shared/i18n/locales/en.json';
import fil from '../../src/shared/i18n/locales/fil.json';

const metadata = unifyMetadata(decAnyMetadata(metadataV15()));

function variantsOf(typeId: number): string[] {
  const type = metadata.lookup[typeId];
  if (type?.def.tag !== 'variant') throw new Error(`type ${typeId} is not an enum`);
  return type.def.value.map((variant) => variant.name);
}

function variantsAt(path: string): string[] {
  const type = metadata.lookup.find((t) => t.path.join('::') === path);
  if (!type) throw new Error(`${path} is not in the metadata`);
  return variantsOf(type.id);
}

/** Every error code (`chainError.<code>`) the app can be handed. */
function codes(): string[] {
  const out: string[] = [];
  for (const pallet of metadata.pallets)
    if (pallet.errors) for (const name of variantsOf(pallet.errors.type)) out.push(`${pallet.name}.${name}`);
  // A variant carrying an enum of kinds is named by its kind; Module is the pallet errors above.
  const BY_KIND: Record<string, string> = {
    Token: 'sp_runtime::TokenError',
    Arithmetic: 'sp_arithmetic::ArithmeticError',
    Transactional: 'sp_runtime::TransactionalError',
  };
  for (const variant of variantsAt('sp_runtime::DispatchError')) {
    if (variant === 'Module') continue;
    const kinds = BY_KIND[variant];
    if (kinds) out.push(...variantsAt(kinds).map((kind) => `${variant}.${kind}`));
    else out.push(variant);
  }
  for (const name of variantsAt('sp_runtime::transaction_validity::InvalidTransaction'))
    out.push(`Invalid.${name}`);
  for (const name of variantsAt('sp_runtime::transaction_validity::UnknownTransaction'))
    out.push(`Unknown.${name}`);
  return out;
}

type Tree = { [key: string]: string | Tree };

function textAt(catalogue: Tree, key: string): string | undefined {
  let node: Tree | string | undefined = catalogue;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The catalogue text the app shows for a code (as chainErrorMessages picks it), unless only the generic one. */
function messageOf(catalogue: Tree, code: string): string | undefined {
  const { message } = chainErrorMessages({ code, message: '' });
  return message.key.startsWith('chainError.generic.') ? undefined : textAt(catalogue, message.key);
}

describe('every chain error is in the catalogues', () => {
  const all = codes();

  it('reads them from the metadata', () => {
    expect(all).toContain('Balances.InsufficientBalance');
    expect(all).toContain('Token.FundsUnavailable');
    expect(all).toContain('Arithmetic.Overflow');
    expect(all).toContain('Transactional.LimitReached');
    expect(all).toContain('Invalid.Payment');
    expect(all).toContain('Unknown.NoUnsignedValidator');
    expect(all.length).toBeGreaterThan(120);
  });

  it.each([
    ['English', en as Tree],
    ['Filipino', fil as Tree],
  ])('%s has a message for each', (_, catalogue) => {
    expect(all.filter((code) => messageOf(catalogue, code) === undefined)).toEqual([]);
  });
});
