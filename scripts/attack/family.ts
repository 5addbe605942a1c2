import type { AttackOptions } from './options.ts';
import type { CaseResult } from './table.ts';

/** A group of attack cases with the nodes and services they need; one file each. */
export interface Family {
  name: string;
  /** Runs the cases, recording each result as soon as it is known. */
  run(options: AttackOptions, record: (result: CaseResult) => void): Promise<void>;
}
