// The fee-asset choice, the fee budget in the asset that pays, and the fee read back from events: table by table.
import { PARENT } from '@lumi/chain/asset-kind';
import { describe, expect, it } from 'vitest';
import type { PoolInfo } from '../../src/shared/chain/dex/dexConfig.ts';
import {
  chooseFeePayment,
  feeAssetKind,
  feeIn,
  phpuFeeId,
  type FeeChoiceInput,
  type FeePayment,
} from '../../src/shared/fees/feeAsset.ts';
import { feeBudgetFailure, PHPU_FEE_SHORT, type FeeBudget } from '../../src/shared/fees/feeBudget.ts';
import { withFees } from '../../src/shared/fees/feeVerdict.ts';
import { paidFeeOf } from '../../src/shared/fees/paidFee.ts';
import { chainErrorMessages } from '../../src/shared/i18n/chainError.ts';
import { englishOf } from './i18nEnglish.ts';

const LUMI = 10n ** 12n;
const ED = 10n ** 9n; // 0.001 LUMI
const PHPU = 10n ** 6n;
const MIN = 10n ** 4n; // 0.01 PHPU
const FEE = 2n * 10n ** 8n; // 0.0002 LUMI
const PHPU_FEE = 1_234n;

describe('which asset pays the fee', () => {
  const base: FeeChoiceInput = {
    choice: 'auto',
    quote: { native: FEE, PHPU: PHPU_FEE },
    nativeTransferable: 10n * LUMI,
    existentialDeposit: ED,
  };
  it.each<[string, Partial<FeeChoiceInput>, FeePayment]>([
    ['auto with LUMI to spare: LUMI', {}, { token: 'native', amount: FEE, automatic: false }],
    [
      'auto, LUMI covers the fee exactly above the ED: LUMI',
      { nativeTransferable: ED + FEE },
      { token: 'native', amount: FEE, automatic: false },
    ],
    [
      'auto, LUMI one unit short of fee + ED: PHPU, automatically',
      { nativeTransferable: ED + FEE - 1n },
      { token: 'PHPU', amount: PHPU_FEE, automatic: true },
    ],
    [
      'auto, no LUMI at all (a PHPU-only wallet): PHPU, automatically',
      { nativeTransferable: 0n },
      { token: 'PHPU', amount: PHPU_FEE, automatic: true },
    ],
    [
      'auto, LUMI short and no pool quote: LUMI (the budget then says why it fails)',
      { nativeTransferable: 0n, quote: { native: FEE, PHPU: undefined } },
      { token: 'native', amount: FEE, automatic: false },
    ],
    [
      'PHPU chosen with LUMI to spare: PHPU',
      { choice: 'PHPU' },
      { token: 'PHPU', amount: PHPU_FEE, automatic: false },
    ],
    [
      'LUMI chosen while short: LUMI (the user asked for it)',
      { choice: 'native', nativeTransferable: 0n },
      { token: 'native', amount: FEE, automatic: false },
    ],
  ])('%s', (_, change, expected) => {
    expect(chooseFeePayment({ ...base, ...change })).toEqual(expected);
  });

  it('signs PHPU by its id and the native token with no asset', () => {
    expect(feeAssetKind('PHPU', 1)).toEqual({ type: 'WithId', value: 1 });
    expect(feeAssetKind('native', 1)).toBeUndefined();
    expect(feeIn('PHPU', { token: 'PHPU', amount: 5n })).toBe(5n);
    expect(feeIn('native', { token: 'PHPU', amount: 5n })).toBe(0n);
    expect(feeIn('native', undefined)).toBe(0n);
  });

  const pool: PoolInfo = {
    assets: [{ type: 'Native' }, { type: 'WithId', id: 1 }],
    account: '5Pool',
    lpTokenId: 0,
  };
  const PALLETS = { assets: 50, foreignAssets: 53, poolAssets: 55 };
  const lumiKinds = { type: 'NativeOrWithId', pallets: PALLETS } as const;
  it.each<[string, Parameters<typeof phpuFeeId>[0], number | undefined]>([
    ['Lumi with its LUMI/PHPU pool: PHPU can pay', { assetKinds: lumiKinds, pool, phpuId: 1 }, 1],
    [
      'Lumi before the pool exists: the native token pays',
      { assetKinds: lumiKinds, pool: undefined, phpuId: 1 },
      undefined,
    ],
    [
      'an Asset-Hub-shaped chain (Location asset kinds): the native token pays',
      {
        assetKinds: {
          type: 'Location',
          xcmVersion: 5,
          native: PARENT,
          pallets: PALLETS,
        },
        pool,
        phpuId: 1,
      },
      undefined,
    ],
    ['no DEX configuration read (yet): the native token pays', undefined, undefined],
  ])('%s', (_, dex, expected) => {
    expect(phpuFeeId(dex)).toBe(expected);
  });
});

