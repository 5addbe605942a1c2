// The runtime's `impl pallet_x::Config for Runtime` blocks: each pallet declares in its config.ts what it
// needs from the rest of the runtime, and this file — the one place that knows every pallet — gives it. Pallets
// never import one another; src/runtime.ts calls one runtime configuration's function (Lumi's or
// asset-hub-dev's) before it constructs that runtime. A process configures one runtime, once.
import type { AccountId } from '../primitives/core.ts';
import type { DispatchClass } from '../primitives/weight.ts';
import { config as assetConversionConfig } from '../pallets/asset-conversion/config.ts';
import {
  splitCredit,
  swapCreditForExact,
  swapExactCredit,
} from '../pallets/asset-conversion/functions-credit.ts';
import {
  quotePriceExactTokensForTokens,
  quotePriceTokensForExactTokens,
} from '../pallets/asset-conversion/functions.ts';
import { config as assetTxPaymentConfig } from '../pallets/asset-tx-payment/config.ts';
import { assetsInstance, foreignAssetsInstance, poolAssetsInstance } from '../pallets/assets/index.ts';
import type { AssetsSeam } from '../pallets/assets/index.ts';
import { config as balancesConfig } from '../pallets/balances/config.ts';
import * as balances from '../pallets/balances/functions.ts';
import { config as oracleConfig } from '../pallets/oracle/config.ts';
import { MAX_HAS_DISPATCHED_SIZE } from '../pallets/oracle/constants.ts';
import { changeMembersSorted } from '../pallets/oracle/functions.ts';
import { config as membershipConfig } from '../pallets/oracle-membership/config.ts';
import { isMember, members, MAX_MEMBERS } from '../pallets/oracle-membership/index.ts';
import { lpFee } from '../pallets/parameters/index.ts';
import { BLOCK_LENGTH, BLOCK_WEIGHTS } from '../pallets/system/constants.ts';
import * as system from '../pallets/system/functions.ts';
import { Account } from '../pallets/system/storage.ts';
import { now } from '../pallets/timestamp/index.ts';
import { config as transactionPaymentConfig } from '../pallets/transaction-payment/config.ts';
import * as transactionPayment from '../pallets/transaction-payment/functions.ts';
import { DEFAULT_LP_FEE_PER_MILLE } from '@lumi/chain';
import { assetKindScheme } from '../primitives/asset-kind.ts';
import { nativeOrWithIdScheme } from '../primitives/native-or-with-id-scheme.ts';
import type { PoolFungibles } from '../pallets/asset-conversion/config.ts';
import type { AssetKind } from '../primitives/asset-kind.ts';
import { locationScheme } from '../xcm/location-kind.ts';
import { locationNativeAndAssets, nativeAndAssets } from './native-and-assets.ts';

const byClass = <T>(per: { normal: T; operational: T; mandatory: T }, cls: DispatchClass): T =>
  cls === 'Normal' ? per.normal : cls === 'Operational' ? per.operational : per.mandatory;

/** Balances, TransactionPayment, Assets and PoolAssets: the same in every runtime configuration. */
function configureCore(): AssetsSeam {
  // Balances: type AccountStore = System.
  balancesConfig.set({
    accountStore: {
      // Read-only by the AccountStore contract: no copy per read (see StorageMap.peek).
      get: (who) => Account.peek(who),
      store(who: AccountId, data) {
        const now = Account.tryPeek(who);
        if (now && (now.providers > 0 || now.sufficients > 0)) Account.insert(who, { ...now, data });
        else if (now) Account.remove(who);
      },
      incProviders: system.incProviders,
      decProviders: system.decProviders,
      incConsumers: system.incConsumers,
      decConsumers: system.decConsumers,
      canDecProvider: system.canDecProvider,
      keys: (who) => [Account.key(who)],
    },
  });

  // TransactionPayment: type OnChargeTransaction = FungibleAdapter<Balances, ()> (fees are burned).
  transactionPaymentConfig.set({
    currency: {
      withdrawFee: (who, amount) => balances.withdraw(who, amount, 'Exact', 'Preserve', 'Polite'),
      refund: (who, amount) => balances.deposit(who, amount, 'BestEffort'),
      totalBalance: balances.totalBalance,
      burn: balances.burnCredit,
    },
    maxBlockWeight: BLOCK_WEIGHTS.max_block,
    baseExtrinsicWeight: (cls) => byClass(BLOCK_WEIGHTS.per_class, cls).base_extrinsic,
    maxBlockLength: (cls) => byClass(BLOCK_LENGTH.max, cls),
  });

  // Assets and PoolAssets: type Currency = Balances.
  const assetsSeam: AssetsSeam = {
    currency: {
      reserve: balances.reserve,
      unreserve: balances.unreserve,
      repatriateReserved: balances.repatriateReserved,
    },
    system: {
      incConsumers: system.incConsumers,
      decConsumers: system.decConsumers,
      canIncConsumer: system.canIncConsumer,
      canAccrueConsumers: system.canAccrueConsumers,
      incSufficients: system.incSufficients,
      decSufficients: system.decSufficients,
      keys: (who) => [Account.key(who)],
    },
  };
  assetsInstance.seam.set(assetsSeam);
  poolAssetsInstance.seam.set(assetsSeam);
  return assetsSeam;
}

