import { useDexConfig } from '../chain/queries.ts';
import { phpuFeeId } from './feeAsset.ts';

/** PHPU's id where it can pay the network fee (Lumi's LUMI/PHPU pool exists), else undefined. */
export function usePhpuFeeId(): number | undefined {
  return phpuFeeId(useDexConfig().data);
}
