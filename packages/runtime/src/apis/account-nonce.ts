// AccountNonceApi: the next nonce of an account (from state; the node adds its pool's pending ones).
import { AccountId32 } from '../primitives/core.ts';
import { accountNonce } from '../pallets/system/functions.ts';
import { u32 } from '../scale/index.ts';
import { withReadContext } from '../executive/service.ts';
import { api, method } from './api.ts';

export const AccountNonceApi = api(
  'AccountNonceApi',
  1,
  [
    method(
      'account_nonce',
      [['account', AccountId32]],
      u32,
      ({ state, at }, who) => withReadContext(state, at, () => accountNonce(who)),
      [' The nonce stored for `account` (the node adds the ones its pool still holds).'],
    ),
  ],
  [' Reads account nonces, for wallets building transactions.'],
);