interface AssetUnion {
  readonly fungibles: PoolFungibles;
  totalBalance(asset: AssetKind, who: AccountId): bigint;
}

/** AssetConversion and AssetTxPayment over the runtime's union of the native token and its asset pallets. */
function configureDex(union: AssetUnion, lpFee: () => bigint): void {
  const nativeAndAssets = union.fungibles;
  const totalBalance = (asset: AssetKind, who: AccountId) => union.totalBalance(asset, who);

  // AssetConversion: type Assets = NativeAndAssets; type PoolAssets = PoolAssets; type LPFee = Dex.LpFee.
  assetConversionConfig.set({
    assets: nativeAndAssets,
    poolAssets: poolAssetsInstance.fungibles,
    lpFee,
  });

  // AssetTxPayment: type OnChargeAssetTransaction = SwapAssetAdapter<Native, NativeAndAssets, AssetConversion,
  // burn> over TransactionPayment's OnChargeTransaction (kitchensink's, with fees burned as Lumi's LUMI fees are).
  assetTxPaymentConfig.set({
    native: {
      withdrawFee: transactionPayment.withdrawFee,
      correctAndDepositFee: transactionPayment.correctAndDepositFee,
    },
    fungibles: {
      reducibleBalance: (asset, who) => nativeAndAssets.reducibleBalance(asset, who, 'Preserve'),
      totalBalance,
      withdraw: (asset, who, amount) => nativeAndAssets.withdraw(asset, who, amount, 'Preserve'),
      resolve: (who, credit) => nativeAndAssets.resolve(who, credit),
      dropCredit: (credit) => nativeAndAssets.dropCredit(credit),
      split: splitCredit,
    },
    swap: {
      quoteTokensForExactTokens: (assetIn, assetOut, amount) =>
        quotePriceTokensForExactTokens(assetIn, assetOut, amount, true),
      quoteExactTokensForTokens: (assetIn, assetOut, amount) =>
        quotePriceExactTokensForTokens(assetIn, assetOut, amount, true),
      swapCreditForExact,
      swapExactCredit,
    },
  });
}

/** Lumi's Oracle and its membership. */
function configureOracle(): void {
  // Oracle: type Members = OracleMembership; type Time = Timestamp.
  if (MAX_MEMBERS !== MAX_HAS_DISPATCHED_SIZE)
    throw new Error('the Oracle must have room in HasDispatched for every OracleMembership member');
  oracleConfig.set({ members, isMember, now });

  // OracleMembership: type MembershipChanged = Oracle.
  membershipConfig.set({ membershipChanged: { changeMembersSorted } });
}

/** Lumi's runtime: kitchensink's NativeOrWithId<u32> asset kind, the live `Dex.LpFee` parameter, the Oracle. */
export function configureLumi(): void {
  assetKindScheme.set(nativeOrWithIdScheme);
  configureCore();
  configureDex(nativeAndAssets, lpFee);
  configureOracle();
}

/** asset-hub-dev: Asset Hub's Location asset kind and its fixed LPFee (`ConstU32<3>`, 0.3 %). */
export function configureAssetHubDev(): void {
  assetKindScheme.set(locationScheme);
  // ForeignAssets: type Currency = Balances, as Assets'.
  foreignAssetsInstance.seam.set(configureCore());
  const fixedLpFee = BigInt(DEFAULT_LP_FEE_PER_MILLE);
  configureDex(locationNativeAndAssets, () => fixedLpFee);
}
