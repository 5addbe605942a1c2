import { Keyring } from '@polkadot/keyring';
import { cryptoWaitReady, encodeAddress } from '@polkadot/util-crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { maxSendable, proposeSendMax } from '../../src/features/send/maxSend.ts';
import { recipientMinimumFailure } from '../../src/features/send/recipientMinimum.ts';
import { sendAction, type SendActionInput } from '../../src/features/send/sendAction.ts';
import { accountClosingWarning } from '../../src/features/send/warnings/accountClosing.ts';
import { selfSendWarning } from '../../src/features/send/warnings/selfSend.ts';
import type { TxVerdict } from '../../src/shared/tx/txCheck.ts';
import { englishOf } from './i18nEnglish.ts';

const LUMI = 10n ** 12n;
const ED = 10n ** 9n;
const DONE: TxVerdict = { pending: false, fee: 10n ** 9n, failure: undefined };
const FAILURE = { code: 'Token.BelowMinimum', message: 'below', fix: 'Send at least 0.001 LUMI.' };

let alice: string;
let bob: string;
beforeAll(async () => {
  await cryptoWaitReady();
  const keyring = new Keyring({ type: 'sr25519', ss58Format: 42 });
  alice = keyring.addFromUri('//Alice').address;
  bob = keyring.addFromUri('//Bob').address;
});

describe('the Send button', () => {
  const base = (): SendActionInput => ({
    account: alice,
    recipient: 'valid',
    amount: 'valid',
    tokenReady: true,
    symbol: 'LUMI',
    value: LUMI,
    transferable: 10n * LUMI,
    recipientFailure: undefined,
    verdict: DONE,
  });
  it.each<[string, Partial<SendActionInput>, string, string]>([
    ['no account', { account: undefined }, 'connect', 'Connect wallet'],
    ['no recipient', { recipient: 'empty' }, 'blocked', 'Enter a recipient'],
    ['bad recipient', { recipient: 'invalid' }, 'blocked', 'Enter a recipient'],
    ['no amount', { amount: 'empty', value: undefined }, 'blocked', 'Enter an amount'],
    ['zero', { amount: 'zero', value: 0n }, 'blocked', 'Enter a valid amount'],
    ['bad amount', { amount: 'invalid', value: undefined }, 'blocked', 'Enter a valid amount'],
    ['token loading', { tokenReady: false }, 'wait', 'Loading token…'],
    ['over the balance', { value: 11n * LUMI }, 'blocked', 'Insufficient LUMI balance'],
    ['recipient below the minimum', { recipientFailure: FAILURE }, 'blocked', 'Below the minimum'],
    ['dry run fails', { verdict: { ...DONE, failure: FAILURE } }, 'blocked', 'Transfer would fail'],
    [
      'check running',
      { verdict: { pending: true, fee: undefined, failure: undefined } },
      'wait',
      'Checking…',
    ],
    ['all good', {}, 'ready', 'Send'],
  ])('%s', (_, change, kind, label) => {
    const action = sendAction({ ...base(), ...change });
    expect({ kind: action.kind, label: englishOf(action.label) }).toEqual({ kind, label });
  });
});

describe('a recipient left below the minimum', () => {
  it.each([
    [{ balance: 0n, minimum: ED }, ED / 10n, true],
    [{ balance: 0n, minimum: ED }, ED, false],
    [{ balance: 5n * ED, minimum: ED }, 1n, false],
    [undefined, 1n, false],
    [{ balance: 0n, minimum: ED }, 0n, false],
  ])('%o receiving %s → refused %s', (recipient, amount, refused) => {
    const failure = recipientMinimumFailure(recipient, amount, '0.001 LUMI');
    expect(failure !== undefined).toBe(refused);
    if (failure) {
      expect(failure.code).toBe('Token.BelowMinimum');
      expect(failure.fix).toBe('Send at least 0.001 LUMI.');
    }
  });
});

describe('the self-send warning compares public keys', () => {
  it('warns for the same account in any SS58 format, not for another account or an incomplete form', () => {
    const alicePolkadot = encodeAddress(new Keyring({ type: 'sr25519' }).decodeAddress(alice), 0);
    expect(selfSendWarning(alice, alice)?.id).toBe('self-send');
    expect(selfSendWarning(alicePolkadot, alice)?.id).toBe('self-send');
    expect(selfSendWarning(alice, bob)).toBeUndefined();
    expect(selfSendWarning(undefined, alice)).toBeUndefined();
    expect(selfSendWarning(alice, undefined)).toBeUndefined();
  });
});

