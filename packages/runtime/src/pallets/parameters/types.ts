// The runtime's dynamic parameters, shaped like FRAME's `#[dynamic_params]` expansion: one module per group
// (here only `dex`), each with a `Parameters` enum (key type + optional value), a `ParametersKey` enum and a
// `ParametersValue` enum, aggregated into `RuntimeParameters` / `RuntimeParametersKey` / `RuntimeParametersValue`.
import { enumType, field, option, struct, u32, variant } from '../../scale/index.ts';
import type { ValueOf } from '../../scale/index.ts';

const DEX = 'lumi_runtime::dynamic_params::dex';

/** Key type of the Dex group's `LpFee` parameter (a unit struct, as `dynamic_params` generates). */
export const LpFee = struct(`${DEX}::LpFee`, {});

export const DexParameters = enumType(`${DEX}::Parameters`, {
  LpFee: variant(0, [field(LpFee, 'LpFee'), field(option(u32), 'Option<u32>')]),
});

export const DexParametersKey = enumType(`${DEX}::ParametersKey`, {
  LpFee: variant(0, field(LpFee, 'LpFee')),
});

export const DexParametersValue = enumType(`${DEX}::ParametersValue`, {
  LpFee: variant(0, field(u32, 'u32')),
});

export const RuntimeParameters = enumType('lumi_runtime::RuntimeParameters', {
  Dex: variant(0, field(DexParameters, 'dynamic_params::dex::Parameters')),
});

export const RuntimeParametersKey = enumType('lumi_runtime::RuntimeParametersKey', {
  Dex: variant(0, field(DexParametersKey, '<dynamic_params::dex::Parameters as AggregatedKeyValue>::Key')),
});

export const RuntimeParametersValue = enumType('lumi_runtime::RuntimeParametersValue', {
  Dex: variant(
    0,
    field(DexParametersValue, '<dynamic_params::dex::Parameters as AggregatedKeyValue>::Value'),
  ),
});

export type RuntimeParametersValueOf = ValueOf<typeof RuntimeParameters>;
export type RuntimeParametersKeyValue = ValueOf<typeof RuntimeParametersKey>;
export type RuntimeParametersValueValue = ValueOf<typeof RuntimeParametersValue>;

/** `AggregatedKeyValue::into_parts`: splits a `RuntimeParameters` into its key and optional value. */
export function intoParts(p: RuntimeParametersValueOf): {
  key: RuntimeParametersKeyValue;
  value: RuntimeParametersValueValue | undefined;
} {
  // One group with one parameter today; the switch makes a new group or parameter a compile error here.
  switch (p.type) {
    case 'Dex':
      switch (p.value.type) {
        case 'LpFee': {
          const [k, v] = p.value.value;
          return {
            key: { type: 'Dex', value: { type: 'LpFee', value: k } },
            value: v === undefined ? undefined : { type: 'Dex', value: { type: 'LpFee', value: v } },
          };
        }
      }
  }
}
