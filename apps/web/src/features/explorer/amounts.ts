// Which token each amount of a call or event is counted in, so the explorer shows it with the token's decimals
// and symbol. A table by pallet and name: the asset is read from the call's or event's own fields (asset id,
// swap path, pool pair). Pure.
import { ASSETS, LPHPU, LUMI, type AssetInfo } from '@lumi/chain';

export interface AmountToken {
  symbol: string;
  decimals: number;
}

type Fields = Record<string, unknown>;
/** The token of each amount field of one call or event, by field name. */
export type AmountTokens = Record<string, AmountToken>;

const token = (asset: AssetInfo): AmountToken => ({ symbol: asset.symbol, decimals: asset.decimals });
const NATIVE = token(LUMI);

function inPallet(pallet: 'Assets' | 'PoolAssets', id: unknown): AmountToken | undefined {
  const asset = ASSETS.find(
    (a) => a.location.pallet === pallet && 'id' in a.location && BigInt(a.location.id) === toBigInt(id),
  );
  return asset ? token(asset) : undefined;
}

function toBigInt(value: unknown): bigint | undefined {
  if (typeof value === 'bigint') return value;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return BigInt(value);
  return undefined;
}

/** An AssetConversion asset kind (`NativeOrWithId<u32>`: `{ type: 'Native' }` or `{ type: 'WithId', value }`). */
export function tokenOfKind(kind: unknown): AmountToken | undefined {
  if (kind === null || typeof kind !== 'object' || !('type' in kind)) return undefined;
  if (kind.type === 'Native') return NATIVE;
  if (kind.type === 'WithId' && 'value' in kind) return inPallet('Assets', kind.value);
  return undefined;
}

function pathEnds(path: unknown): [AmountToken | undefined, AmountToken | undefined] {
  if (!Array.isArray(path) || path.length === 0) return [undefined, undefined];
  // Calls carry a path of asset kinds; events a path of (asset kind, amount) pairs.
  const kindAt = (i: number): unknown => (Array.isArray(path[i]) ? (path[i] as unknown[])[0] : path[i]);
  return [tokenOfKind(kindAt(0)), tokenOfKind(kindAt(path.length - 1))];
}

function only(entries: Record<string, AmountToken | undefined>): AmountTokens {
  return Object.fromEntries(
    Object.entries(entries).filter((entry): entry is [string, AmountToken] => entry[1] !== undefined),
  );
}

/** The LP token of a pool: Lumi has the one LUMI/PHPU pool, whose LP token is LPHPU. */
const LP = token(LPHPU);

/** The amount fields of a call (by pallet and call name) and their tokens. */
export function callAmountTokens(pallet: string, name: string, args: Fields): AmountTokens {
  switch (pallet) {
    case 'Balances':
      return only({ value: NATIVE, new_free: NATIVE, delta: NATIVE });
    case 'Assets':
    case 'PoolAssets': {
      const asset = inPallet(pallet, args.id);
      return only({ amount: asset, min_balance: asset });
    }
    case 'AssetConversion': {
      const [first, last] = pathEnds(args.path);
      if (name.startsWith('swap_'))
        return only({ amount_in: first, amount_in_max: first, amount_out: last, amount_out_min: last });
      const [a1, a2] = [tokenOfKind(args.asset1), tokenOfKind(args.asset2)];
      return only({
        amount1_desired: a1,
        amount1_min: a1,
        amount1_min_receive: a1,
        amount2_desired: a2,
        amount2_min: a2,
        amount2_min_receive: a2,
        lp_token_burn: LP,
      });
    }
    default:
      return {};
  }
}

/** The amount fields of an event and their tokens. */
export function eventAmountTokens(pallet: string, name: string, fields: Fields): AmountTokens {
  switch (pallet) {
    case 'Balances':
      return only({ amount: NATIVE, free_balance: NATIVE, free: NATIVE, reserved: NATIVE });
    case 'TransactionPayment':
      return only({ actual_fee: NATIVE, tip: NATIVE });
    case 'AssetTxPayment':
      return only({
        actual_fee: tokenOfKind(fields.asset_id) ?? inPallet('Assets', fields.asset_id),
        tip: NATIVE,
      });
    case 'Assets':
    case 'PoolAssets': {
      const asset = inPallet(pallet, fields.asset_id);
      return only({ amount: asset, balance: asset, supply: asset });
    }
    case 'AssetConversion': {
      const [first, last] = pathEnds(fields.path);
      if (name === 'SwapExecuted' || name === 'SwapCreditExecuted')
        return only({ amount_in: first, amount_out: last });
      const pair = Array.isArray(fields.pool_id) ? (fields.pool_id as unknown[]) : [];
      const [a1, a2] = [tokenOfKind(pair[0]), tokenOfKind(pair[1])];
      return only({
        amount1_provided: a1,
        amount2_provided: a2,
        amount1: a1,
        amount2: a2,
        lp_token_minted: LP,
        lp_token_burned: LP,
      });
    }
    default:
      return {};
  }
}

/** The token of one (asset kind, amount) pair of a swap path. */
export const pathStepToken = tokenOfKind;
