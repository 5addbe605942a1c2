// pallet_sudo storage.
import { AccountId32 } from '../../primitives/core.ts';
import { palletStorage } from '../../support/storage.ts';

export const storage = palletStorage('Sudo');

export const Key = storage.value('Key', AccountId32, {
  docs: [' The account allowed to use Sudo; absent once the key is removed.'],
});
