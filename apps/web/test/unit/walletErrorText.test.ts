// The wallet's failures carry a code the catalogues word: the English catalogue says exactly what the thrown
// error says, every code has words in both languages, and anything that is not a wallet error keeps its text.
import { describe, expect, it } from 'vitest';
import en from '../../src/shared/i18n/locales/en.json';
import fil from '../../src/shared/i18n/locales/fil.json';
import { devKey, keystoreFromMnemonic, WrongPasswordError } from '../../src/shared/wallet/crypto/keys.ts';
import { parseKeystore } from '../../src/shared/wallet/keystore.ts';
import { KEYSTORE_STORAGE_KEY, updateStoredKeystores } from '../../src/shared/wallet/keystoreList.ts';
import { WalletError, walletErrorMessage } from '../../src/shared/wallet/walletError.ts';
import { englishOf } from './i18nEnglish.ts';

function parseError(text: string): WalletError {
  const parsed = parseKeystore(text);
  if (parsed.ok) throw new Error('expected a refusal');
  return parsed.error;
}

async function thrown(run: () => unknown): Promise<WalletError> {
  try {
    await run();
  } catch (error) {
    if (error instanceof WalletError) return error;
    throw error;
  }
  throw new Error('expected a WalletError');
}

const refusingStorage = {
  getItem: (key: string) => (key === KEYSTORE_STORAGE_KEY ? '[]' : null),
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => undefined,
  key: () => null,
  get length() {
    return 0;
  },
};

describe('wallet errors in the catalogues', () => {
  it.each<[string, () => Promise<WalletError>]>([
    ['wrong password', async () => new WrongPasswordError()],
    ['not JSON', async () => parseError('not json')],
    ['no address', async () => parseError('{"address":"x"}')],
    [
      'not an account file, at a field',
      async () => parseError('{"address":"5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY"}'),
    ],
    ['not an account file', async () => parseError('[]')],
    ['bad recovery phrase', () => thrown(() => keystoreFromMnemonic('one two three', 'x', 'password1'))],
    ['unknown dev account', () => thrown(() => devKey('Zed'))],
    [
      'browser refused the write',
      () => thrown(() => updateStoredKeystores(refusingStorage, (entries) => entries)),
    ],
  ])('%s: the English catalogue says what the error says', async (_, make) => {
    const error = await make();
    expect(englishOf(walletErrorMessage(error) as never)).toBe(error.message);
  });

  it('has words for every code in English and Filipino', () => {
    const codes = Object.keys(en.wallet.error);
    expect(Object.keys(fil.wallet.error).sort()).toEqual([...codes].sort());
    for (const code of codes) {
      expect(englishOf(walletErrorMessage(new WalletError(code as never, '')) as never)).not.toBe('');
    }
  });

  it('words anything that is not a wallet error from the catalogues, never with its English text', () => {
    expect(walletErrorMessage(new Error('Rejected by user'))).toEqual({ key: 'wallet.extension.declined' });
    expect(walletErrorMessage(new Error('Not allowed to sign'))).toEqual({ key: 'errors.extension' });
    expect(walletErrorMessage('plain')).toEqual({ key: 'errors.extension' });
    expect(walletErrorMessage(Object.assign(new Error('x'), { name: 'DestroyedError' }))).toEqual({
      key: 'errors.nodeDisconnected',
    });
  });
});
