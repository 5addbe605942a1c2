// TaggedTransactionQueue (v3): validate_transaction(source, tx, block_hash).
import { H256 } from '../primitives/core.ts';
import { validateTransaction } from '../executive/service.ts';
import { TransactionSourceType, TransactionValidityType, toScaleError } from '../extrinsic/validity.ts';
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
        // As FRAME: the state is `at`'s, and `block_hash` becomes the parent hash of the block the
        // transaction is validated for.
        const v = validateTransaction(state, source.type, tx, { hash: blockHash, number: at.number });
        return v.ok
          ? { ok: true as const, value: v.value }
          : { ok: false as const, error: toScaleError(v.error) };
      },
      [
        ' Checks transaction `tx` as if for a child of `block_hash`, returning its priority, tags and lifetime.',
      ],
    ),
  ],
  [' Lets the transaction pool decide which transactions are valid and in what order.'],
);
