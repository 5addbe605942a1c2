// GET /api/extrinsics/:hash: where the indexer saw an extrinsic with that hash.
import { num, obj, str } from './validate.ts';

export interface ExtrinsicLocation {
  blockNumber: number;
  blockHash: string;
  index: number;
}

export function parseExtrinsicLocation(data: unknown): ExtrinsicLocation {
  const body = obj(data, 'extrinsic');
  return {
    blockNumber: num(body.blockNumber, 'extrinsic.blockNumber'),
    blockHash: str(body.blockHash, 'extrinsic.blockHash'),
    index: num(body.index, 'extrinsic.index'),
  };
}
