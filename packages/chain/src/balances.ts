// What part of an account's balance can move, as FRAME's fungible traits compute it. The app shows it as
// "transferable" and the AMM reads pool reserves this way, so both match what the runtime lets move.

/** pallet-balances' AccountData (free, reserved, frozen), all u128. */
export interface NativeAccountData {
  free: bigint;
  reserved: bigint;
  frozen: bigint;
}

/**
 * FRAME's Preservation: Expendable may empty the account, Preserve must keep the existential deposit,
 * Protect keeps it only while the account has a single provider (modelled as Preserve for the app's accounts).
 */
export type Preservation = 'Expendable' | 'Preserve';

/**
 * `Currency::reducible_balance(who, preservation, Polite)`: the free balance minus what must stay: frozen funds
 * not already covered by reserves, and the existential deposit when the account must survive.
 */
export function reducibleNative(
  account: NativeAccountData,
  preservation: Preservation,
  existentialDeposit: bigint,
): bigint {
  let untouchable = account.frozen > account.reserved ? account.frozen - account.reserved : 0n;
  if (preservation === 'Preserve' && untouchable < existentialDeposit) untouchable = existentialDeposit;
  return account.free > untouchable ? account.free - untouchable : 0n;
}

/** pallet-assets' AccountStatus: only Liquid balances can move. */
export type AssetAccountStatus = 'Liquid' | 'Frozen' | 'Blocked';

/**
 * `Assets::reducible_balance(asset, who, preservation, Polite)` for an account of a live asset: nothing from
 * a frozen or blocked account (or a frozen asset), else the balance, keeping `minBalance` when the account
 * must survive (a sufficient asset account is its own provider).
 */
export function reducibleAsset(
  balance: bigint,
  status: AssetAccountStatus,
  assetLive: boolean,
  preservation: Preservation,
  minBalance: bigint,
): bigint {
  if (!assetLive || status !== 'Liquid') return 0n;
  if (preservation === 'Preserve') return balance > minBalance ? balance - minBalance : 0n;
  return balance;
}
