// definePallet: one pallet = one folder (types, storage, calls, events, errors, constants, genesis, index)
// assembled here into the description construct_runtime and the metadata builder consume.
import type { InherentData } from '../host.ts';
import type { Weight } from '../primitives/weight.ts';
import type { AnyType } from '../scale/index.ts';
import type { GenericCall, PalletCalls } from './calls.ts';
import type { ConstantsDecl } from './constants.ts';
import type { PalletErrorsBase } from './errors.ts';
import type { PalletEvents } from './events.ts';
import type { GenesisDecl } from './genesis.ts';
import type { PalletStorage } from './storage.ts';

export interface PalletHooks {
  /** Runs when a block starts (before inherents); returns the weight it used. */
  onInitialize?(blockNumber: number): Weight;
  /** Runs after the last extrinsic of a block. */
  onFinalize?(blockNumber: number): void;
}

/** A pallet that provides inherents (Timestamp). */
export interface InherentProvider {
  /** This pallet's inherent call for a new block, built from the host's inherent data. */
  create(data: InherentData): GenericCall | undefined;
  /** Whether a call of this pallet is an inherent (only allowed unsigned, first in the block). */
  isInherent(call: GenericCall): boolean;
}

/** A pallet-level composite enum (`HoldReason`, `FreezeReason`): an `enumType`, whatever its variants. */
export type CompositeEnum = AnyType & { readonly variants: Readonly<Record<string, unknown>> };

export interface PalletDef {
  readonly name: string;
  readonly docs?: readonly string[];
  readonly storage?: PalletStorage;
  readonly calls?: PalletCalls;
  // `any`: events of some shape; each pallet's own declaration keeps its precise type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly events?: PalletEvents<any>;
  readonly errors?: PalletErrorsBase;
  readonly constants?: ConstantsDecl;
  readonly genesis?: GenesisDecl;
  readonly hooks?: PalletHooks;
  readonly inherent?: InherentProvider;
  /** The pallet's `HoldReason` composite enum: construct_runtime aggregates these into RuntimeHoldReason. */
  readonly holdReason?: CompositeEnum;
  /** The pallet's `FreezeReason` composite enum, aggregated into RuntimeFreezeReason. */
  readonly freezeReason?: CompositeEnum;
  /** The pallet's `#[pallet::origin]` type: construct_runtime makes it a variant of OriginCaller. */
  readonly origin?: AnyType;
  /** Extra types metadata should list even if nothing references them. */
  readonly extraTypes?: readonly AnyType[];
}

export function definePallet<P extends PalletDef>(def: P): P {
  const name = def.name;
  for (const [part, owner] of [
    ['storage', def.storage?.pallet],
    ['calls', def.calls?.pallet],
    ['events', def.events?.pallet],
    ['errors', def.errors?.pallet],
  ] as const) {
    if (owner !== undefined && owner !== name)
      throw new Error(`pallet ${name}: ${part} were declared for pallet ${owner}`);
  }
  return def;
}