describe('whether the fee can be paid in the asset that pays it', () => {
  const budget = (
    lumi: bigint,
    phpu: bigint,
    spend: Partial<{ lumi: bigint; phpu: bigint; phpuKeepAlive: boolean }> = {},
  ): FeeBudget => ({
    lumi: {
      transferable: lumi,
      existentialDeposit: ED,
      lumiSpent: spend.lumi ?? 0n,
      keepAlive: true,
      existentialDepositText: '0.001 LUMI',
    },
    phpu: {
      transferable: phpu,
      minBalance: MIN,
      spent: spend.phpu ?? 0n,
      keepAlive: spend.phpuKeepAlive ?? false,
      minBalanceText: '0.01 PHPU',
    },
  });
  it.each<[string, FeeBudget, FeePayment['token'], bigint, string | undefined]>([
    ['LUMI pays, enough', budget(LUMI, 0n), 'native', FEE, undefined],
    ['LUMI pays, none held', budget(0n, 100n * PHPU), 'native', FEE, 'Invalid.Payment'],
    ['PHPU pays, a PHPU-only wallet', budget(0n, 100n * PHPU), 'PHPU', PHPU_FEE, undefined],
    [
      'PHPU pays, the fee would break min_balance',
      budget(0n, MIN + PHPU_FEE - 1n),
      'PHPU',
      PHPU_FEE,
      PHPU_FEE_SHORT,
    ],
    ['PHPU pays, exactly min_balance left', budget(0n, MIN + PHPU_FEE), 'PHPU', PHPU_FEE, undefined],
    [
      'PHPU pays for a swap of all its PHPU (not keep-alive): fee + amount too much',
      budget(0n, 100n * PHPU, { phpu: 100n * PHPU }),
      'PHPU',
      PHPU_FEE,
      'Token.FundsUnavailable',
    ],
    [
      'PHPU pays for a swap of all but the fee',
      budget(0n, 100n * PHPU, { phpu: 100n * PHPU - PHPU_FEE }),
      'PHPU',
      PHPU_FEE,
      undefined,
    ],
    [
      'PHPU pays for a keep-alive PHPU send that leaves less than min_balance',
      budget(0n, 100n * PHPU, { phpu: 100n * PHPU - PHPU_FEE, phpuKeepAlive: true }),
      'PHPU',
      PHPU_FEE,
      'Token.NotExpendable',
    ],
    [
      'PHPU pays, but the call moves more LUMI than is held',
      budget(ED, 100n * PHPU, { lumi: LUMI }),
      'PHPU',
      PHPU_FEE,
      'Token.NotExpendable',
    ],
    [
      'LUMI pays for a call that moves more PHPU than is held',
      budget(LUMI, PHPU, { phpu: 2n * PHPU }),
      'native',
      FEE,
      'Token.FundsUnavailable',
    ],
  ])('%s', (_, b, token, amount, code) => {
    expect(feeBudgetFailure(b, { token, amount })?.code).toBe(code);
  });

  it('says the PHPU shortfall in words, with the minimum kept', () => {
    const failure = feeBudgetFailure(budget(0n, MIN), { token: 'PHPU', amount: PHPU_FEE })!;
    const { message, fix } = chainErrorMessages(failure);
    expect(englishOf(message)).toBe('Your PHPU cannot pay the network fee and still keep 0.01 PHPU.');
    expect(englishOf(fix!)).toBe('Pay the fee in LUMI, or get some PHPU.');
  });

  it('folds the choice and the budget into a verdict; a dry-run failure stays first', () => {
    const verdict = { pending: false, fee: FEE, phpuFee: PHPU_FEE, failure: undefined };
    const phpuOnly = budget(0n, 100n * PHPU);
    expect(withFees(verdict, phpuOnly, 'auto')).toMatchObject({
      payment: { token: 'PHPU', amount: PHPU_FEE, automatic: true },
      failure: undefined,
    });
    expect(withFees(verdict, phpuOnly, 'native').failure?.code).toBe('Invalid.Payment');
    const dryRun = { code: 'AssetConversion.PoolNotFound', message: 'x' };
    expect(withFees({ ...verdict, failure: dryRun }, phpuOnly, 'auto').failure).toBe(dryRun);
    expect(withFees({ ...verdict, fee: undefined }, phpuOnly, 'auto').payment).toBeUndefined();
  });
});

describe('the fee a transaction paid, from its events', () => {
  const event = (type: string, name: string, value: unknown) => ({ type, value: { type: name, value } });
  it.each<[string, ReturnType<typeof event>[], ReturnType<typeof paidFeeOf>]>([
    [
      'LUMI: TransactionFeePaid',
      [event('TransactionPayment', 'TransactionFeePaid', { who: 'x', actual_fee: 42n, tip: 0n })],
      { token: 'native', amount: 42n },
    ],
    [
      'PHPU: AssetTxFeePaid in the asset',
      [
        event('Assets', 'Withdrawn', {}),
        event('AssetTxPayment', 'AssetTxFeePaid', {
          who: 'x',
          actual_fee: 1_234n,
          tip: 0n,
          asset_id: { type: 'WithId', value: 1 },
        }),
      ],
      { token: 'PHPU', amount: 1_234n },
    ],
    [
      'another asset: not named',
      [
        event('AssetTxPayment', 'AssetTxFeePaid', {
          actual_fee: 9n,
          tip: 0n,
          asset_id: { type: 'WithId', value: 7 },
        }),
      ],
      undefined,
    ],
    ['no fee event', [event('System', 'ExtrinsicSuccess', {})], undefined],
  ])('%s', (_, events, expected) => {
    expect(paidFeeOf(events, 1)).toEqual(expected);
  });
});
