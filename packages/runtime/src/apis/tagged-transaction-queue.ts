// TaggedTransactionQueue (v3): validate_transaction(source, tx, block_hash).
import { H256 } from '../primitives/core.ts';
import { validateTransaction } from '../executive/service.ts';
import { TransactionSourceType, TransactionValidityType, toScaleError } from '../extrinsic/validity.ts';
import { RuntimeApiError } from '../host.ts';
import { OpaqueExtrinsicArg, api, method } from './api.ts';

export const TaggedTransactionQueueApi = api(
  'TaggedTransactionQueue',
  3,
  [
    method(
      'validate_transaction',
      [
        ['source', TransactionSourceType],
        ['tx', OpaqueExtrinsicArg],
        ['block_hash', H256],
      ],
      TransactionValidityType,
      ({ state, at }, source, tx, blockHash) => {
        if (blockHash.length !== 32 || !blockHash.every((b, i) => b === at.hash[i])) {
          // The state the host passed must be the block the caller names (block_hash is the parent of
          // the block the transaction would go into).
          throw new RuntimeApiError('validate_transaction: block_hash does not match the state it runs on');
        }
        const v = validateTransaction(state, source.type, tx, at);
        return v.ok
          ? { ok: true as const, value: v.value }
          : { ok: false as const, error: toScaleError(v.error) };
      },
      [' Validate the transaction.'],
    ),
  ],
  [' The `TaggedTransactionQueue` api trait for interfering with the transaction queue.'],
);