describe('the account-closing warning (keep-alive off)', () => {
  const input = {
    native: true,
    keepAlive: false,
    free: 10n * LUMI,
    fee: ED,
    existentialDeposit: ED,
    format: (v: bigint) => `${v}`,
  };
  it.each<[string, Partial<typeof input> & { amount: bigint }, string | undefined]>([
    ['leaves plenty', { amount: LUMI }, undefined],
    ['leaves dust', { amount: 10n * LUMI - ED - 1n }, 'danger'],
    ['sends everything', { amount: 10n * LUMI - ED }, 'caution'],
    ['keep-alive on', { amount: 10n * LUMI - ED - 1n, keepAlive: true }, undefined],
    ['an asset', { amount: 10n * LUMI - ED - 1n, native: false }, undefined],
    ['fee unknown', { amount: 10n * LUMI - ED - 1n, fee: undefined }, undefined],
  ])('%s', (_, change, level) => {
    expect(accountClosingWarning({ ...input, ...change })?.level).toBe(level);
  });
});

describe('Max', () => {
  it.each<[string, Parameters<typeof maxSendable>[0], bigint]>([
    [
      'LUMI keep-alive: ED and fee stay',
      {
        native: true,
        transferable: 10n * LUMI,
        keepAlive: true,
        minimum: ED,
        fee: { token: 'native', amount: 3n * ED },
      },
      10n * LUMI - 4n * ED,
    ],
    [
      'LUMI without keep-alive: all but the fee, no dust',
      {
        native: true,
        transferable: 10n * LUMI,
        keepAlive: false,
        minimum: ED,
        fee: { token: 'native', amount: 3n * ED },
      },
      10n * LUMI - 3n * ED,
    ],
    [
      'PHPU keep-alive keeps min_balance',
      {
        native: false,
        phpu: true,
        transferable: 5_000_000n,
        keepAlive: true,
        minimum: 1_000n,
        fee: { token: 'native', amount: 3n * ED },
      },
      4_999_000n,
    ],
    [
      'PHPU without keep-alive: all of it',
      {
        native: false,
        phpu: true,
        transferable: 5_000_000n,
        keepAlive: false,
        minimum: 1_000n,
        fee: { token: 'native', amount: 3n * ED },
      },
      5_000_000n,
    ],
    [
      'LUMI with the fee in PHPU: only the ED stays',
      {
        native: true,
        transferable: 10n * LUMI,
        keepAlive: true,
        minimum: ED,
        fee: { token: 'PHPU', amount: 9n },
      },
      10n * LUMI - ED,
    ],
    [
      'PHPU paying its own fee, keep-alive: min_balance and the fee stay',
      {
        native: false,
        phpu: true,
        transferable: 5_000_000n,
        keepAlive: true,
        minimum: 1_000n,
        fee: { token: 'PHPU', amount: 7_000n },
      },
      4_992_000n,
    ],
    [
      'PHPU paying its own fee, without keep-alive: all but the fee',
      {
        native: false,
        phpu: true,
        transferable: 5_000_000n,
        keepAlive: false,
        minimum: 1_000n,
        fee: { token: 'PHPU', amount: 7_000n },
      },
      4_993_000n,
    ],
    [
      'an asset that pays no fee (LPHPU) while PHPU pays: keep-alive keeps min_balance only',
      {
        native: false,
        transferable: 5_000_000n,
        keepAlive: true,
        minimum: 1_000n,
        fee: { token: 'PHPU', amount: 7_000n },
      },
      4_999_000n,
    ],
    [
      'less than what must stay',
      { native: true, transferable: ED, keepAlive: true, minimum: ED, fee: { token: 'native', amount: ED } },
      0n,
    ],
  ])('%s', (_, input, expected) => {
    expect(maxSendable(input)).toBe(expected);
  });

  it('settles on the fee of the amount it proposes (the amount is compact-encoded)', async () => {
    // A fee that grows by one unit per byte of the compact amount.
    const feeOf = (amount: bigint) =>
      Promise.resolve({ token: 'native', amount: ED + BigInt(amount.toString(16).length) } as const);
    const amount = await proposeSendMax(
      { native: true, transferable: 10n * LUMI, keepAlive: false, minimum: ED },
      feeOf,
    );
    expect(amount + (await feeOf(amount)).amount).toBe(10n * LUMI);
  });
});
