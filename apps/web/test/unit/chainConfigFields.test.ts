// Which rows Settings' chain configuration shows, by the chain's asset kind (read from its metadata).
import { describe, expect, it } from 'vitest';
import { chainConfigFields } from '../../src/features/settings/chainConfigFields.ts';

const ALL = [
  'dexAccount',
  'lumiAccountAddress',
  'lumiContractAddress',
  'phpuContractAddress',
  'lphpuAccountAddress',
  'lphpuContractAddress',
  'swapFees',
];

describe('chainConfigFields', () => {
  it.each<[string, Parameters<typeof chainConfigFields>[0], string[]]>([
    ["Lumi (NativeOrWithId): its LUMI/PHPU pool's rows too", 'NativeOrWithId', ALL],
    ['a Location chain (Asset Hub): no LUMI/PHPU pool rows', 'Location', ['dexAccount', 'swapFees']],
    ['not read yet: every row, each saying so', undefined, ALL],
  ])('%s', (_, kinds, expected) => {
    expect(chainConfigFields(kinds).map((row) => row.field)).toEqual(expected);
  });
});
