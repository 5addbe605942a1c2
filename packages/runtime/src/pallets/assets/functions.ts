// pallet_assets logic for one instance, assembled from its parts: the ledger (balances, account bookkeeping,
// mint / burn / transfer), asset classes (create / destroy), deposit-held accounts (touch / refund),
// approvals, metadata, and the fungibles traits other pallets are given.
import { makeApprovals } from './functions-approvals.ts';
import { makeClasses } from './functions-classes.ts';
import { makeFungibles } from './functions-fungibles.ts';
import { makeLedger, type AssetsParts } from './functions-ledger.ts';
import { makeMetadata } from './functions-metadata.ts';
import { makeTouch } from './functions-touch.ts';

export function makeFunctions<Id>(parts: AssetsParts<Id>) {
  const ledger = makeLedger(parts);
  const classes = makeClasses(parts, ledger);
  const touch = makeTouch(parts, ledger);
  const approvals = makeApprovals(parts, ledger);
  const metadata = makeMetadata(parts, ledger);
  const fungibles = makeFungibles(parts, ledger, classes, touch, metadata);
  return { fungibles, ...ledger, ...classes, ...touch, ...approvals, ...metadata };
}

export type AssetsFunctions<Id = number> = ReturnType<typeof makeFunctions<Id>>;
export type { AssetsFungibles } from './functions-fungibles.ts';
export {
  depositResult,
  sameAccount,
  withdrawResult,
  type AssetsParts,
  type DepositConsequence,
  type WithdrawConsequence,
} from './functions-ledger.ts';
