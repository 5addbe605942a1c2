// Shared by the pallets' mock-Config tests: a dev chain whose pallet storage is real, while the seam under test
// is a recording test double instead of the sibling pallet the runtime gives.
import type { AccountId } from '../../src/primitives/core.ts';

/** Records each call of a seam's methods by name, with its arguments. */
export class CallLog {
  readonly calls: [string, unknown[]][] = [];

  record<A extends unknown[], R>(name: string, impl: (...args: A) => R): (...args: A) => R {
    return (...args: A) => {
      this.calls.push([name, args]);
      return impl(...args);
    };
  }

  names(): string[] {
    return this.calls.map(([n]) => n);
  }
}

/** A deterministic account no dev preset uses. */
export const account = (i: number): AccountId => new Uint8Array(32).fill(0x40 + i);
