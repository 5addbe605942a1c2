// pallet_balances storage. Account data itself lives in System.Account (AccountStore = System).
import { u128 } from '../../scale/index.ts';
import { palletStorage } from '../../support/storage.ts';

export const storage = palletStorage('Balances');

export const TotalIssuance = storage.value('TotalIssuance', u128, {
  default: 0n,
  docs: [' The total units issued in the system.'],
});
export const InactiveIssuance = storage.value('InactiveIssuance', u128, {
  default: 0n,
  docs: [' The total units of outstanding deactivated balance in the system.'],
});
